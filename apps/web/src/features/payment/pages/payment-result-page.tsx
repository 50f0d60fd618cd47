import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { awaitsPayment, BookingLoadError, latestRefund, refundText } from '../../booking';
import { bookingQuery } from '../../booking/api/get-booking';
import { HoldCountdown } from '../components/hold-countdown';
import { PayNowButton } from '../components/pay-now-button';
import { PENDING_POLL_MS, PENDING_POLLS, paymentResultKind, readOutcome, resultHeadlines, type PaymentResultKind } from '../payment-result';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';

/**
 * /payment/result?pnr=&outcome= (signed in, or a guest with the booking's manage token): where the browser comes back after paying. The address is only
 * a hint; what the page says comes from the booking as the server has it. A payment the bank has not
 * confirmed yet is read again a few times.
 */
export function PaymentResultPage() {
  usePageTitle(t('payment.paymentResult'));
  const [params] = useSearchParams();
  const pnr = params.get('pnr') ?? '';
  const outcome = readOutcome(params.get('outcome'));
  const queryClient = useQueryClient();
  const booking = useQuery({
    ...bookingQuery(pnr),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && paymentResultKind(data, outcome) === 'pending' && query.state.dataUpdateCount <= PENDING_POLLS ? PENDING_POLL_MS : false;
    },
  });

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 760 }}>
      <h1 className="h2 mb-4">{t('payment.paymentResult')}</h1>
      {/* The headline, announced when it appears or changes (the ticking countdown below stays out of it). */}
      <p role="status" className="visually-hidden">
        {booking.data ? t(resultHeadlines[paymentResultKind(booking.data, outcome)]) : ''}
      </p>
      <div data-testid="payment-result">
        {!pnr ? (
          <Alert variant="warning">{t('payment.unknownBooking')}</Alert>
        ) : booking.isPending ? (
          <PageSpinner />
        ) : booking.isError ? (
          <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />
        ) : (
          <Result
            booking={booking.data}
            kind={paymentResultKind(booking.data, outcome)}
            stillWaiting={(queryClient.getQueryState(bookingQuery(pnr).queryKey)?.dataUpdateCount ?? 0) > PENDING_POLLS}
            onCheckAgain={() => void booking.refetch()}
          />
        )}
      </div>
      <p className="mt-4 mb-0">
        <Link to={paths.booking.getHref()}>{t('payment.myBookings')}</Link> · <Link to={paths.manageBooking.getHref()}>{t('payment.manageBooking')}</Link>
      </p>
    </Container>
  );
}

interface ResultProps {
  booking: Booking;
  kind: PaymentResultKind;
  /** A pending payment was read again PENDING_POLLS times without news. */
  stillWaiting: boolean;
  onCheckAgain: () => void;
}

function Result({ booking, kind, stillWaiting, onCheckAgain }: ResultProps) {
  const refund = latestRefund(booking);
  const reference = <span className="font-monospace">{booking.pnr}</span>;
  /** A whole message with the booking reference set in it. */
  const say = (id: string, values: Record<string, unknown> = {}) => rich(t(id, { ...values, pnr: slot('pnr') }), { pnr: reference });

  if (kind === 'paid') {
    return (
      <Alert variant="success">
        <h2 className="h4">{t(resultHeadlines[kind])}</h2>
        <p>
          {say('payment.paidTicketSent', { email: booking.contact?.email || booking.userEmail })}
        </p>
        <Link to={paths.ticketBooking.getHref(booking.pnr)} className="btn btn-success">
          {t('payment.showMyTicket')}
        </Link>
      </Alert>
    );
  }

  if (kind === 'pending') {
    return (
      <Alert variant="info">
        <h2 className="h4">{t(resultHeadlines[kind])}</h2>
        {stillWaiting ? (
          <>
            <p>
              {say('payment.confirmationNotArrived')}
            </p>
            <Button type="button" variant="outline-primary" onClick={onCheckAgain}>
              {t('payment.checkAgain')}
            </Button>
          </>
        ) : (
          <p className="mb-0">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {say('payment.beingConfirmed')}
          </p>
        )}
      </Alert>
    );
  }

  if (kind === 'expired') {
    return (
      <Alert variant="secondary">
        <h2 className="h4">{t(resultHeadlines[kind])}</h2>
        <p className={refund ? '' : 'mb-0'}>
          {say('payment.notPaidInTime')}
        </p>
        {refund && <p className="mb-0">{t('payment.lateRefundIntro')}{' '}{refundText(refund)}</p>}
      </Alert>
    );
  }

  if (kind === 'booking-cancelled') {
    return (
      <Alert variant="secondary">
        <h2 className="h4">{t(resultHeadlines[kind])}</h2>
        <p className={refund ? '' : 'mb-0'}>{say('payment.bookingCancelled')}</p>
        {refund && <p className="mb-0">{refundText(refund)}</p>}
      </Alert>
    );
  }

  // Failed, cancelled or not paid yet: the seats stay held until the deadline, and paying again is offered.
  const canPay = awaitsPayment(booking);
  return (
    <Alert variant={kind === 'unpaid' ? 'info' : 'danger'}>
      <h2 className="h4">{t(resultHeadlines[kind])}</h2>
      <p>{say('payment.noMoneyTaken')}</p>
      <HoldCountdown payBy={booking.payBy} onExpire={onCheckAgain} />
      {canPay && <PayNowButton pnr={booking.pnr} label={t('payment.tryAgain')} />}
    </Alert>
  );
}
