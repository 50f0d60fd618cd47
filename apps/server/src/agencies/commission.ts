import type { CommissionRule } from '@tarmac/shared';

/** A rule as kept: its percent in hundredths (basis points). */
export type CommissionRuleRow = Omit<CommissionRule, 'percent'> & { basisPoints: number };

/** What commission needs of a leg: its route, its booking class and its adult fare (the weight of its share). */
export interface CommissionLeg {
  fromId: string;
  toId: string;
  fareClass: string | null;
  adultPrice: number;
}

/** The agency's commission on a fare, whole taka rounded down (the carrier keeps the part of a taka). */
export const commissionOn = (fare: number, basisPoints: number) => Math.floor((fare * basisPoints) / 10_000);

/**
 * The rule a leg earns on `day` (a Dhaka day of sale): of the rules in force that day and matching it, the most
 * specific (route and class, then route, then class, then every route and class; among equals the later in the list).
 */
export function ruleFor(rules: readonly CommissionRuleRow[], leg: CommissionLeg, day: string): CommissionRuleRow | null {
  let best: CommissionRuleRow | null = null;
  let bestScore = -1;
  for (const r of rules) {
    if ((r.validFrom !== null && day < r.validFrom) || (r.validTo !== null && day > r.validTo)) continue;
    if (r.fromId !== null && (r.fromId !== leg.fromId || r.toId !== leg.toId)) continue;
    if (r.fareClass !== null && r.fareClass !== leg.fareClass) continue;
    const score = (r.fromId !== null ? 2 : 0) + (r.fareClass !== null ? 1 : 0);
    if (score >= bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A booking's commission: each leg at its rule's percent (the agency's own without one) on its share of the total,
 * the shares weighed by the legs' adult fares (the last takes what rounding leaves). One percent for every leg is
 * that percent of the total. Answers the commission and a reference saying how it was reached.
 */
export function bookingCommission(total: number, legs: readonly CommissionLeg[], rules: readonly CommissionRuleRow[], ownBasisPoints: number, day: string): { commission: number; reference: string } {
  const points = legs.map((leg) => ruleFor(rules, leg, day)?.basisPoints ?? ownBasisPoints);
  const percents = (list: number[]) => list.map((p) => `${p / 100}%`).join(' + ');
  if (points.length === 0 || points.every((p) => p === points[0])) {
    const p = points[0] ?? ownBasisPoints;
    return { commission: commissionOn(total, p), reference: `${percents([p])} of ${total}` };
  }
  const weight = legs.reduce((sum, l) => sum + l.adultPrice, 0);
  let left = total;
  let commission = 0;
  const shares: number[] = [];
  legs.forEach((leg, i) => {
    const share = i === legs.length - 1 ? left : Math.floor((total * leg.adultPrice) / weight);
    left -= share;
    shares.push(share);
    commission += commissionOn(share, points[i]!);
  });
  return { commission, reference: legs.map((_, i) => `${percents([points[i]!])} of ${shares[i]}`).join(', ') };
}
