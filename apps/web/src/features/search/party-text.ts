import { formatPersons, formatTk } from '@tarmac/shared';
import type { BookingSelection } from '../booking';
import { t } from '../../i18n/i18n';

/** The travellers of a search: SPEC's '1 Person' / 'N Persons' when all are adults, else "2 adults, 1 child, 1 infant". */
export function partyText(p: { travellers: number; children?: number; infants?: number }): string {
  const children = p.children ?? 0;
  const infants = p.infants ?? 0;
  return children || infants ? t('results.party', { adults: p.travellers - children, children, infants }) : formatPersons(p.travellers);
}

/** What the party pays for one pick: the server's total for the party (issue 35), else the SPEC's price × travellers. */
export const pickTotal = (pick: Pick<BookingSelection, 'packagePrice' | 'partyTotal'>, travellers: number) => pick.partyTotal ?? pick.packagePrice * travellers;

/** "৳12,345 total" */
export const totalText = (amount: number) => `${formatTk(amount)} ${t('results.totalWord')}`;
