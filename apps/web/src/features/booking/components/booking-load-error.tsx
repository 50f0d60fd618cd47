import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { t } from '../../../i18n/i18n';

/**
 * A booking that could not be read. A visitor without a session whose access ended (the manage token lasts 60
 * minutes, and only in the tab that got it) is sent to Manage booking to find it again.
 */
export function BookingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { session } = useSession();
  const refused = error instanceof ApiError && [401, 403, 404].includes(error.status);
  if (session || !refused) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <Alert variant="info">
      <p className="mb-2">{errorMessage(error)}</p>
      <Link to={paths.manageBooking.getHref()} className="alert-link">
        {t('booking.loadErrorFindHint')}
      </Link>
    </Alert>
  );
}
