import { formatTk } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';

/**
 * The fare of a flight changed between the search and 'Confirm booking' (409 with the new price, issue 31): say
 * so, and let the traveller book at it or go back to the flights. Never a silent change of price.
 */
export function FareChangedNotice({ oldPrice, newPrice, onGoOn, onGoBack, busy }: { oldPrice: number; newPrice: number; onGoOn: () => void; onGoBack: () => void; busy: boolean }) {
  return (
    <div className="alert alert-warning" role="alert" data-testid="fare-changed">
      <p className="mb-2 fw-bold">{newPrice > oldPrice ? t('booking.fareWentUp', { price: formatTk(newPrice) }) : t('booking.fareChangedTo', { price: formatTk(newPrice) })}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-success" onClick={onGoOn} disabled={busy}>
          {t('booking.fareGoOn')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onGoBack} disabled={busy}>
          {t('booking.fareGoBack')}
        </button>
      </div>
    </div>
  );
}
