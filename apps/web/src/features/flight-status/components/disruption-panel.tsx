import { useState } from 'react';
import { Alert, Button, ListGroup, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { formatTk, REBOOK_WINDOW_DAYS, type Booking, type RebookingOptions } from '@tarmac/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { rebookingOptionsQuery, useDisruptionRefund, useRebook } from '../api/disruption';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { statusDate, statusTime } from '../status-dates';
import { placeName } from '../../../lib/catalogue-names';

type Leg = Booking['legs'][number];

/**
 * Manage booking's and My bookings' word on a disrupted flight: a delay's new time and reason; for a cancelled
 * flight of a paid booking, the two choices (a free move to one of the offered flights, or a full refund).
 */
export function DisruptionPanel({ booking }: { booking: Booking }) {
  const live = booking.status === 'held' || booking.status === 'ticketed';
  const delayed = live ? booking.legs.filter((l) => l.flightStatus === 'delayed') : [];
  const cancelled = booking.status === 'ticketed' && booking.legs.some((l) => l.flightStatus === 'cancelled');
  if (delayed.length === 0 && !cancelled) return null;
  return (
    <div className="mb-3" data-testid="disruption-panel">
      {delayed.map((leg) => (
        <DelayNotice key={leg.flightId} leg={leg} />
      ))}
      {cancelled && <CancelledChoices booking={booking} />}
    </div>
  );
}

function DelayNotice({ leg }: { leg: Leg }) {
  return (
    <Alert variant="warning" role="status">
      <strong>{t('flightStatus.delay.title', { flight: leg.flightNumber })}</strong>{' '}
      {leg.estimatedDeparture && (
        <>
          {t('flightStatus.delay.newDeparture', { date: statusDate(leg.estimatedDeparture.date), time: statusTime(leg.estimatedDeparture.time) })}{' '}
        </>
      )}
      {leg.statusReason && t('flightStatus.delay.reason', { reason: leg.statusReason })}
    </Alert>
  );
}

function CancelledChoices({ booking }: { booking: Booking }) {
  const options = useQuery(rebookingOptionsQuery(booking.pnr));
  return (
    <Alert variant="danger" className="mb-0">
      {booking.legs
        .filter((l) => l.flightStatus === 'cancelled')
        .map((leg) => (
          <p key={leg.flightId} className="mb-2">
            <strong>{t('flightStatus.cancelled.title', { flight: leg.flightNumber, date: statusDate(leg.flightDepartingDate) })}</strong>{' '}
            {leg.statusReason && (
              <>
                {t('flightStatus.cancelled.reason', { reason: leg.statusReason })}{' '}
              </>
            )}
            {t('flightStatus.cancelled.choices', { days: REBOOK_WINDOW_DAYS })}
          </p>
        ))}
      {options.isPending ? (
        <Spinner animation="border" size="sm" role="status" aria-label={t('flightStatus.choices.loading')} />
      ) : options.isError ? (
        <p className="mb-0">{errorMessage(options.error)}</p>
      ) : (
        <Choices pnr={booking.pnr} options={options.data} />
      )}
    </Alert>
  );
}

function Choices({ pnr, options }: { pnr: string; options: RebookingOptions }) {
  const rebook = useRebook(pnr);
  const refund = useDisruptionRefund(pnr);
  const [asking, setAsking] = useState(false);
  // The move asks first too (issue 35), saying what it does.
  const [moving, setMoving] = useState<{ legIndex: number; flightId: string; flight: string; date: string; from: string; to: string } | null>(null);
  const busy = rebook.isPending || refund.isPending;
  return (
    <>
      {options.legs.map((leg) => (
        <div key={leg.legIndex} className="mb-3">
          <h3 className="h6 mb-2">
            {t('flightStatus.choices.moveRoute', { from: placeName(leg.from), to: placeName(leg.to) })}
          </h3>
          {leg.flights.length === 0 ? (
            <p className="mb-0">{t('flightStatus.choices.noFlight', { days: REBOOK_WINDOW_DAYS })}</p>
          ) : (
            <ListGroup>
              {leg.flights.map((f) => (
                <ListGroup.Item key={f.flightId} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                  <span>
                    {rich(
                      t('flightStatus.choices.flight', {
                        flight: slot('flight'),
                        departingDate: statusDate(f.departingDate),
                        departingTime: statusTime(f.departingTime),
                        arrivalDate: statusDate(f.arrivalDate),
                        arrivalTime: statusTime(f.arrivalTime),
                      }),
                      { flight: <strong>{f.flightNumber}</strong> },
                    )}{' '}
                    <span className="text-body-secondary">{t('flightStatus.choices.seatsLeft', { count: f.seatsLeft })}</span>
                  </span>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={t('flightStatus.choices.moveLabel', { flight: f.flightNumber, date: statusDate(f.departingDate) })}
                    onClick={() =>
                      setMoving({ legIndex: leg.legIndex, flightId: f.flightId, flight: f.flightNumber, date: statusDate(f.departingDate), from: leg.from, to: leg.to })
                    }
                  >
                    {t('flightStatus.choices.moveHere')}
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </div>
      ))}
      <Button variant="outline-danger" className="bg-white" disabled={busy} onClick={() => setAsking(true)}>
        {t('flightStatus.choices.refundButton', { amount: formatTk(options.refundAmount) })}
      </Button>
      <ConfirmModal
        show={moving !== null}
        title={moving ? t('flightStatus.move.title', { flight: moving.flight, date: moving.date }) : ''}
        message={moving ? t('flightStatus.move.message', { flight: moving.flight, date: moving.date, from: moving.from, to: moving.to }) : ''}
        confirmLabel={t('flightStatus.choices.moveHere')}
        pending={rebook.isPending}
        onClose={() => setMoving(null)}
        // The promise, not mutate's callbacks: the panel leaves the page once the move succeeds.
        onConfirm={() => {
          if (!moving) return;
          void rebook.mutateAsync({ legIndex: moving.legIndex, flightId: moving.flightId }).then(
            ({ message }) => {
              setMoving(null);
              toast.success(message);
            },
            (e: unknown) => {
              setMoving(null);
              toast.error(errorMessage(e));
            },
          );
        }}
      />
      <ConfirmModal
        show={asking}
        title={t('flightStatus.refund.title')}
        message={t('flightStatus.refund.message', { amount: formatTk(options.refundAmount) })}
        confirmLabel={t('flightStatus.refund.confirm')}
        pending={refund.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          refund.mutateAsync().then(
            ({ message }) => toast.success(message),
            (e: unknown) => toast.error(errorMessage(e)),
          )
        }
      />
    </>
  );
}
