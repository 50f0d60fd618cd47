import { z } from 'zod';
import { labelValue, says } from './fields.js';

/**
 * Taxes of a fare (issue 33, docs/decisions: taxes inside the fare). Every fare is shown and charged with its taxes
 * in it: the taxes are itemised out of the price, never added on top, so a displayed price is what is charged.
 * Excise duty goes by the leg's zone, from the airports' countries: both in Bangladesh, domestic; the other end in a
 * SAARC country, SAARC; anywhere else, rest of Asia (and beyond).
 */
export const TAX_ZONES = ['domestic', 'saarc', 'asia'] as const;
export type TaxZone = (typeof TAX_ZONES)[number];

const whole = (max: number) => z.number(says('taxes.amountWhole')).int(says('taxes.amountWhole')).min(0, says('taxes.amountWhole')).max(max, says('taxes.amountWhole'));

/** A day as YYYY-MM-DD (catalog.ts isoDate's rule, written here so that the booking schema, which imports this
 * module, does not pull the catalogue's schemas into the traveller's pages). */
const day = z
  .string(says('field.required', { label: labelValue('label.theDate') }))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, says('field.notDateSuchAs', { label: labelValue('label.theDate') }))
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), says('field.notCalendarDate', { label: labelValue('label.theDate') }));

/** One row of the tax table: the rates from a day on (until the next row's day). */
export const taxRate = z.object({
  effectiveFrom: day,
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

