import { DEFAULT_TAX_RATE, rateOn, taxesForLeg, type LegTaxes, type TaxPlace, type TaxRate, type TaxTable } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { recordAudit } from '../audit/audit.js';
import type { Actor } from '../audit/audit.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { readTaxRates, upsertTaxRate } from './taxes.repo.js';

/** Today at home (Dhaka): the day whose rates a hold takes. */
export const taxDay = (now: Date) => utcToZoned(now, HOME_TIME_ZONE).date;

/** The tax table as the admin sees it, with the rates in force today. */
export async function taxTableOf(ctx: Pick<AppContext, 'database'>, now = new Date()): Promise<TaxTable> {
  const rates = await readTaxRates(ctx.database.db);
  const today = taxDay(now);
  return { rates, today, current: rateOn(rates, today) };
}

/**
 * Sets the rates from a day on: today or later only (a day gone by is history: fares sold then keep their taxes
 * anyway, and the table says what was in force). Audited like every admin write.
 */
export async function saveTaxRate(ctx: Pick<AppContext, 'database'>, rate: TaxRate, actor: Actor, now = new Date()): Promise<TaxTable> {
  if (rate.effectiveFrom < taxDay(now)) throw InvalidInputError.field('effectiveFrom', 'taxes.pastDate');
  await ctx.database.db.transaction(async (tx) => {
    const before = (await readTaxRates(tx)).find((r) => r.effectiveFrom === rate.effectiveFrom) ?? null;
    await upsertTaxRate(tx, rate);
    await recordAudit(tx, actor, { entity: 'taxes', entityId: rate.effectiveFrom, action: before ? 'update' : 'create', before, after: rate });
  });
  return taxTableOf(ctx, now);
}

/** The rates a hold made now takes (the demo default if the table is empty). */
export async function ratesForHold(db: Db, now = new Date()): Promise<TaxRate> {
  return rateOn(await readTaxRates(db), taxDay(now)) ?? DEFAULT_TAX_RATE;
}

/** The taxes of each leg of a hold, from the airports it flies between. */
export function legTaxesOf(rate: TaxRate, legs: readonly { from: TaxPlace; to: TaxPlace }[]): LegTaxes[] {
  return legs.map((l) => taxesForLeg(rate, l.from, l.to));
}
