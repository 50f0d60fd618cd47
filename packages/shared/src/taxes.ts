import { z } from 'zod';
import { isoDate } from './catalog.js';
import { says } from './fields.js';

/**
 * Taxes of a fare (issue 33, docs/decisions: taxes inside the fare). Every fare is shown and charged with its taxes
 * in it: the taxes are itemised out of the price, never added on top, so a displayed price is what is charged.
 * Excise duty goes by the leg's zone, from the airports' countries: both in Bangladesh, domestic; the other end in a
 * SAARC country, SAARC; anywhere else, rest of Asia (and beyond).
 */
export const TAX_ZONES = ['domestic', 'saarc', 'asia'] as const;
export type TaxZone = (typeof TAX_ZONES)[number];

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

const whole = (max: number) => z.number(says('taxes.amountWhole')).int(says('taxes.amountWhole')).min(0, says('taxes.amountWhole')).max(max, says('taxes.amountWhole'));

/** One row of the tax table: the rates from a day on (until the next row's day). */
export const taxRate = z.object({
  effectiveFrom: isoDate('label.theDate'),
  /** VAT in percent, at most two decimals (15 or 7.5). */
  vatPercent: z
    .number(says('taxes.vatRange'))
    .min(0, says('taxes.vatRange'))
    .max(100, says('taxes.vatRange'))
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, says('taxes.vatRange')),
  excise: z.object({ domestic: whole(100_000), saarc: whole(100_000), asia: whole(100_000) }),
  /** Per passenger on a leg leaving Bangladesh for abroad. */
  embarkationFee: whole(100_000),
});
export type TaxRate = z.infer<typeof taxRate>;
export type TaxRateBody = z.input<typeof taxRate>;

/** `GET /api/admin/taxes`: the table, earliest first, and the row in force today (Dhaka). */
export const taxTable = z.object({ rates: z.array(taxRate), today: z.string(), current: taxRate.nullable() });
export type TaxTable = z.infer<typeof taxTable>;

/** The taxes a booking leg was sold with (kept on the leg at hold time: a later rate never changes it). */
export const legTaxes = z.object({
  zone: z.enum(TAX_ZONES),
  vatPercent: z.number(),
  /** Excise duty per passenger on this leg, whole taka. */
  excise: z.number(),
  /** Embarkation fee per passenger on this leg (0 unless it leaves Bangladesh for abroad). */
  embarkation: z.number(),
});
export type LegTaxes = z.infer<typeof legTaxes>;

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
