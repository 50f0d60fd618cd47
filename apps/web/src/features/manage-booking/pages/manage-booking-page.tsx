import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { manageTokenFor } from '../../../lib/manage-token';
import { usePageTitle } from '../../../lib/page-title';
import { useFindBooking } from '../api/find-booking';
import { forgetManagedBooking, useManagedPnr } from '../managed-booking';
import { t } from '../../../i18n/i18n';
import { localSentence } from '../../../lib/sentence';
import { queryClient } from '../../../lib/query-client';

// The page's first view is the search form, in plain Bootstrap markup: the found booking (react-bootstrap, the
// booking's parts) and the form's checks (zod) load when they are needed (docs/performance.md, traveller pages).
const ManagedBooking = lazy(() => import('../components/managed-booking-view').then((m) => ({ default: m.ManagedBooking })));
const checkFind = () => import('../find-booking-check').then((m) => m.checkFind);

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

function FindBookingForm({ expired, onFound }: { expired: boolean; onFound: () => void }) {
  const find = useFindBooking();
  const [values, setValues] = useState({ pnr: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<'pnr' | 'lastName', string>>>({});
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    const checked = await checkFind()
      .then((check) => check(values))
      .finally(() => setChecking(false));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    find.mutate(checked.data, {
      onSuccess: onFound,
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors({ pnr: error.fieldErrors.pnr?.[0], lastName: error.fieldErrors.lastName?.[0] });
        }
      },
    });
  };

  const field = (key: 'pnr' | 'lastName') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value })),
    id: `manage-${key}`,
    className: `form-control${errors[key] ? ' is-invalid' : ''}`,
    'aria-invalid': !!errors[key],
    'aria-describedby': errors[key] ? `manage-${key}-error` : undefined,
  });

  const busy = checking || find.isPending;
  return (
    <div className="card shadow-sm">
      <div className="card-body p-3 p-md-4">
        <p>{t('manage.findIntro')}</p>
        {expired && (
          <div className="alert alert-info" role="status">
            {t('manage.accessExpired')}
          </div>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="mb-3">
            <label className="form-label" htmlFor="manage-pnr">
              {t('manage.bookingReferencePnr')}
            </label>
            <input autoComplete="off" autoCapitalize="characters" maxLength={6} {...field('pnr')} className={`${field('pnr').className} font-monospace`} />
            {errors.pnr && (
              <div className="invalid-feedback" id="manage-pnr-error">
                {localSentence(errors.pnr)}
              </div>
            )}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="manage-lastName">
              {t('manage.lastName')}
            </label>
            <input autoComplete="family-name" {...field('lastName')} />
            {errors.lastName && (
              <div className="invalid-feedback" id="manage-lastName-error">
                {localSentence(errors.lastName)}
              </div>
            )}
          </div>
          {find.isError && (
            <div className={`alert alert-${find.error instanceof ApiError && find.error.status === 429 ? 'warning' : 'danger'}`} role="alert">
              {errorMessage(find.error)}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('manage.findBooking')}
          </button>
        </form>
      </div>
    </div>
  );
}
