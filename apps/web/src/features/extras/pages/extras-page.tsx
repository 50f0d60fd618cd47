import { Alert, Container } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { BookingLoadError } from '../../booking';
import { useBooking } from '../../booking/api/get-booking';
import { ExtrasPanel } from '../components/extras-panel';
import { t } from '../../../i18n/i18n';

/**
 * /booking/:pnr/extras (signed in, or a guest with the booking's manage token): the step after Confirm and before
 * paying. Seats, bags, meals and assistance, each optional; 'Skip' goes straight to the payment step.
 */
export function ExtrasPage() {
  const { pnr = '' } = useParams();
  usePageTitle(t('extras.pageTitle', { pnr: pnr.toUpperCase() }));
  const booking = useBooking(pnr);
  const navigate = useNavigate();
  const toPayment = () => void navigate(paths.payBooking.getHref(pnr), { replace: true });

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 760 }}>
      <h1 className="h2 mb-2">{t('extras.heading')}</h1>
      <p className="text-body-secondary">{t('extras.intro')}</p>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : booking.data.status !== 'held' ? (
        <Alert variant="info">
          <Link to={paths.payBooking.getHref(pnr)} className="alert-link">
            {t('extras.toPayment')}
          </Link>
        </Alert>
      ) : (
        <ExtrasPanel booking={booking.data} onDone={toPayment} skipLabel={t('extras.skip')} />
      )}
    </Container>
  );
}
