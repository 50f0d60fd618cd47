import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { t } from '../../../i18n/i18n';

// Loaded only when a guest needs it (a link opened in another browser, or a manage token that ran out).
const FindBookingForm = lazy(() => import('../../manage-booking').then((m) => ({ default: m.FindBookingForm })));

/**
 * A booking that could not be read. A visitor without a session (a pay, ticket, check-in or boarding-pass link opened
 * in another browser, or a manage token that ran out: it lasts 60 minutes, in the tab that got it) is asked for the
 * booking's last name right here, the reference taken from the link, and the page then opens (issue 35), instead
 * of being told to log in.
 */
export function BookingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { session } = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  // /booking/:pnr/pay, /check-in/:pnr, /boarding-pass/:pnr; the tickets' /ticketBooking?pnr=.
  const pnr = params.pnr ?? search.get('pnr') ?? '';
  const refused = error instanceof ApiError && [401, 403, 404].includes(error.status);
  if (session || !refused) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <div data-testid="guest-find-booking">
      <div className="alert alert-info" role="alert">
        {t('booking.loadErrorFindHint')}
      </div>
      <Suspense fallback={<PageSpinner />}>
        <FindBookingForm expired={false} initialPnr={pnr} onFound={onRetry} />
      </Suspense>
    </div>
  );
}
