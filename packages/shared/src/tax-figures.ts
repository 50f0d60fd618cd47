import type { LegTaxes, TaxRate, TaxZone } from './taxes.js';

/**
 * The arithmetic of taxes inside a fare (issue 33), without zod: the traveller's pages show it, and a module that
 * imports zod lands in another of their shared chunks (apps/web/build/page-closure.ts).
 */
/** SAARC countries other than Bangladesh, by the IANA time zones of their airports (each zone is one country). */
const SAARC_TIME_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Kathmandu', 'Asia/Katmandu', 'Asia/Thimphu', 'Asia/Thimbu', 'Asia/Colombo', 'Asia/Karachi', 'Indian/Maldives', 'Asia/Kabul']);

/** An airport as the zone rule reads it: its kind (domestic: in Bangladesh) and its time zone (its country). */
export interface TaxPlace {
  kind: 'domestic' | 'international';
  timeZone: string;
}

/** The excise zone of a leg between two airports. */
export function taxZoneOf(from: TaxPlace, to: TaxPlace): TaxZone {
  const abroad = [from, to].filter((p) => p.kind !== 'domestic');
  if (abroad.length === 0) return 'domestic';
  return abroad.every((p) => SAARC_TIME_ZONES.has(p.timeZone)) ? 'saarc' : 'asia';
}

/** The taxes that apply to a leg on a day: the zone's excise, the embarkation fee leaving Bangladesh for abroad. */
export function taxesForLeg(rate: TaxRate, from: TaxPlace, to: TaxPlace): LegTaxes {
  const zone = taxZoneOf(from, to);
  return { zone, vatPercent: rate.vatPercent, excise: rate.excise[zone], embarkation: from.kind === 'domestic' && to.kind !== 'domestic' ? rate.embarkationFee : 0 };
}

/** A fare taken apart: base (value before VAT) + VAT + excise + embarkation = the fare, in whole taka. */
export interface FareParts {
  base: number;
  vat: number;
  excise: number;
  embarkation: number;
}

/**
 * Takes a tax-inclusive amount apart. The fixed taxes come out first, never more than the amount (an infant's
 * tenth of a fare carries what it can); VAT is the rest's share at the rate, rounded to whole taka, so the parts
 * always add up to the amount.
 */
export function fareParts(amount: number, t: Pick<LegTaxes, 'vatPercent' | 'excise' | 'embarkation'>): FareParts {
  const excise = Math.max(0, Math.min(t.excise, amount));
  const embarkation = Math.max(0, Math.min(t.embarkation, amount - excise));
  const rest = amount - excise - embarkation;
  const base = Math.round((rest * 100) / (100 + t.vatPercent));
  return { base, vat: rest - base, excise, embarkation };
}

/** Parts added together. */
export function addParts(list: readonly FareParts[]): FareParts {
  return list.reduce((s, p) => ({ base: s.base + p.base, vat: s.vat + p.vat, excise: s.excise + p.excise, embarkation: s.embarkation + p.embarkation }), { base: 0, vat: 0, excise: 0, embarkation: 0 });
}

/** The rate in force on a day (ISO date): the latest row from that day or before; null when none is. */
export function rateOn(rates: readonly TaxRate[], day: string): TaxRate | null {
  let found: TaxRate | null = null;
  for (const r of rates) if (r.effectiveFrom <= day && (!found || r.effectiveFrom > found.effectiveFrom)) found = r;
  return found;
}

/** The demo tax table's one row (the migration's seed): VAT 15 %, excise 700 / 1,000 / 2,500, embarkation 500. */
export const DEFAULT_TAX_RATE: TaxRate = { effectiveFrom: '2000-01-01', vatPercent: 15, excise: { domestic: 700, saarc: 1000, asia: 2500 }, embarkationFee: 500 };

/** The taxes of a booking's legs for the fares its passengers pay: each leg's parts summed over its passengers. */
export function bookingTaxes(booking: { legs: readonly { taxes?: LegTaxes | undefined; cancelled?: boolean | undefined }[]; passengers: readonly { fares: readonly number[]; cancelled?: boolean | undefined }[] }): FareParts & { vatPercent: number | null } {
  const parts: FareParts[] = [];
  let vatPercent: number | null = null;
  booking.legs.forEach((leg, i) => {
    if (leg.cancelled || !leg.taxes) return;
    vatPercent ??= leg.taxes.vatPercent;
    for (const p of booking.passengers) if (!p.cancelled) parts.push(fareParts(p.fares[i] ?? 0, leg.taxes));
  });
  return { ...addParts(parts), vatPercent };
}
