import { formatTk, type PassengerType } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { passengerTypeLabel } from '../../../lib/fare-text';

/** One line of a fare breakdown as one message: "2 × Adult · 6,500 TK each = <strong>13,000 TK</strong>". */
export function FareLineText({ type, count, each, subtotal }: { type: PassengerType; count: number; each: number; subtotal: number }) {
  return rich(t('fare.line', { count, type: passengerTypeLabel(type), each: formatTk(each), subtotal: slot('subtotal') }), {
    subtotal: <strong>{formatTk(subtotal)}</strong>,
  });
}
