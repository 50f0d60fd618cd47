import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFindBooking } from '../api/find-booking';
import { t } from '../../../i18n/i18n';
import { localSentence, sentencesIn } from '../../../lib/sentence';

// The checks, and the sentences their messages are said with (asked for once the page is drawn, lazy-page.ts).
const checkFind = () => Promise.all([import('../find-booking-check'), sentencesIn()]).then(([m]) => m.checkFind);

/**
 * A booking's reference and a passenger's last name: the server answers a token for that booking only (60 minutes,
 * this tab). Manage booking's first view, and (issue 35) what a guest meets on a pay, ticket, check-in or
 * boarding-pass link opened in another browser, the reference filled in from the link.
 */
export function FindBookingForm({ expired, onFound, initialPnr = '' }: { expired: boolean; onFound: () => void; initialPnr?: string }) {
  const find = useFindBooking();
  const [values, setValues] = useState({ pnr: initialPnr.toUpperCase(), lastName: '' });
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
