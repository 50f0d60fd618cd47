import { ApiError, errorMessage } from '../lib/api-client';
import { t } from '../i18n/i18n';

/**
 * A failed read: says what went wrong and offers to try again. A 503 (the server briefly unavailable, after the
 * query's own retries) is a "try again in a moment" state, not an error of the user's.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const unavailable = error instanceof ApiError && error.status === 503;
  return (
    <div className={`alert ${unavailable ? 'alert-warning' : 'alert-danger'} d-flex flex-wrap align-items-center justify-content-between gap-2`} role={unavailable ? 'status' : 'alert'}>
      <span>{unavailable ? t('common.unavailable') : errorMessage(error)}</span>
      {onRetry && (
        <button type="button" className={`btn btn-sm ${unavailable ? 'btn-outline-secondary' : 'btn-outline-danger'}`} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
