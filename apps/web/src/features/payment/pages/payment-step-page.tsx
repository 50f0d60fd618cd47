import { useCallback, useState } from 'react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { BookingLoadError, BookingStatusNotice, BookingSummary, CancelBookingFlow } from '../../booking';
import { BOOKING_FRESH_MS, bookingQuery } from '../../booking/api/get-booking';
import { packageListQuery } from '../../packages/api/get-packages';
import { FareIncludes } from '../components/fare-includes';
import { HoldCountdown } from '../components/hold-countdown';
import { PayNowButton } from '../components/pay-now-button';
import { secondsUntil } from '../countdown';
import { formatTk } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { useSession } from '../../../lib/session';
import { PayFromWalletButton } from '../../agency';

/** While the server still says 'held' after the deadline (it expires holds on read), it is asked again this often. */
const EXPIRY_RECHECK_MS = 2000;

/**
 * /booking/:pnr/pay (signed in, or a guest with the booking's manage token): the step between Confirm and the payment page. The hold's countdown, the
 * trip and its total, what the fare includes and its rules, 'Pay now' and 'Cancel booking'. Once the
 * countdown reaches zero the booking is read again and shows as expired.
 */
export function PaymentStepPage() {
  const { pnr = '' } = useParams();
  usePageTitle(t('payment.pageTitle', { pnr: pnr.toUpperCase() }));
  const booking = useQuery({
    ...bookingQuery(pnr),
    staleTime: BOOKING_FRESH_MS,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'held' && secondsUntil(data.payBy, Date.now()) <= 0 ? EXPIRY_RECHECK_MS : false;
    },
  });
  // What the fare includes (FareIncludes) reads the packages: asked for beside the booking, not after it.
  usePrefetchQuery(packageListQuery());
  const { refetch } = booking;
  // A travel agency's agent pays from the agency's wallet (issue 32), not with a card.
  const agent = useSession().user?.role === 'agent';
  const [timeUp, setTimeUp] = useState(false);
  const onExpire = useCallback(() => {
    setTimeUp(true);
    void refetch();
  }, [refetch]);

  return (
    <div className="container py-4 py-md-5">
      <h1 className="h2 mb-4">{t('payment.payment')}</h1>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : booking.data.status === 'ticketed' ? (
        <div className="alert alert-success" role="alert">
          <p className="mb-2">{t('payment.paidIssued', { pnr: booking.data.pnr })}</p>
          <Link to={paths.ticketBooking.getHref(booking.data.pnr)} className="alert-link">
            {t('payment.showMyTicket')}
          </Link>
        </div>
      ) : booking.data.status !== 'held' ? (
        <>
          <BookingStatusNotice booking={booking.data} />
          <Link to={paths.home.getHref()} className="btn btn-primary">
            {t('payment.searchAgain')}
          </Link>
        </>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <div className="card shadow-sm">
              <div className="card-body p-3 p-md-4">
                <h2 className="h5 mb-3">
                  {rich(t('payment.tripHeading', { pnr: slot('pnr') }), { pnr: <span className="font-monospace">{booking.data.pnr}</span> })}
                </h2>
                <BookingSummary booking={booking.data} />
              </div>
            </div>
          </div>
          {/* Issue 35: on a phone the countdown, the total and Pay now come first, above the fold; the trip follows. */}
          <div className="col-12 col-lg-5 order-first order-lg-last">
            <div className="card shadow-sm">
              <div className="card-body p-3 p-md-4">
                <h2 className="h5 mb-3">{t('payment.payBeforeHoldEnds')}</h2>
                <HoldCountdown payBy={booking.data.payBy} onExpire={onExpire} />
                <p className="fs-5 mb-2" data-testid="pay-total">
                  {t('results.bookingTotalAmount')} <strong>{formatTk(booking.data.balanceDue ?? booking.data.total)}</strong>
                </p>
                {timeUp ? (
                  <p role="status">{t('payment.payTimeOverChecking')}</p>
                ) : agent ? (
                  <PayFromWalletButton pnr={booking.data.pnr} />
                ) : (
                  <PayNowButton pnr={booking.data.pnr} />
                )}
                <div className="mt-3">
                  <FareIncludes booking={booking.data} />
                </div>
                <CancelBookingFlow booking={booking.data} className="w-100 mt-2" />
              </div>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
