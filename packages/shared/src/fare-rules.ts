import { z } from 'zod';
import { formatTk } from './format.js';

/**
 * The rules of a fare package (API.md "Manage booking"): whether it gives money back, what a change costs,
 * and what a refund costs before and within 24 hours of departure. Fees are whole taka per seated passenger
 * and flight; a no-show (a flight already departed) gets nothing back.
 */
export const fareRules = z.object({
  refundable: z.boolean(),
  changeFee: z.number(),
  refundFeeBefore24h: z.number(),
  refundFeeWithin24h: z.number(),
});
export type FareRules = z.infer<typeof fareRules>;

/** What a package has when nobody set its rules: refundable, no fees. */
export const OPEN_FARE_RULES: FareRules = { refundable: true, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 0 };

/** The hours before departure from which the "within 24 h" refund fee applies. */
export const LATE_REFUND_HOURS = 24;

/** The rules in a few short sentences, as the results, payment step, ticket and quote show them. */
export function describeFareRules(rules: FareRules): string[] {
  const fee = (n: number) => (n === 0 ? 'free' : `${formatTk(n)} per passenger`);
  return [
    rules.refundable
      ? `Refundable: ${fee(rules.refundFeeBefore24h)} until 24 h before departure, ${fee(rules.refundFeeWithin24h)} within 24 h.`
      : 'Non-refundable: nothing is given back on cancellation.',
    rules.changeFee === 0 ? 'Changes: free.' : `Changes: ${formatTk(rules.changeFee)} per passenger.`,
    'No-show: nothing is given back once the flight has departed.',
  ];
}

/** The rules in one short line, for a package cell of the results (the sentences open below it). */
export function summarizeFareRules(rules: FareRules): string {
  const fee = (n: number) => (n === 0 ? 'free' : formatTk(n));
  const refund = rules.refundable
    ? rules.refundFeeBefore24h === rules.refundFeeWithin24h
      ? `Refund ${fee(rules.refundFeeBefore24h)}`
      : `Refund ${fee(rules.refundFeeBefore24h)}, ${fee(rules.refundFeeWithin24h)} within 24 h`
    : 'Non-refundable';
  return `${refund} · Change ${fee(rules.changeFee)}`;
}

/** One flight of a paid booking, as a refund is worked out for it. */
export interface RefundLeg extends FareRules {
  /** When the flight departs. */
  departsAt: Date;
  /** What was paid for this flight, every passenger together. */
  paid: number;
}

export interface RefundQuote {
  /** What is given back. */
  refundAmount: number;
  /** What the airline keeps (fees, and the whole fare of non-refundable flights). */
  fee: number;
}

/**
 * The refund of cancelling a paid booking now: per flight, a non-refundable fare keeps everything; a refundable one
 * keeps the fee of its window (before or within 24 h of departure) for each seated passenger, never more than was
 * paid. A departed flight cannot be cancelled (the caller refuses it) and would keep everything.
 */
export function quoteRefund(legs: readonly RefundLeg[], seatedPassengers: number, now: Date): RefundQuote {
  let refundAmount = 0;
  let fee = 0;
  for (const leg of legs) {
    const hoursLeft = (leg.departsAt.getTime() - now.getTime()) / 3_600_000;
    const kept =
      !leg.refundable || hoursLeft <= 0
        ? leg.paid
        : Math.min(leg.paid, (hoursLeft > LATE_REFUND_HOURS ? leg.refundFeeBefore24h : leg.refundFeeWithin24h) * seatedPassengers);
    fee += kept;
    refundAmount += leg.paid - kept;
  }
  return { refundAmount, fee };
}
