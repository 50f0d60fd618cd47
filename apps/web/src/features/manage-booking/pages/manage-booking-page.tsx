import { lazy, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { manageTokenFor } from '../../../lib/manage-token';
import { usePageTitle } from '../../../lib/page-title';
import { FindBookingForm } from '../components/find-booking-form';
import { forgetManagedBooking, useManagedPnr } from '../managed-booking';
import { t } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';

// The page's first view is the search form, in plain Bootstrap markup: the found booking (react-bootstrap, the
// booking's parts) and the form's checks (zod) load when they are needed (docs/performance.md, traveller pages).
const ManagedBooking = lazy(() => import('../components/managed-booking-view').then((m) => ({ default: m.ManagedBooking })));

/**
 * /manage-booking (anyone): a booking found by its reference and a passenger's last name. The server gives a
 * token for that booking only, valid 60 minutes and kept in this tab; when it runs out the page asks again.
 */
export function ManageBookingPage() {
  usePageTitle(t('manage.manageBooking'));
  const pnr = useManagedPnr();
  const token = pnr ? manageTokenFor(pnr) : null;
  const expiresAt = token?.expiresAt ?? null;
  const [expired, setExpired] = useState(false);

  // The token's end: the page forgets the booking and asks again.
  useEffect(() => {
    if (!pnr) return;
    if (!expiresAt) {
      setExpired(true);
      forgetManagedBooking();
      return;
    }
    const ms = Date.parse(expiresAt) - Date.now();
    const timer = window.setTimeout(() => {
      setExpired(true);
      forgetManagedBooking();
    }, Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => window.clearTimeout(timer);
  }, [pnr, expiresAt]);

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 860 }}>
      <h1 className="h2 mb-4">{t('manage.manageBooking')}</h1>
      {pnr && token ? (
        <Suspense fallback={<PageSpinner />}>
          <ManagedBooking
            pnr={pnr}
            onLeave={(lapsed) => {
              setExpired(lapsed);
              forgetManagedBooking();
              // "Find another booking": this device forgets the booking and its boarding passes (a shared phone).
              if (!lapsed) void import('../../../lib/saved-trips').then((m) => m.forgetBooking(queryClient, pnr));
            }}
          />
        </Suspense>
      ) : (
        <FindBookingForm expired={expired} onFound={() => setExpired(false)} />
      )}
    </div>
  );
}
