import { formatTk, type FareRules, type PassengerType } from '@tarmac/shared';
import { t } from '../i18n/i18n';

/**
 * What `describeFareRules`, `summarizeFareRules` and `PASSENGER_TYPE_LABELS` of @tarmac/shared write in English,
 * in the page's language: one whole message per sentence (the English is the same text, word for word). The
 * server's mail and PDF keep using the shared functions.
 */

const free = (fee: number) => (fee === 0 ? 'yes' : 'no');

/** The rules in a few short sentences, as the results, payment step, ticket and quote show them. */
export function fareRuleSentences(rules: FareRules): string[] {
  return [
    rules.refundable
      ? t('fare.refundable', {
          beforeFree: free(rules.refundFeeBefore24h),
          before: formatTk(rules.refundFeeBefore24h),
          withinFree: free(rules.refundFeeWithin24h),
          within: formatTk(rules.refundFeeWithin24h),
        })
      : t('fare.nonRefundable'),
    t('fare.changes', { free: free(rules.changeFee), fee: formatTk(rules.changeFee) }),
    t('fare.noShow'),
  ];
}

/** The rules in one short line, for a package cell of the results (the sentences open below it). */
export function fareRuleSummary(rules: FareRules): string {
  const change = { changeFree: free(rules.changeFee), change: formatTk(rules.changeFee) };
  if (!rules.refundable) return t('fare.summary.nonRefundable', change);
  if (rules.refundFeeBefore24h === rules.refundFeeWithin24h) {
    return t('fare.summary.refund', { ...change, refundFree: free(rules.refundFeeBefore24h), refund: formatTk(rules.refundFeeBefore24h) });
  }
  return t('fare.summary.refundLate', {
    ...change,
    beforeFree: free(rules.refundFeeBefore24h),
    before: formatTk(rules.refundFeeBefore24h),
    withinFree: free(rules.refundFeeWithin24h),
    within: formatTk(rules.refundFeeWithin24h),
  });
}

const typeIds: Record<PassengerType, string> = {
  adult: 'passengerType.adult',
  child: 'passengerType.child',
  infant: 'passengerType.infant',
};

/** How a passenger type is written for travellers: "Adult", "Child (2–11)", "Infant (under 2, on lap)". */
export function passengerTypeLabel(type: PassengerType): string {
  const id = typeIds[type];
  return id ? t(id) : type;
}
