import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { formatTk, type Booking, type CancellationQuote, type ChangeOffer } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatFlightDate, formatFlightTime } from '../../../lib/format-flight';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { useAcceptChange, useChangeOffer, useChangeOptions, useCorrectName, usePartialQuote } from '../api/change-booking';
import { useCancelBooking } from '../api/cancel-booking';
import { ConsentCodeField, useConsentCode } from './consent-code';
import { routeName } from '../../../lib/catalogue-names';

type Flow = 'flight' | 'name' | 'part' | null;

/**
 * Manage booking and My bookings (API.md "Changing a booking"): "Change flight" (a fare calendar of the days around
 * the flight, each flight with its total), "Correct a name" and "Cancel some passengers or flights". Each ends on
 * a summary of what changes and what it costs before anything is paid or confirmed. Phone first: one column.
 */
export function ChangeBookingActions({ booking }: { booking: Booking }) {
  const [flow, setFlow] = useState<Flow>(null);
  if (booking.status !== 'ticketed') return null;
  const close = () => setFlow(null);
  return (
    <>
      <Button type="button" variant="outline-primary" onClick={() => setFlow('flight')}>
        {t('change.changeFlight')}
      </Button>
      <Button type="button" variant="outline-primary" onClick={() => setFlow('name')}>
        {t('change.correctName')}
      </Button>
      <Button type="button" variant="outline-danger" onClick={() => setFlow('part')}>
        {t('change.cancelSome')}
      </Button>
      {flow === 'flight' && <ChangeFlight booking={booking} onClose={close} />}
      {flow === 'name' && <CorrectName booking={booking} onClose={close} />}
      {flow === 'part' && <CancelSome booking={booking} onClose={close} />}
    </>
  );
}

function Shell({ title, onClose, children, footer }: { title: string; onClose: () => void; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <Modal show onHide={onClose} centered fullscreen="sm-down" aria-labelledby="change-title">
      <Modal.Header closeButton>
        <Modal.Title id="change-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </Modal>
  );
}

const Busy = ({ on }: { on: boolean }) => (on ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null);

function ChangeFlight({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const legs = booking.legs.map((leg, index) => ({ leg, index })).filter(({ leg }) => !leg.cancelled);
  const [legIndex, setLegIndex] = useState<number>(legs[0]?.index ?? 0);
  const [flightId, setFlightId] = useState<string | null>(null);
  const [offer, setOffer] = useState<ChangeOffer | null>(null);
  const options = useChangeOptions(booking.pnr, legIndex);
  const ask = useChangeOffer();
  const accept = useAcceptChange();
  const old = booking.legs[legIndex];

  const getOffer = () =>
    flightId &&
    ask.mutate({ pnr: booking.pnr, legIndex, flightId }, { onSuccess: ({ data }) => setOffer(data), onError: (e) => toast.error(errorMessage(e)) });
  const confirm = () =>
    offer &&
    accept.mutate(
      { pnr: booking.pnr, offerId: offer.offerId },
      {
        onSuccess: (answer) => {
          if (!answer.moved) return window.location.assign(answer.payment.redirectUrl);
          toast.success(answer.message);
          onClose();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  return (
    <Shell
      title={t('change.changeFlight')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('change.close')}
          </Button>
          {offer ? (
            <Button variant="primary" onClick={confirm} disabled={accept.isPending} data-testid="accept-change">
              <Busy on={accept.isPending} />
              {offer.total > 0 ? t('change.pay', { amount: formatTk(offer.total) }) : t('change.free')}
            </Button>
          ) : (
            <Button variant="primary" onClick={getOffer} disabled={!flightId || ask.isPending}>
              <Busy on={ask.isPending} />
              {t('change.getOffer')}
            </Button>
          )}
        </>
      }
    >
      {offer && old ? (
        <div data-testid="change-summary">
          <p>
            {t('change.summary', {
              flight: offer.leg.flightNumber,
              date: formatFlightDate(offer.leg.flightDepartingDate),
              time: formatFlightTime(offer.leg.flightDepartingTime),
              oldFlight: old.flightNumber,
              oldDate: formatFlightDate(old.flightDepartingDate),
            })}
          </p>
          <dl className="row mb-2">
            {offer.leg.fareClass && (
              <>
                <dt className="col-7 fw-normal">{t('change.bookingClass')}</dt>
                <dd className="col-5 text-end mb-1" data-testid="change-fare-class">
                  {offer.leg.fareClass}
                  {offer.leg.fareBasis && <> · {t('ticket.fareBasis', { basis: offer.leg.fareBasis })}</>}
                </dd>
              </>
            )}
            <dt className="col-7 fw-normal">{t('change.fareDifference')}</dt>
            <dd className="col-5 text-end mb-1">{formatTk(offer.fareDifference)}</dd>
            <dt className="col-7 fw-normal">{t('change.changeFee')}</dt>
            <dd className="col-5 text-end mb-1">{formatTk(offer.changeFee)}</dd>
            <dt className="col-7">{t('change.total')}</dt>
            <dd className="col-5 text-end fw-bold mb-1" data-testid="change-total">
              {formatTk(offer.total)}
            </dd>
          </dl>
          <p className="small text-body-secondary mb-0">{t('change.offerHolds', { time: formatDateTime(offer.expiresAt) })}</p>
        </div>
      ) : (
        <>
          {legs.length > 1 && (
            <Form.Group className="mb-3" controlId="change-leg">
              <Form.Label>{t('change.whichFlight')}</Form.Label>
              <Form.Select value={legIndex} onChange={(e) => (setLegIndex(Number(e.target.value)), setFlightId(null))}>
                {legs.map(({ leg, index }) => (
                  <option key={index} value={index}>
                    {routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)} · {formatFlightDate(leg.flightDepartingDate)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <p className="small">{t('change.pickFlight')}</p>
          {options.isPending && <Spinner animation="border" size="sm" role="status" aria-label={t('change.loading')} />}
          {options.isError && <Alert variant="warning">{errorMessage(options.error)}</Alert>}
          {options.data && (
            <ul className="list-unstyled mb-0" data-testid="change-calendar">
              {options.data.days.map((day) => (
                <li key={day.date} className="border-bottom py-2">
                  <div className="fw-semibold">{formatFlightDate(day.date)}</div>
                  {day.flights.length === 0 && <div className="small text-body-secondary">{t('change.noFlights')}</div>}
                  {day.flights.map((f) => (
                    <Form.Check
                      key={f.flightId}
                      type="radio"
                      name="change-flight"
                      id={`change-${f.flightId}`}
                      checked={flightId === f.flightId}
                      onChange={() => setFlightId(f.flightId)}
                      label={`${f.flightNumber} ${formatFlightTime(f.departingTime)} · ${t('change.totalIs', { amount: formatTk(f.total) })}`}
                    />
                  ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Shell>
  );
}

function CorrectName({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const people = booking.passengers.map((p, index) => ({ p, index })).filter(({ p }) => !p.cancelled);
  const [index, setIndex] = useState(people[0]?.index ?? 0);
  const [firstName, setFirstName] = useState(people[0]?.p.firstName ?? '');
  const [lastName, setLastName] = useState(people[0]?.p.lastName ?? '');
  const [review, setReview] = useState(false);
  const correct = useCorrectName();
  const current = booking.passengers[index];
  const pick = (i: number) => {
    setIndex(i);
    setFirstName(booking.passengers[i]?.firstName ?? '');
    setLastName(booking.passengers[i]?.lastName ?? '');
  };
  const confirm = () =>
    correct.mutate(
      { pnr: booking.pnr, passengerIndex: index, firstName, lastName },
      {
        onSuccess: ({ message }) => (toast.success(message), onClose()),
        onError: (e) => (toast.error(errorMessage(e)), setReview(false)),
      },
    );
  return (
    <Shell
      title={t('change.correctName')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('change.close')}
          </Button>
          {review ? (
            <Button variant="primary" onClick={confirm} disabled={correct.isPending}>
              <Busy on={correct.isPending} />
              {t('change.confirmName')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => setReview(true)} disabled={!firstName.trim() || !lastName.trim()}>
              {t('change.review')}
            </Button>
          )}
        </>
      }
    >
      {review && current ? (
        <p data-testid="name-summary">{t('change.nameSummary', { old: `${current.firstName} ${current.lastName}`, new: `${firstName.trim()} ${lastName.trim()}` })}</p>
      ) : (
        <>
          <p className="small">{t('change.nameRule')}</p>
          <Form.Group className="mb-2" controlId="correct-passenger">
            <Form.Label>{t('change.passenger')}</Form.Label>
            <Form.Select value={index} onChange={(e) => pick(Number(e.target.value))}>
              {people.map(({ p, index: i }) => (
                <option key={i} value={i}>
                  {p.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="correct-first">
            <Form.Label>{t('change.firstName')}</Form.Label>
            <Form.Control value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="off" />
          </Form.Group>
          <Form.Group controlId="correct-last">
            <Form.Label>{t('change.lastName')}</Form.Label>
            <Form.Control value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" />
          </Form.Group>
        </>
      )}
    </Shell>
  );
}

function CancelSome({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [passengers, setPassengers] = useState<number[]>([]);
  const [legs, setLegs] = useState<number[]>([]);
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const ask = usePartialQuote();
  const cancel = useCancelBooking();
  const consent = useConsentCode();
  const toggle = (list: number[], set: (l: number[]) => void, i: number) => set(list.includes(i) ? list.filter((x) => x !== i) : [...list, i]);
  const getQuote = () => ask.mutate({ pnr: booking.pnr, passengers, legs }, { onSuccess: ({ data }) => setQuote(data), onError: (e) => toast.error(errorMessage(e)) });
  const confirm = () =>
    quote &&
    cancel.mutate(
      { pnr: booking.pnr, quoteId: quote.quoteId, ...consent.body },
      { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: (e) => (toast.error(errorMessage(e)), setQuote(null)) },
    );
  const what = quote
    ? [
        ...(quote.passengers ?? []).map((i) => booking.passengers[i]?.name ?? ''),
        ...(quote.legs ?? []).map((i) => {
          const leg = booking.legs[i];
          return leg ? `${routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)} ${formatFlightDate(leg.flightDepartingDate)}` : '';
        }),
      ].join(', ')
    : '';
  return (
    <Shell
      title={t('change.cancelSome')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('change.close')}
          </Button>
          {quote ? (
            <Button variant="danger" onClick={confirm} disabled={cancel.isPending || !consent.ready}>
              <Busy on={cancel.isPending} />
              {t('change.confirmCancel')}
            </Button>
          ) : (
            <Button variant="primary" onClick={getQuote} disabled={(passengers.length === 0 && legs.length === 0) || ask.isPending}>
              <Busy on={ask.isPending} />
              {t('change.getQuote')}
            </Button>
          )}
        </>
      }
    >
      {quote ? (
        <div data-testid="partial-summary">
          <p>{t('change.cancelSummary', { what })}</p>
          <dl className="row mb-0">
            <dt className="col-7 fw-normal">{t('cancel.refund')}</dt>
            <dd className="col-5 text-end fw-bold mb-1">{formatTk(quote.refundAmount)}</dd>
            <dt className="col-7 fw-normal">{t('cancel.keptByFareRules')}</dt>
            <dd className="col-5 text-end mb-1">{formatTk(quote.fee)}</dd>
          </dl>
          <ConsentCodeField pnr={booking.pnr} consent={consent} />
        </div>
      ) : (
        <>
          <fieldset className="mb-3">
            <legend className="h6">{t('change.choosePassengers')}</legend>
            {booking.passengers.map((p, i) =>
              p.cancelled ? null : <Form.Check key={i} id={`part-p-${i}`} label={p.name} checked={passengers.includes(i)} onChange={() => toggle(passengers, setPassengers, i)} />,
            )}
          </fieldset>
          {booking.legs.filter((l) => !l.cancelled).length > 1 && (
            <fieldset>
              <legend className="h6">{t('change.chooseFlights')}</legend>
              {booking.legs.map((leg, i) =>
                leg.cancelled ? null : (
                  <Form.Check
                    key={i}
                    id={`part-l-${i}`}
                    label={`${routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)} · ${formatFlightDate(leg.flightDepartingDate)}`}
                    checked={legs.includes(i)}
                    onChange={() => toggle(legs, setLegs, i)}
                  />
                ),
              )}
            </fieldset>
          )}
        </>
      )}
    </Shell>
  );
}
