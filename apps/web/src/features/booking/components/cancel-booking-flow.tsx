import { useState } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { formatTk, type Booking, type CancellationQuote } from '@tarmac/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { ConsentCodeField, useConsentCode } from './consent-code';
import { cancelQuestion } from '../booking-status';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';

interface CancelBookingFlowProps {
  booking: Booking;
  /** The button's classes, e.g. 'w-100 mt-2'. */
  className?: string;
  size?: 'sm' | 'lg';
}

/**
 * 'Cancel booking' for its owner or a manage-token holder. A held booking is cancelled for free after a
 * question. A ticketed one first gets a quote (what comes back, what the fare rules keep, until when the quote
 * holds), shown with each flight's rules; confirming sends the quote. An expired or stale quote (409) says so
 * and offers a new one.
 */
export function CancelBookingFlow({ booking, className = '', size }: CancelBookingFlowProps) {
  // The confirmation toast: the cancelled booking usually takes this button away before `mutate` could answer.
  const cancel = useCancelBooking({ onSuccess: ({ message }) => toast.success(message) });
  const quote = useCancellationQuote();
  const [asking, setAsking] = useState(false);
  const [current, setCurrent] = useState<CancellationQuote | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  // A travel agency's agent cancels only with the traveller's consent: the code mailed to the booking's contact,
  // typed in the quote's dialog (a held booking gets a quote too, to have that dialog).
  const consent = useConsentCode();
  const ticketed = booking.status === 'ticketed' || consent.needed;

  const done = () => {
    setAsking(false);
    setCurrent(null);
  };

  const askQuote = () => {
    setStale(null);
    cancel.reset();
    quote.mutate(booking.pnr, {
      onSuccess: ({ data }) => {
        setCurrent(data);
        setAsking(true);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const start = () => (ticketed ? askQuote() : setAsking(true));

  const confirmHeld = () =>
    cancel.mutate(
      { pnr: booking.pnr },
      {
        onSuccess: done,
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setAsking(false),
      },
    );

  const confirmQuote = () => {
    if (!current) return;
    cancel.mutate(
      { pnr: booking.pnr, quoteId: current.quoteId, ...consent.body },
      {
        onSuccess: done,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setStale(errorMessage(error));
            setCurrent(null);
          } else toast.error(errorMessage(error));
        },
      },
    );
  };

  const close = () => {
    if (cancel.isPending || quote.isPending) return;
    setAsking(false);
    setCurrent(null);
    setStale(null);
  };

  return (
    <>
      <Button type="button" variant="outline-danger" size={size} className={className} disabled={quote.isPending} onClick={start}>
        {quote.isPending && !asking && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('cancel.cancelBooking')}
      </Button>
      {!ticketed ? (
        <ConfirmModal
          show={asking}
          title={t('cancel.cancelBooking')}
          message={cancelQuestion(booking)}
          confirmLabel={t('cancel.cancelBooking')}
          onConfirm={confirmHeld}
          onClose={close}
          pending={cancel.isPending}
        />
      ) : (
        <Modal show={asking} onHide={close} centered aria-labelledby="cancel-quote-title">
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
            <Button variant="outline-secondary" onClick={close} disabled={cancel.isPending || quote.isPending}>
              {t('cancel.close')}
            </Button>
            {stale ? (
              <Button variant="primary" onClick={askQuote} disabled={quote.isPending}>
                {quote.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t('cancel.getANewQuote')}
              </Button>
            ) : (
              <Button variant="danger" onClick={confirmQuote} disabled={!current || cancel.isPending || !consent.ready}>
                {cancel.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t('cancel.confirmCancellation')}
              </Button>
            )}
          </Modal.Footer>
        </Modal>
      )}
    </>
  );
}
