import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { formatTk, type Booking } from '@tarmac/shared';
import { BookingStatusNotice } from './booking-status-notice';
import { DownloadTicketButton } from './download-ticket-button';
import { TicketCard } from './ticket-card';
import '../ticket.css';
import { t } from '../../../i18n/i18n';

interface TicketSheetProps {
  booking: Booking;
  onPrint: () => void;
  /** More buttons beside 'Print Ticket' (e.g. 'Cancel booking'). */
  actions?: ReactNode;
}

/**
 * One ticket per leg ('Ticket Two' / 'Ticket Three' for the later ones), then the booking total; only a
 * ticketed booking has tickets to show, print or download. Any other says why it has none.
 */
export function TicketSheet({ booking, onPrint, actions }: TicketSheetProps) {
  const ticketed = booking.status === 'ticketed';
  return (
    <div className="ticket-sheet">
      {ticketed ? (
        booking.legs.map((leg, index) => <TicketCard key={`${leg.flightId}-${index}`} booking={booking} index={index} />)
      ) : (
        <BookingStatusNotice booking={booking} />
      )}
      <div className="d-flex flex-wrap align-items-center gap-3 no-print">
        <p className="fs-5 mb-0 me-auto" data-testid="booking-total">
          {booking.promoCode && !!booking.discount && (
            <span className="d-block fs-6 text-success" data-testid="discount-line">
              {t('booking.discountLine', { code: booking.promoCode, amount: formatTk(booking.discount) })}
            </span>
          )}
          {t('ticket.bookingTotal')}{' '}<strong>{formatTk(booking.total)}</strong>
        </p>
        {actions}
        {ticketed && <DownloadTicketButton pnr={booking.pnr} />}
        {ticketed && (
          <Button type="button" onClick={onPrint}>
            {t('ticket.printTicket')}
          </Button>
        )}
      </div>
    </div>
  );
}
