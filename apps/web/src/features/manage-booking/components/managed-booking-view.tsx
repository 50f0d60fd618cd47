import { useEffect, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { OfflineNotice, useOnline } from '../../../components/offline-notice';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  awaitsPayment,
  BookingSummary,
  cancellable,
  CancelBookingFlow,
  ChangeBookingActions,
  DownloadTicketButton,
  latestRefund,
  refundText,
  StatusBadge,
} from '../../booking';
import { BOOKING_FRESH_MS, bookingQuery } from '../../booking/api/get-booking';
import { useResendTicketEmail } from '../../booking/api/resend-ticket-email';
import { CheckInLink } from '../../check-in';
import { DisruptionPanel } from '../../flight-status';
import { ExtrasPanel } from '../../extras';
import { PayNowButton } from '../../payment';
import { ReceiptButtons } from '../../receipts';
import { formatTk } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';

/**
 * The found booking on /manage-booking: what the page shows once a booking is found, loaded only then (the
 * search form, the page's first view, needs none of it).
 */
export function ManagedBooking({ pnr, onLeave }: { pnr: string; onLeave: (lapsed: boolean) => void }) {
  const booking = useQuery({ ...bookingQuery(pnr), staleTime: BOOKING_FRESH_MS });
  const online = useOnline();
  const lapsed = booking.error instanceof ApiError && (booking.error.status === 401 || booking.error.status === 403);
  useEffect(() => {
    if (lapsed) onLeave(true);
  }, [lapsed, onLeave]);

  // Offline: the booking as this device last saw it (src/lib/saved-trips.ts), or that it keeps none.
  const notice = <OfflineNotice queryKey={bookingQuery(pnr).queryKey} updatedAt={booking.dataUpdatedAt} hasData={booking.data !== undefined} />;
  if (booking.isPending) return online ? <PageSpinner /> : notice;
  if (booking.isError) return <QueryError error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <>
      {notice}
      <BookingView booking={booking.data} onLeave={() => onLeave(false)} />
    </>
  );
}

function BookingView({ booking, onLeave }: { booking: Booking; onLeave: () => void }) {
  const resend = useResendTicketEmail();
  const refund = latestRefund(booking);
  const ticketed = booking.status === 'ticketed';
  const [extras, setExtras] = useState(false);
  const due = ticketed ? (booking.balanceDue ?? 0) : 0;

  return (
    <Card className="shadow-sm" data-testid="managed-booking">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h4 mb-0">
            {t('manage.booking')}{' '}<span className="font-monospace" data-testid="pnr">{booking.pnr}</span>
          </h2>
          <StatusBadge status={booking.status} className="fs-6" />
        </div>
        <DisruptionPanel booking={booking} />
        <BookingSummary booking={booking} />
        <p className="small mt-2 mb-1">
          {t('manage.contact')}{' '}{booking.contact.email} · {booking.contact.phone}
        </p>
        {refund && <p className="mb-1">{refundText(refund)}</p>}
        {booking.status === 'held' && !awaitsPayment(booking) && <p className="mb-1">{t('manage.payTimeOver')}</p>}
        {due > 0 && (
          <div className="mt-3">
            <PayNowButton pnr={booking.pnr} label={t('extras.payBalance', { amount: formatTk(due) })} />
          </div>
        )}
        {extras && (
          <section className="mt-3" aria-label={t('extras.heading')}>
            <h3 className="h5">{t('extras.heading')}</h3>
            <ExtrasPanel booking={booking} onDone={() => setExtras(false)} />
          </section>
        )}
        <div className="d-flex flex-wrap gap-2 mt-3">
          {awaitsPayment(booking) && (
            <Link to={paths.payBooking.getHref(booking.pnr)} className="btn btn-success">
              {t('manage.payNow')}
            </Link>
          )}
          {ticketed && (
            <>
              <Link to={paths.ticketBooking.getHref(booking.pnr)} className="btn btn-primary">
                {t('manage.viewPrintTicket')}
              </Link>
              <DownloadTicketButton pnr={booking.pnr} />
              <CheckInLink booking={booking} className="btn btn-success" />
              <Button type="button" variant="outline-primary" aria-expanded={extras} onClick={() => setExtras((x) => !x)}>
                {t('extras.addExtrasButton')}
              </Button>
              <Button
                type="button"
                variant="outline-secondary"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(booking.pnr, {
                    onSuccess: ({ message }) => toast.success(message),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                {resend.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t('manage.resendEMail')}
              </Button>
            </>
          )}
          <ReceiptButtons booking={booking} />
          {cancellable(booking) && <ChangeBookingActions booking={booking} />}
          {cancellable(booking) && <CancelBookingFlow booking={booking} />}
          <Button type="button" variant="link" className="ms-auto" onClick={onLeave}>
            {t('manage.findAnotherBooking')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
