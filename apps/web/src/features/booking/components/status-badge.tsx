import { t } from '../../../i18n/i18n';
import { Badge } from 'react-bootstrap';
import type { Booking } from '@tarmac/shared';
import { statusColours, statusLabels } from '../booking-status';

/** A booking's status as a badge: its word, in a colour that repeats it. */
export function StatusBadge({ status, className = '' }: { status: Booking['status']; className?: string }) {
  return (
    <Badge bg={statusColours[status]} text={status === 'held' ? 'dark' : undefined} className={`text-capitalize ${className}`} data-testid="booking-status">
      {t(statusLabels[status])}
    </Badge>
  );
}
