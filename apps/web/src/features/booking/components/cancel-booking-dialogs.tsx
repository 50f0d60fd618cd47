import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { formatTk, type Booking, type CancellationQuote } from '@tarmac/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { formatDateTime } from '../../../lib/format-date';
import { ConsentCodeField } from './consent-code';
import type { useConsentCode } from './use-consent-code';
import { cancelQuestion } from '../booking-status';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';

interface CancelBookingDialogsProps {
  booking: Booking;
  /** A ticketed booking (or an agent's, who needs the traveller's consent) is cancelled from a quote. */
  ticketed: boolean;
  asking: boolean;
  current: CancellationQuote | null;
  /** Why the last quote could not be used (it expired), if it could not. */
  stale: string | null;
  consent: ReturnType<typeof useConsentCode>;
  cancelPending: boolean;
  quotePending: boolean;
  onClose: () => void;
  onConfirmHeld: () => void;
  onConfirmQuote: () => void;
  onAskQuote: () => void;
}

/** CancelBookingFlow's dialogs: the question for a held booking, the quote (with each flight's rules) for a ticketed one. */
export function CancelBookingDialogs({
  booking,
  ticketed,
  asking,
  current,
  stale,
  consent,
  cancelPending,
  quotePending,
  onClose,
  onConfirmHeld,
  onConfirmQuote,
  onAskQuote,
}: CancelBookingDialogsProps) {
  return !ticketed ? (
    <ConfirmModal
      show={asking}
      title={t('cancel.cancelBooking')}
      message={cancelQuestion(booking)}
      confirmLabel={t('cancel.cancelBooking')}
      onConfirm={onConfirmHeld}
      onClose={onClose}
      pending={cancelPending}
    />
  ) : (
    <Modal show={asking} onHide={onClose} centered aria-labelledby="cancel-quote-title">
      <Modal.Header closeButton={false}>
        <Modal.Title id="cancel-quote-title" as="h2" className="h5">
          {t('cancel.title', { pnr: booking.pnr })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {stale ? (
          <Alert variant="warning" role="alert" className="mb-0">
            <p className="mb-2">{stale}</p>
            <p className="mb-0">{t('cancel.quoteExpired')}</p>
          </Alert>
        ) : current ? (
          <>
            <dl className="row mb-2" data-testid="cancel-quote">
              <dt className="col-7 fw-normal">{t('cancel.refund')}</dt>
              <dd className="col-5 text-end fw-bold mb-1" data-testid="quote-refund">
                {formatTk(current.refundAmount)}
              </dd>
              <dt className="col-7 fw-normal">{t('cancel.keptByFareRules')}</dt>
              <dd className="col-5 text-end mb-1" data-testid="quote-fee">
                {formatTk(current.fee)}
              </dd>
            </dl>
            <p className="small text-body-secondary">
              {rich(t('cancel.quoteHoldsUntil', { time: slot('time') }), {
                time: <time dateTime={current.expiresAt}>{formatDateTime(current.expiresAt)}</time>,
              })}
            </p>
            <h3 className="h6">{t('cancel.fareRules')}</h3>
            {booking.legs.map((leg, index) => (
              <div key={`${leg.flightId}-${index}`} className="mb-2">
                <p className="small fw-semibold mb-1">
                  {routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)} · {packageNameOf(leg.packageName)}
                </p>
                <FareRulesNote rules={leg.fareRules} className="small mb-0" />
              </div>
            ))}
            <ConsentCodeField pnr={booking.pnr} consent={consent} />
          </>
        ) : (
          <Spinner animation="border" size="sm" role="status" aria-label={t('cancel.loading')} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={cancelPending || quotePending}>
          {t('cancel.close')}
        </Button>
        {stale ? (
          <Button variant="primary" onClick={onAskQuote} disabled={quotePending}>
            {quotePending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('cancel.getANewQuote')}
          </Button>
        ) : (
          <Button variant="danger" onClick={onConfirmQuote} disabled={!current || cancelPending || !consent.ready}>
            {cancelPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('cancel.confirmCancellation')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
