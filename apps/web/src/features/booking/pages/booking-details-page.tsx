import { Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { useBooking } from '../api/get-booking';
import { cancellable } from '../booking-status';
import { CancelBookingFlow } from '../components/cancel-booking-flow';
import { ChangeBookingActions } from '../components/change-booking-actions';
import { DisruptionPanel } from '../../flight-status';
import { TicketSheet } from '../components/ticket-sheet';
import { t } from '../../../i18n/i18n';

/** /booking/:pnr: the tickets of one booking, to print, and to cancel while the flight is ahead. */
export function BookingDetailsPage() {
  const { pnr = '' } = useParams();
  usePageTitle(t('booking.pageTitle', { pnr: pnr.toUpperCase() }));
  const booking = useBooking(pnr);

  return (
    <Container className="py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4 no-print">
        <h1 className="h2 mb-0">{t('booking.ticketBooking')}</h1>
        <Link to={paths.booking.getHref()} className="btn btn-outline-primary btn-sm">
          {t('booking.myBookings')}
        </Link>
      </div>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <QueryError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <>
          <DisruptionPanel booking={booking.data} />
          <TicketSheet
            booking={booking.data}
            onPrint={() => window.print()}
            actions={
              cancellable(booking.data) && (
                <>
                  <ChangeBookingActions booking={booking.data} />
                  <CancelBookingFlow booking={booking.data} />
                </>
              )
            }
          />
        </>
      )}
    </Container>
  );
}
