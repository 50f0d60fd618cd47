import { useEffect } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { countdownAnnouncement, formatCountdown } from '../countdown';
import { useSecondsLeft } from '../use-seconds-left';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';

interface HoldCountdownProps {
  payBy: string;
  /** Called once the deadline is reached (e.g. to read the booking again: the server then expires it). */
  onExpire?: () => void;
}

/**
 * The time left to pay, as a ticking mm:ss clock. The clock is a `timer` (screen readers do not announce
 * it); a polite live region speaks only when 5 minutes, 1 minute and none are left.
 */
export function HoldCountdown({ payBy, onExpire }: HoldCountdownProps) {
  const left = useSecondsLeft(payBy);
  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);

  return (
    <div className={`border rounded-3 p-3 mb-3 ${expired ? 'border-danger' : 'border-warning'}`} data-testid="hold-countdown">
      <p className="mb-1">
        {rich(t('payment.seatsHeldUntil', { time: slot('time') }), { time: <time dateTime={payBy}>{formatDateTime(payBy)}</time> })}
      </p>
      <p className="mb-0">
        {t('payment.timeLeftToPay')}{' '}
        <span role="timer" className="fs-3 fw-bold font-monospace" data-testid="time-left">
          {formatCountdown(left)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {countdownAnnouncement(left)}
      </p>
    </div>
  );
}
