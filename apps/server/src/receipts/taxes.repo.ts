import { asc, sql } from 'drizzle-orm';
import type { TaxRate } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { taxRates } from '../db/schema.js';

type TaxRow = typeof taxRates.$inferSelect;

const rateOf = (r: TaxRow): TaxRate => ({
  effectiveFrom: r.effectiveFrom,
  vatPercent: r.vatBasisPoints / 100,
  excise: { domestic: r.exciseDomestic, saarc: r.exciseSaarc, asia: r.exciseAsia },
  embarkationFee: r.embarkationFee,
});

/** The whole tax table, earliest first (a handful of rows: one per change of rates). */
export async function readTaxRates(db: Db): Promise<TaxRate[]> {
  return (await db.select().from(taxRates).orderBy(asc(taxRates.effectiveFrom))).map(rateOf);
}

/** Writes the rates from their day on (replacing that day's row if there is one). */
export async function upsertTaxRate(tx: Db, rate: TaxRate): Promise<void> {
  const row = {
    effectiveFrom: rate.effectiveFrom,
    vatBasisPoints: Math.round(rate.vatPercent * 100),
    exciseDomestic: rate.excise.domestic,
    exciseSaarc: rate.excise.saarc,
    exciseAsia: rate.excise.asia,
    embarkationFee: rate.embarkationFee,
  };
  await tx
    .insert(taxRates)
    .values(row)
    .onConflictDoUpdate({ target: taxRates.effectiveFrom, set: { ...row, updatedAt: sql`now()` } });
}
