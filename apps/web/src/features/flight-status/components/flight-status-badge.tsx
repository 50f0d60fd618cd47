import { Badge } from 'react-bootstrap';
import { FLIGHT_STATUS_LABELS, type FlightStatusValue } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';

const colours: Record<FlightStatusValue, string> = {
  scheduled: 'success',
  delayed: 'warning',
  cancelled: 'danger',
  departed: 'info',
  arrived: 'secondary',
};

const labels: Record<FlightStatusValue, string> = {
  scheduled: 'flightStatus.label.scheduled',
  delayed: 'flightStatus.label.delayed',
  cancelled: 'flightStatus.label.cancelled',
  departed: 'flightStatus.label.departed',
  arrived: 'flightStatus.label.arrived',
};

/**
 * A flight's status as a badge: its word, in a colour that repeats it. Travellers' pages show the word in the
 * page's language; the back office (English by decision) passes `english`.
 */
export function FlightStatusBadge({ status, className = '', english = false }: { status: FlightStatusValue; className?: string; english?: boolean }) {
  return (
    <Badge bg={colours[status]} text={status === 'delayed' || status === 'departed' ? 'dark' : undefined} className={className} data-testid="flight-status">
      {english ? FLIGHT_STATUS_LABELS[status] : t(labels[status])}
    </Badge>
  );
}
