import { Alert, Button } from 'react-bootstrap';
import { errorMessage } from '../lib/api-client';
import { t } from '../i18n/i18n';

/** A failed read: says what went wrong and offers to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
