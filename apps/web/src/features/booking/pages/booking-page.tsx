import { Alert, Container } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { OfflineNotice, useOnline } from '../../../components/offline-notice';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { returnStateFor } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { SearchPanel } from '../../search';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingKeys } from '../api/booking-keys';
import { BookingsTable } from '../components/bookings-table';
import { t } from '../../../i18n/i18n';

/** /booking (nav 'Booking'): book a flight, and the signed-in user's bookings, newest first. */
export function BookingPage() {
  usePageTitle(t('booking.booking'));
  const { session } = useSession();
  const location = useLocation();

  return (
    <Container className="py-4 py-md-5">
      <h1 className="visually-hidden">{t('booking.booking')}</h1>
      <div className="mb-5">
        <SearchPanel title={t('booking.bookAFlight')} />
      </div>
      {session ? (
        <MyBookings />
      ) : (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>
            {t('booking.signInForBookings')}{' '}<Link to={paths.manageBooking.getHref()}>{t('booking.manageBooking')}</Link>
          </span>
          <Link to={paths.auth.login.getHref()} state={returnStateFor(location)} className="btn btn-primary btn-sm">
            {t('booking.login')}
          </Link>
        </Alert>
      )}
    </Container>
  );
}

function MyBookings() {
  const bookings = useMyBookings();
  const online = useOnline();
  return (
    <section aria-labelledby="my-bookings-heading">
      <h2 id="my-bookings-heading" className="h3 mb-3">
        {t('booking.myBookings')}
      </h2>
      {/* Offline: the list as this device last saw it (src/lib/saved-trips.ts), or that it keeps none. */}
      <OfflineNotice queryKey={bookingKeys.mine()} updatedAt={bookings.dataUpdatedAt} hasData={bookings.data !== undefined} />
      {bookings.isPending ? (
        online && <PageSpinner />
      ) : bookings.isError ? (
        <QueryError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p className="text-body-secondary">{t('booking.noBookingsYet')}</p>
      ) : (
        <BookingsTable bookings={bookings.data} />
      )}
    </section>
  );
}
