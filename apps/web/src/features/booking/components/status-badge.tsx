import { t } from '../../../i18n/i18n';
import type { Booking } from '@tarmac/shared';
import { statusLabels } from '../booking-status';

/** Each status's badge colours (Bootstrap's classes, written whole for the stylesheet's trimming): held in yellow with dark text. */
const badgeColours: Record<Booking['status'], string> = {
  held: 'bg-warning text-dark',
  ticketed: 'bg-success',
  expired: 'bg-secondary',
  cancelled: 'bg-dark',
};

/** A booking's status as a badge: its word, in a colour that repeats it. */
export function StatusBadge({ status, className = '' }: { status: Booking['status']; className?: string }) {
  return (
    <span className={`badge ${badgeColours[status]} text-capitalize ${className}`} data-testid="booking-status">
      {t(statusLabels[status])}
    </span>
  );
}
