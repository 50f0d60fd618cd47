import { fareParts, type Booking, type FareParts, type LegTaxes, type PassengerType } from '@tarmac/shared';

/** One line of a VAT receipt: what was sold, how many, its value before VAT, VAT rate (null: no VAT) and VAT. */
export interface ReceiptLine {
  kind: 'fare' | 'excise' | 'embarkation' | 'service' | 'discount' | 'refund';
  legIndex?: number;
  passengerType?: PassengerType;
  zone?: LegTaxes['zone'];
  serviceName?: string;
  /** A discount line's promo code. */
  code?: string;
  quantity: number;
  valueBeforeVat: number;
  vatRate: number | null;
  vat: number;
  /** valueBeforeVat + vat: what the line costs. */
  total: number;
}

export interface ReceiptFigures {
  lines: ReceiptLine[];
  valueBeforeVat: number;
  vat: number;
  total: number;
}

const NO_TAXES: LegTaxes = { zone: 'domestic', vatPercent: 0, excise: 0, embarkation: 0 };
const TYPES: PassengerType[] = ['adult', 'child', 'infant'];

/** A VAT-inclusive amount's value before VAT at a rate (what is left is the VAT). */
const beforeVat = (amount: number, rate: number) => Math.round((amount * 100) / (100 + rate));

function summed(lines: ReceiptLine[]): ReceiptFigures {
  const valueBeforeVat = lines.reduce((s, l) => s + l.valueBeforeVat, 0);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  return { lines, valueBeforeVat, vat, total: valueBeforeVat + vat };
}

/**
 * The lines of a booking's VAT receipt, from the sale as it was made: every leg and passenger sold (cancelled ones
 * too: a cancellation gets a credit note of its own), each leg's fares taken apart with the taxes kept on it at hold
 * time (fare lines per passenger type; excise and embarkation lines per leg, outside VAT), the services sold
 * (EMD issued; VAT inside their price) and the promo code's discount (VAT inside it, at the fares' rate).
 * The lines add up to what was paid.
 */
export function receiptLines(booking: Pick<Booking, 'legs' | 'passengers' | 'services' | 'discount' | 'promoCode'>): ReceiptFigures {
  const lines: ReceiptLine[] = [];
  let rate = 0;
  booking.legs.forEach((leg, legIndex) => {
    const taxes = leg.taxes ?? NO_TAXES;
    rate = leg.taxes ? taxes.vatPercent : rate;
    const tax = { excise: 0, embarkation: 0, count: 0 };
    for (const type of TYPES) {
      const people = booking.passengers.filter((p) => p.type === type);
      if (!people.length) continue;
      const parts: FareParts[] = people.map((p) => fareParts(p.fares[legIndex] ?? 0, taxes));
      const base = parts.reduce((s, p) => s + p.base, 0);
      const vat = parts.reduce((s, p) => s + p.vat, 0);
      lines.push({ kind: 'fare', legIndex, passengerType: type, quantity: people.length, valueBeforeVat: base, vatRate: taxes.vatPercent, vat, total: base + vat });
      tax.excise += parts.reduce((s, p) => s + p.excise, 0);
      tax.embarkation += parts.reduce((s, p) => s + p.embarkation, 0);
      tax.count += people.length;
    }
    if (tax.excise) lines.push({ kind: 'excise', legIndex, zone: taxes.zone, quantity: tax.count, valueBeforeVat: tax.excise, vatRate: null, vat: 0, total: tax.excise });
    if (tax.embarkation) lines.push({ kind: 'embarkation', legIndex, quantity: tax.count, valueBeforeVat: tax.embarkation, vatRate: null, vat: 0, total: tax.embarkation });
  });
  for (const s of booking.services ?? []) {
    if (!s.documentNumber || s.price <= 0) continue;
    const base = beforeVat(s.price, rate);
    lines.push({ kind: 'service', legIndex: s.legIndex, serviceName: s.name, quantity: 1, valueBeforeVat: base, vatRate: rate, vat: s.price - base, total: s.price });
  }
  if (booking.discount) {
    const base = beforeVat(booking.discount, rate);
    lines.push({ kind: 'discount', code: booking.promoCode ?? '', quantity: 1, valueBeforeVat: -base, vatRate: rate, vat: -(booking.discount - base), total: -booking.discount });
  }
  return summed(lines);
}

/**
 * A credit note's figures: the refunded amount taken apart in the receipt's proportions (value before VAT, VAT),
 * so a full refund gives back exactly the receipt's VAT.
 */
export function creditLines(receipt: ReceiptFigures, amount: number): ReceiptFigures {
  const vat = receipt.total > 0 ? Math.round((amount * receipt.vat) / receipt.total) : 0;
  const rate = receipt.lines.find((l) => l.kind === 'fare')?.vatRate ?? null;
  return summed([{ kind: 'refund', quantity: 1, valueBeforeVat: amount - vat, vatRate: rate, vat, total: amount }]);
}
