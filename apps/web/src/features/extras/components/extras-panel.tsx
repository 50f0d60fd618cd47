import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { formatTk, type Booking, type ServiceItem, type ServiceOffer } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { useSeatMap } from '../../check-in/api/get-seat-map';
import { SeatMapView } from '../../check-in';
import { useAddServices, useServiceOffers } from '../api/service-offers';
import { t } from '../../../i18n/i18n';
import '../extras.css';
import { placeName } from '../../../lib/catalogue-names';

/** What one passenger chose on one leg. */
interface Choice {
  seat?: string;
  bag?: string;
  meal?: string;
  assistance: string[];
}

const keyOf = (legIndex: number, passengerIndex: number) => `${legIndex}:${passengerIndex}`;

/** The items a set of choices asks for, each with its offer's price. */
export function chosenItems(choices: ReadonlyMap<string, Choice>, offers: readonly ServiceOffer[]): (ServiceItem & { price: number })[] {
  const items: (ServiceItem & { price: number })[] = [];
  for (const [key, c] of choices) {
    const [legIndex, passengerIndex] = key.split(':').map(Number) as [number, number];
    const find = (code: string, seat?: string) => offers.find((o) => o.code === code && o.legIndex === legIndex && o.passengerIndex === passengerIndex && (seat === undefined || o.seat === seat));
    const add = (code: string, seat?: string) => {
      const offer = find(code, seat);
      if (offer) items.push({ code: code as ServiceItem['code'], legIndex, passengerIndex, ...(seat ? { seat } : {}), price: offer.price });
    };
    if (c.seat) add('SEAT', c.seat);
    if (c.bag) add(c.bag);
    if (c.meal) add(c.meal);
    for (const a of c.assistance) add(a);
  }
  return items;
}

interface ExtrasPanelProps {
  booking: Booking;
  /** After the extras were added, or skipped. */
  onDone: () => void;
  /** 'Skip' on the booking's Extras step; absent in manage booking (nothing to skip to). */
  skipLabel?: string;
}

/**
 * Extras of a booking (API.md "More than a seat"): per flight, a seat map and a seat for each passenger, extra
 * bags, meals (international flights) and assistance, each priced by the server, with the running total always in
 * view. Phone first: one column, the total and the button in a bar at the bottom.
 */
export function ExtrasPanel({ booking, onDone, skipLabel }: ExtrasPanelProps) {
  const offers = useServiceOffers(booking.pnr);
  const add = useAddServices(booking.pnr);
  const [choices, setChoices] = useState<Map<string, Choice>>(new Map());
  const items = useMemo(() => chosenItems(choices, offers.data ?? []), [choices, offers.data]);
  const extrasTotal = items.reduce((s, i) => s + i.price, 0);
  const base = booking.status === 'held' ? booking.total : (booking.balanceDue ?? 0);

  if (offers.isPending) return <PageSpinner />;
  if (offers.isError) return <QueryError error={offers.error} onRetry={() => void offers.refetch()} />;

  const change = (legIndex: number, passengerIndex: number, f: (c: Choice) => Choice) =>
    setChoices((old) => {
      const next = new Map(old);
      next.set(keyOf(legIndex, passengerIndex), f(old.get(keyOf(legIndex, passengerIndex)) ?? { assistance: [] }));
      return next;
    });

  const submit = () => {
    if (items.length === 0) return onDone();
    add.mutate({ items: items.map(({ price: _price, ...item }) => item) }, { onSuccess: () => onDone() });
  };

  return (
    <div className="extras">
      {booking.legs.map((leg, legIndex) =>
        leg.cancelled ? null : (
          <Card className="shadow-sm mb-3" key={legIndex}>
            <Card.Body className="p-3">
              <h2 className="h5">{t('extras.flightHeading', { number: legIndex + 1, from: placeName(leg.flightFromCurrentLocation), to: placeName(leg.flightToDestinationLocation), flight: leg.flightNumber })}</h2>
              <LegExtras
                booking={booking}
                legIndex={legIndex}
                flightId={leg.flightId}
                offers={(offers.data ?? []).filter((o) => o.legIndex === legIndex)}
                choices={choices}
                change={change}
              />
            </Card.Body>
          </Card>
        ),
      )}
      <div className="extras-bar border-top bg-body p-3" role="region" aria-label={t('extras.totalRegion')}>
        {add.isError && (
          <Alert variant="danger" role="alert" className="mb-2">
            {errorMessage(add.error)}
          </Alert>
        )}
        <p className="mb-2" aria-live="polite" data-testid="extras-total">
          {t('extras.runningTotal', { extras: formatTk(extrasTotal), total: formatTk(base + extrasTotal) })}
        </p>
        <div className="d-flex gap-2">
          {skipLabel && (
            <Button variant="outline-secondary" className="flex-fill" onClick={onDone} disabled={add.isPending}>
              {skipLabel}
            </Button>
          )}
          <Button variant="success" className="flex-fill" onClick={submit} disabled={add.isPending || (!skipLabel && items.length === 0)}>
            {add.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {items.length ? t('extras.addExtras', { count: items.length }) : t('extras.continue')}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface LegExtrasProps {
  booking: Booking;
  legIndex: number;
  flightId: string;
  offers: ServiceOffer[];
  choices: ReadonlyMap<string, Choice>;
  change: (legIndex: number, passengerIndex: number, f: (c: Choice) => Choice) => void;
}

/** One flight's extras: the seat map (for the passenger chosen above it), then each passenger's bags, meal and assistance. */
function LegExtras({ booking, legIndex, flightId, offers, choices, change }: LegExtrasProps) {
  const map = useSeatMap(flightId);
  const people = booking.passengers.map((p, index) => ({ ...p, index })).filter((p) => p.type !== 'infant' && !p.cancelled);
  const [active, setActive] = useState(people[0]?.index ?? 0);
  const seatOffers = offers.filter((o) => o.code === 'SEAT' && o.passengerIndex === active);
  const offered = new Set(seatOffers.map((o) => o.seat!));
  const chosen = new Map<string, string>();
  for (const p of people) {
    const seat = choices.get(keyOf(legIndex, p.index))?.seat;
    if (seat) chosen.set(seat, p.name);
  }
  const priceOf = (o: ServiceOffer | undefined) => (o ? (o.price === 0 ? t('extras.free') : formatTk(o.price)) : '');

  return (
    <>
      {seatOffers.length > 0 && (
        <section className="mb-3">
          <h3 className="h6">{t('extras.seatsHeading')}</h3>
          {people.length > 1 && (
            <Form.Group className="mb-2">
              <Form.Label htmlFor={`seat-for-${legIndex}`}>{t('extras.seatFor')}</Form.Label>
              <Form.Select id={`seat-for-${legIndex}`} value={active} onChange={(e) => setActive(Number(e.target.value))}>
                {people.map((p) => (
                  <option key={p.index} value={p.index}>
                    {p.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <p className="small mb-2" aria-live="polite">
            {(() => {
              const seat = choices.get(keyOf(legIndex, active))?.seat;
              const name = people.find((p) => p.index === active)?.name ?? '';
              return seat ? t('extras.seatChosen', { name, seat, price: priceOf(seatOffers.find((o) => o.seat === seat)) }) : t('extras.noSeatYet', { name });
            })()}
          </p>
          {map.data ? (
            <SeatMapView
              map={map.data}
              chosen={chosen}
              activeSeat={choices.get(keyOf(legIndex, active))?.seat}
              offered={offered}
              note={(seat) => priceOf(seatOffers.find((o) => o.seat === seat))}
              onChoose={(seat) => change(legIndex, active, (c) => ({ ...c, seat: c.seat === seat ? undefined : seat }))}
            />
          ) : map.isError ? (
            <QueryError error={map.error} onRetry={() => void map.refetch()} />
          ) : (
            <PageSpinner />
          )}
        </section>
      )}
      {people.map((p) => {
        const own = offers.filter((o) => o.passengerIndex === p.index);
        const bags = own.filter((o) => o.kind === 'bag');
        const meals = own.filter((o) => o.kind === 'meal');
        const help = own.filter((o) => o.kind === 'assistance');
        const c = choices.get(keyOf(legIndex, p.index)) ?? { assistance: [] };
        const group = `${legIndex}-${p.index}`;
        return (
          <fieldset className="mb-3" key={p.index}>
            <legend className="h6">{p.name}</legend>
            {bags.length > 0 && (
              <div className="mb-2" role="radiogroup" aria-label={t('extras.bagsFor', { name: p.name })}>
                <p className="small fw-semibold mb-1">{t('extras.bagsHeading')}</p>
                <Form.Check type="radio" id={`bag-${group}-none`} name={`bag-${group}`} label={t('extras.noExtraBag')} checked={!c.bag} onChange={() => change(legIndex, p.index, (x) => ({ ...x, bag: undefined }))} />
                {bags.map((o) => (
                  <Form.Check
                    key={o.code}
                    type="radio"
                    id={`bag-${group}-${o.code}`}
                    name={`bag-${group}`}
                    label={`${o.name} · ${priceOf(o)}`}
                    checked={c.bag === o.code}
                    onChange={() => change(legIndex, p.index, (x) => ({ ...x, bag: o.code }))}
                  />
                ))}
              </div>
            )}
            {meals.length > 0 && (
              <div className="mb-2" role="radiogroup" aria-label={t('extras.mealsFor', { name: p.name })}>
                <p className="small fw-semibold mb-1">{t('extras.mealsHeading')}</p>
                <Form.Check type="radio" id={`meal-${group}-none`} name={`meal-${group}`} label={t('extras.noMeal')} checked={!c.meal} onChange={() => change(legIndex, p.index, (x) => ({ ...x, meal: undefined }))} />
                {meals.map((o) => (
                  <Form.Check
                    key={o.code}
                    type="radio"
                    id={`meal-${group}-${o.code}`}
                    name={`meal-${group}`}
                    label={`${o.name} · ${priceOf(o)}`}
                    checked={c.meal === o.code}
                    onChange={() => change(legIndex, p.index, (x) => ({ ...x, meal: o.code }))}
                  />
                ))}
              </div>
            )}
            {help.length > 0 && (
              <div className="mb-2">
                <p className="small fw-semibold mb-1">{t('extras.assistanceHeading')}</p>
                {help.map((o) => (
                  <Form.Check
                    key={o.code}
                    type="checkbox"
                    id={`help-${group}-${o.code}`}
                    label={`${o.name} · ${priceOf(o)}`}
                    checked={c.assistance.includes(o.code)}
                    onChange={(e) =>
                      change(legIndex, p.index, (x) => ({ ...x, assistance: e.target.checked ? [...x.assistance, o.code] : x.assistance.filter((a) => a !== o.code) }))
                    }
                  />
                ))}
              </div>
            )}
            {(booking.services ?? []).filter((s) => s.legIndex === legIndex && s.passengerIndex === p.index && (s.status === 'held' || s.status === 'issued')).length > 0 && (
              <p className="small text-body-secondary mb-0">
                {t('extras.alreadyHas', {
                  services: (booking.services ?? [])
                    .filter((s) => s.legIndex === legIndex && s.passengerIndex === p.index && (s.status === 'held' || s.status === 'issued'))
                    .map((s) => s.name)
                    .join(', '),
                })}
              </p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
