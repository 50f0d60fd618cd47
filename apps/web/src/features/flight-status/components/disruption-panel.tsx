import { useState } from 'react';
import { Alert, Button, ListGroup, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { formatTk, REBOOK_WINDOW_DAYS, type Booking, type RebookingOptions } from '@tarmac/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { rebookingOptionsQuery, useDisruptionRefund, useRebook } from '../api/disruption';

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
      <strong>
        Flight {leg.flightNumber} is delayed.
      </strong>{' '}
      {leg.estimatedDeparture && (
        <>
          New departure: {leg.estimatedDeparture.date} at {leg.estimatedDeparture.time} (local time).{' '}
        </>
      )}
      {leg.statusReason && <>Reason: {leg.statusReason}</>}
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
            <strong>
              Flight {leg.flightNumber} on {leg.flightDepartingDate} is cancelled by the airline.
            </strong>{' '}
            {leg.statusReason && <>Reason: {leg.statusReason}. </>}
            We are sorry. You can move to another flight of the same route within {REBOOK_WINDOW_DAYS} days for free, or cancel with a full refund.
          </p>
        ))}
      {options.isPending ? (
        <Spinner animation="border" size="sm" role="status" aria-label="Loading the choices" />
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
  const busy = rebook.isPending || refund.isPending;
  return (
    <>
      {options.legs.map((leg) => (
        <div key={leg.legIndex} className="mb-3">
          <h3 className="h6 mb-2">
            Move {leg.from} → {leg.to} to:
          </h3>
          {leg.flights.length === 0 ? (
            <p className="mb-0">No other flight of this route has seats within {REBOOK_WINDOW_DAYS} days; please take the refund.</p>
          ) : (
            <ListGroup>
              {leg.flights.map((f) => (
                <ListGroup.Item key={f.flightId} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                  <span>
                    Flight <strong>{f.flightNumber}</strong>, departs {f.departingDate} at {f.departingTime}, arrives {f.arrivalDate} at {f.arrivalTime}{' '}
                    <span className="text-body-secondary">({f.seatsLeft} seats left)</span>
                  </span>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Move to flight ${f.flightNumber} on ${f.departingDate}`}
                    // The promise, not mutate's callbacks: the panel leaves the page once the move succeeds.
                    onClick={() =>
                      rebook.mutateAsync({ legIndex: leg.legIndex, flightId: f.flightId }).then(
                        ({ message }) => toast.success(message),
                        (e: unknown) => toast.error(errorMessage(e)),
                      )
                    }
                  >
                    Move here for free
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </div>
      ))}
      <Button variant="outline-danger" className="bg-white" disabled={busy} onClick={() => setAsking(true)}>
        Cancel and refund {formatTk(options.refundAmount)}
      </Button>
      <ConfirmModal
        show={asking}
        title="Cancel the booking with a full refund?"
        message={`The booking is cancelled and ${formatTk(options.refundAmount)} goes back the way you paid, with no fee.`}
        confirmLabel="Cancel and refund"
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
