import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

/**
 * Why 'Confirm booking' failed: a sold-out flight (search again), too many seats held unpaid (pay or cancel
 * them first), or any other answer as it came.
 */
export function ConfirmBookingError({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  const next =
    status === 409
      ? { to: paths.home.getHref(), label: t('booking.searchAgain') }
      : status === 429
        ? { to: signedIn ? paths.booking.getHref() : paths.manageBooking.getHref(), label: t('booking.tooManyHoldsLink') }
        : null;
  if (!next) {
    return (
      <div className="alert alert-danger" role="alert">
        {errorMessage(error)}
      </div>
    );
  }
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{errorMessage(error)}</p>
      <Link to={next.to} className="alert-link">
        {next.label}
      </Link>
    </div>
  );
}
