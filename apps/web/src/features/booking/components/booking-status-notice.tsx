import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format-date';
import { latestRefund, refundText } from '../booking-status';
import { StatusBadge } from './status-badge';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';

/** What a booking without valid tickets says instead of them: why, and what the passenger can do. */
export function BookingStatusNotice({ booking }: { booking: Booking }) {
  const refund = latestRefund(booking);
  const wasTicketed = booking.passengers.some((p) => p.tickets.length > 0);
  let text: ReactNode;
  let variant = 'alert-secondary';
  switch (booking.status) {
    case 'held':
      variant = 'alert-warning';
      text = (
        <>
          <p className="mb-2">
            {rich(t('booking.heldNotice', { time: slot('time') }), {
              time: <time dateTime={booking.payBy}>{formatDateTime(booking.payBy)}</time>,
            })}
          </p>
          <Link to={paths.payBooking.getHref(booking.pnr)} className="btn btn-success">
            {t('booking.goToPayment')}
          </Link>
        </>
      );
      break;
    case 'expired':
      text = <p className="mb-0">{t('booking.holdExpiredNotice')}</p>;
      break;
    case 'cancelled':
      text = (
        <p className="mb-0">
          {wasTicketed ? t('booking.cancelledTicketsInvalid') : t('booking.cancelledBeforePayment')}
        </p>
      );
      break;
    case 'ticketed':
      return null;
  }
  return (
    <div className={`alert ${variant}`} role="alert" data-testid="booking-notice">
      <p className="h5 d-flex flex-wrap align-items-center gap-2">
        {t('booking.booking')}{' '}<span className="font-monospace">{booking.pnr}</span> <StatusBadge status={booking.status} />
      </p>
      {text}
      {refund && <p className="mb-0 mt-2">{refundText(refund)}</p>}
    </div>
  );
}
