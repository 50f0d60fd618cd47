import { useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useCancelBooking } from '../api/cancel-booking';
import { useBooking } from '../api/get-booking';
import { awaitsPayment, cancelQuestion } from '../booking-status';
import { TicketSheet } from '../components/ticket-sheet';

/** Whether the booking's first flight is still ahead (its date and time read as local time). */
function departsLater(booking: Booking): boolean {
  const first = booking.legs[0];
  if (!first) return false;
  const departure = new Date(`${first.flightDepartingDate}T${first.flightDepartingTime || '00:00'}`);
  return Number.isNaN(departure.getTime()) || departure.getTime() > Date.now();
}

/** Held and unpaid (free to cancel), or ticketed with the first flight still ahead (refunded). */
function cancellable(booking: Booking): boolean {
  return awaitsPayment(booking) || (booking.status === 'ticketed' && departsLater(booking));
}

/** /booking/:pnr: the tickets of one booking, to print, and to cancel while the flight is ahead. */
export function BookingDetailsPage() {
  const { pnr = '' } = useParams();
  usePageTitle(`Booking ${pnr.toUpperCase()}`);
  const booking = useBooking(pnr);
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);

  const confirmCancel = () => {
    cancel.mutate(pnr, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <Container className="py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4 no-print">
        <h1 className="h2 mb-0">Ticket Booking</h1>
        <Link to={paths.booking.getHref()} className="btn btn-outline-primary btn-sm">
          My bookings
        </Link>
      </div>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <QueryError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <>
          <TicketSheet
            booking={booking.data}
            onPrint={() => window.print()}
            actions={
              cancellable(booking.data) && (
                <Button type="button" variant="outline-danger" onClick={() => setAsking(true)}>
                  Cancel booking
                </Button>
              )
            }
          />
          <ConfirmModal
            show={asking}
            title="Cancel booking"
            message={cancelQuestion(booking.data)}
            confirmLabel="Cancel booking"
            onConfirm={confirmCancel}
            onClose={() => !cancel.isPending && setAsking(false)}
            pending={cancel.isPending}
          />
        </>
      )}
    </Container>
  );
}
