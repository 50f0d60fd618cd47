import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { bookings } from '../db/schema.js';
import { PaymentRequiredError } from '../lib/domain-errors.js';
import * as repo from './agencies.repo.js';

/**
 * How an agency's holds are limited (decision 053). A traveller may have two unpaid holds and hold nine seats of a
 * flight; an agency sells for many travellers at once, so its agents' limits scale with what the agency can pay:
 * the fares of all its unpaid holds together may not exceed what its wallet can spend (balance plus credit). A
 * small agency with ৳20,000 of credit can block two seats, a large one with ৳10 lakh a hundred, and none can hold
 * more than it could pay for. The flight's share limit (HOLD_MAX_FLIGHT_PERCENT) stays on for every seller.
 */

/** Seats one agent (or API key) may hold on one flight at once: three travellers' worth. */
export const AGENT_HELD_SEATS_PER_FLIGHT = 27;

/** The agency's unpaid holds would come to more than its wallet can spend (402, with the figures). */
export class AgencyHoldsOverFundsError extends PaymentRequiredError {
  constructor(c: { held: number; available: number }) {
    super('agency.holdsOverFunds', { held: c.held, available: c.available, shortfall: c.held - c.available });
    this.details = { held: c.held, available: c.available, shortfall: c.held - c.available };
  }
}

/**
 * Records the agency as the seller of the booking just held in `tx`, then checks the agency's unpaid holds (this
 * one included, services too) against what its wallet can spend; over it, AgencyHoldsOverFundsError rolls the
 * hold back. Call after the hold, in the transaction that took the agency's lock first (`lockActiveAgency`).
 */
export async function sellAsAgency(tx: Db, agency: repo.AgencyRow, bookingId: string): Promise<void> {
  await repo.markAgencyBooking(tx, bookingId, agency.id);
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${bookings.total}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.agencyId, agency.id), eq(bookings.status, 'held'), gt(bookings.payBy, sql`now()`)));
  const held = Number(row?.held ?? 0);
  const available = (await repo.balanceOf(tx, agency.id)) + agency.creditLimit;
  if (held > available) throw new AgencyHoldsOverFundsError({ held, available });
}
