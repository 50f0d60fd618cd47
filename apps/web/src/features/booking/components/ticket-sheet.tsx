import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { formatTk, type Booking } from '@tarmac/shared';
import { TicketCard } from './ticket-card';
import '../ticket.css';

interface TicketSheetProps {
  booking: Booking;
  onPrint: () => void;
  /** More buttons beside 'Print Ticket' (e.g. 'Cancel booking'). */
  actions?: ReactNode;
}

/** One ticket per leg ('Ticket Two' / 'Ticket Three' for the later ones), then the booking total. */
export function TicketSheet({ booking, onPrint, actions }: TicketSheetProps) {
  return (
    <div className="ticket-sheet">
      {booking.legs.map((leg, index) => (
        <TicketCard key={`${leg.flightId}-${index}`} booking={booking} index={index} />
      ))}
      <div className="d-flex flex-wrap align-items-center gap-3 no-print">
        <p className="fs-5 mb-0 me-auto" data-testid="booking-total">
          Booking total: <strong>{formatTk(booking.total)}</strong>
        </p>
        {actions}
        <Button type="button" onClick={onPrint}>
          Print Ticket
        </Button>
      </div>
    </div>
  );
}
