import { lazy, Suspense, useState } from 'react';
import type { Booking, CancellationQuote } from '@tarmac/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { useConsentCode } from './use-consent-code';
import { t } from '../../../i18n/i18n';

// The dialogs (react-bootstrap's Modal) load when first asked for, or when the pointer or focus comes to the button:
// the pages showing this button (the payment step, manage booking) draw without react-bootstrap.
const loadDialogs = () => import('./cancel-booking-dialogs');
const CancelBookingDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.CancelBookingDialogs })));

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
  // Whether the dialogs were ever asked for: then they stay drawn (shown or not), so they can close with their fade.
  const [opened, setOpened] = useState(false);
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

  const start = () => {
    setOpened(true);
    if (ticketed) askQuote();
    else setAsking(true);
  };

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
      <button
        type="button"
        className={`btn btn-outline-danger ${size === 'sm' ? 'btn-sm' : size === 'lg' ? 'btn-lg' : ''} ${className}`}
        disabled={quote.isPending}
        onClick={start}
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
      >
        {quote.isPending && !asking && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('cancel.cancelBooking')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CancelBookingDialogs
            booking={booking}
            ticketed={ticketed}
            asking={asking}
            current={current}
            stale={stale}
            consent={consent}
            cancelPending={cancel.isPending}
            quotePending={quote.isPending}
            onClose={close}
            onConfirmHeld={confirmHeld}
            onConfirmQuote={confirmQuote}
            onAskQuote={askQuote}
          />
        </Suspense>
      )}
    </>
  );
}
