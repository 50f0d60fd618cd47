import { Badge } from 'react-bootstrap';
import { FLIGHT_STATUS_LABELS, type FlightStatusValue } from '@tarmac/shared';

const colours: Record<FlightStatusValue, string> = {
  scheduled: 'success',
  delayed: 'warning',
  cancelled: 'danger',
  departed: 'info',
  arrived: 'secondary',
};

/** A flight's status as a badge: its word, in a colour that repeats it. */
export function FlightStatusBadge({ status, className = '' }: { status: FlightStatusValue; className?: string }) {
  return (
    <Badge bg={colours[status]} text={status === 'delayed' || status === 'departed' ? 'dark' : undefined} className={className} data-testid="flight-status">
      {FLIGHT_STATUS_LABELS[status]}
    </Badge>
  );
}
