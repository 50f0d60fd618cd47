import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Form, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { manageBookingBody, type Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { manageTokenFor } from '../../../lib/manage-token';
import { usePageTitle } from '../../../lib/page-title';
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
import { bookingQuery } from '../../booking/api/get-booking';
import { useResendTicketEmail } from '../../booking/api/resend-ticket-email';
import { useFindBooking } from '../api/find-booking';
import { CheckInLink } from '../../check-in';
import { forgetManagedBooking, useManagedPnr } from '../managed-booking';
import { DisruptionPanel } from '../../flight-status';
import { t } from '../../../i18n/i18n';
import { localSentence } from '../../../lib/sentence';

/**
 * /manage-booking (anyone): a booking found by its reference and a passenger's last name. The server gives a
 * token for that booking only, valid 60 minutes and kept in this tab; when it runs out the page asks again.
 */
export function ManageBookingPage() {
  usePageTitle(t('manage.manageBooking'));
  const pnr = useManagedPnr();
  const token = pnr ? manageTokenFor(pnr) : null;
  const expiresAt = token?.expiresAt ?? null;
  const [expired, setExpired] = useState(false);

  // The token's end: the page forgets the booking and asks again.
  useEffect(() => {
    if (!pnr) return;
    if (!expiresAt) {
      setExpired(true);
      forgetManagedBooking();
      return;
    }
    const ms = Date.parse(expiresAt) - Date.now();
    const timer = window.setTimeout(() => {
      setExpired(true);
      forgetManagedBooking();
    }, Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => window.clearTimeout(timer);
  }, [pnr, expiresAt]);

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 860 }}>
      <h1 className="h2 mb-4">{t('manage.manageBooking')}</h1>
      {pnr && token ? (
        <ManagedBooking
          pnr={pnr}
          onLeave={(lapsed) => {
            setExpired(lapsed);
            forgetManagedBooking();
          }}
        />
      ) : (
        <FindBookingForm expired={expired} onFound={() => setExpired(false)} />
      )}
    </Container>
  );
}

function FindBookingForm({ expired, onFound }: { expired: boolean; onFound: () => void }) {
  const find = useFindBooking();
  const [values, setValues] = useState({ pnr: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<'pnr' | 'lastName', string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = manageBookingBody.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'pnr' || key === 'lastName') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    find.mutate(parsed.data, {
      onSuccess: onFound,
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors({ pnr: error.fieldErrors.pnr?.[0], lastName: error.fieldErrors.lastName?.[0] });
        }
      },
    });
  };

  const field = (key: 'pnr' | 'lastName') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value })),
    isInvalid: !!errors[key],
    'aria-invalid': !!errors[key],
    'aria-describedby': errors[key] ? `manage-${key}-error` : undefined,
  });

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <p>{t('manage.findIntro')}</p>
        {expired && (
          <Alert variant="info" role="status">
            {t('manage.accessExpired')}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId="manage-pnr">
            <Form.Label>{t('manage.bookingReferencePnr')}</Form.Label>
            <Form.Control autoComplete="off" autoCapitalize="characters" maxLength={6} className="font-monospace" {...field('pnr')} />
            {errors.pnr && (
              <Form.Control.Feedback type="invalid" id="manage-pnr-error">
                {localSentence(errors.pnr)}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group className="mb-3" controlId="manage-lastName">
            <Form.Label>{t('manage.lastName')}</Form.Label>
            <Form.Control autoComplete="family-name" {...field('lastName')} />
            {errors.lastName && (
              <Form.Control.Feedback type="invalid" id="manage-lastName-error">
                {localSentence(errors.lastName)}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          {find.isError && (
            <Alert variant={find.error instanceof ApiError && find.error.status === 429 ? 'warning' : 'danger'} role="alert">
              {errorMessage(find.error)}
            </Alert>
          )}
          <Button type="submit" disabled={find.isPending}>
            {find.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('manage.findBooking')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

function ManagedBooking({ pnr, onLeave }: { pnr: string; onLeave: (lapsed: boolean) => void }) {
  const booking = useQuery({ ...bookingQuery(pnr), staleTime: 0 });
  const lapsed = booking.error instanceof ApiError && (booking.error.status === 401 || booking.error.status === 403);
  useEffect(() => {
    if (lapsed) onLeave(true);
  }, [lapsed, onLeave]);

  if (booking.isPending) return <PageSpinner />;
  if (booking.isError) return <QueryError error={booking.error} onRetry={() => void booking.refetch()} />;
  return <BookingView booking={booking.data} onLeave={() => onLeave(false)} />;
}

function BookingView({ booking, onLeave }: { booking: Booking; onLeave: () => void }) {
  const resend = useResendTicketEmail();
  const refund = latestRefund(booking);
  const ticketed = booking.status === 'ticketed';

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
