import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { BoardingPass, Booking, CancellationQuote, ChangeOffer, PaymentStart, RebookingOptions } from '@tarmac/shared';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { makeFlight, makeLocation, makePackage } from '../testing/factories.js';
import { expireChangeOffers, expireHolds } from './lifecycle.js';
import { recountClassesSql, recountDaysSql, recountFlightsSql } from '../reports/figures.repo.js';

/**
 * The order's life as a model-based test (API.md "One owner of an order's life"): random sequences of hold, start
 * payment, pay or fail (in any order, twice), cancel (owner, admin), expire, airline cancellation and its refund,
 * rebooking, check-in and boarding, with cancel and pay racing, changes of flight (free or paid, paid late, raced)
 * name corrections and partial cancellations (API.md "Changing a booking"), across several bookings on small flights. After
 * every step the rules are checked against the database: seats add up on every flight (cancelled ones too),
 * cancelled is final, money adds up per payment and per booking, check-ins exist only for ticketed bookings,
 * tickets only for bookings that were paid, the gate boards no pass of a booking that is not ticketed, and the
 * reports' kept figures (seats sold per flight and package, sales per day) and the seats sold per booking class
 * (the routes have a ladder) equal a recount.
 * Services of the order (API.md "More than a seat") ride along: holds with seats and bags, services added after
 * ticketing and paid later; a seat is one traveller's, services live only with a held or ticketed booking, and each
 * issued one has a document number of its own.
 * Seeds of failures it found are kept as fixed cases at the end.
 */
type Auth = { authorization: string };
const HOUR = 3_600_000;

let t: TestApp;
let admin: Auth;
let owners: Auth[];
let silver: string;
/** A package whose changes cost 100 per seated passenger: its changes go through a payment. */
let withFee: string;
let from: string;
let to: string;

beforeAll(async () => {
  // Limits against seat blocking are not what this test is about: a few travellers hold many small bookings.
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100', HOLD_MAX_FLIGHT_PERCENT: '100', HOLD_MAX_PER_IP: '100000' });
  admin = (await createUser(t, { role: 'admin' })).auth;
  owners = [(await createUser(t)).auth, (await createUser(t)).auth];
  silver = (await makePackage(t, admin, 'silver'))._id;
  withFee = (await makePackage(t, admin, 'silver', { changeFee: 100 }))._id;
  const here = await makeLocation(t, admin);
  const there = await makeLocation(t, admin);
  from = here.flightLocationName;
  to = there.flightLocationName;
  // Booking classes on both ways for both packages (issue 31): two seats of the cheaper class, then the rest, so
  // holds, expiries, cancellations and changes sell and give back seats per class.
  const classes = [
    { code: 'N', price: 700, seats: 2 },
    { code: 'M', price: 1200, seats: 4 },
  ];
  for (const [a, b] of [[here._id, there._id], [there._id, here._id]]) {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/fare-ladders', headers: admin, payload: { fromId: a, toId: b, ladders: [silver, withFee].map((packageId) => ({ packageId, classes })) } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

/** Local Dhaka date and time `ms` from now (places without a zone are in Dhaka, UTC+6). */
function dhaka(ms: number) {
  const local = new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000 + 6 * HOUR).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Two flights out (the second a rebooking target for the first) and one back, 4 seats each, inside check-in. */
async function smallFlights(): Promise<string[]> {
  const made = [];
  for (const [a, b, inMs] of [[from, to, 20 * HOUR], [from, to, 23 * HOUR], [to, from, 30 * HOUR]] as const) {
    const out = dhaka(inMs);
    const arrive = dhaka(inMs + HOUR);
    const f = await makeFlight(t, admin, {
      flightFromCurrentLocation: a,
      flightToDestinationLocation: b,
      flightDepartingDate: out.date,
      flightDepartingTime: out.time,
      flightArrivalDate: arrive.date,
      flightArrivalTime: arrive.time,
      seatCapacity: 4,
    });
    made.push(f._id);
  }
  return made;
}

interface Tracked {
  pnr: string;
  id: string;
  owner: number;
  payments: string[];
  /** A cancel (of any kind) answered 200: the booking must stay cancelled. */
  cancelled: boolean;
  passes: { flightId: string; bcbp: string }[];
}

interface World {
  flights: string[];
  bookings: Tracked[];
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth | null, payload?: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });

/** The answer's status is one of `allowed`: anything else (a 5xx above all) fails the run with the body. */
function expectStatus(res: { statusCode: number; body: string }, allowed: number[], what: string) {
  if (!allowed.includes(res.statusCode)) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

const statusOf = async (b: Tracked) => (await call('GET', `/api/bookings/${b.pnr}`, admin)).json<Booking>().status;

type Rows = Record<string, unknown>[];
const rows = async (q: ReturnType<typeof sql>): Promise<Rows> => {
  const result = (await t.database.db.execute(q)) as unknown as { rows: Rows };
  return result.rows;
};

/** Every rule of API.md "One owner of an order's life" that the database can show, for this world. */
async function checkInvariants(w: World): Promise<void> {
  await checkFigures();
  const flightIds = sql.join(w.flights.map((id) => sql`${id}::uuid`), sql`, `);
  // Seats add up on every flight, cancelled ones included: held + ticketed + held by change offers + seats left = capacity.
  for (const f of await rows(sql`
    select f.id, f.seat_capacity as capacity, f.seats_left as left,
           coalesce((select sum(b.travellers) from booking_legs l join bookings b on b.id = l.booking_id
                     where l.flight_id = f.id and l.cancelled_at is null and b.status in ('held', 'ticketed')), 0)::int
           + coalesce((select sum(o.seats) from change_offers o where o.to_flight_id = f.id and o.status = 'open'), 0)::int as used
    from flights f where f.id in (${flightIds})`)) {
    expect(Number(f.left) + Number(f.used), `seats of flight ${String(f.id)}`).toBe(Number(f.capacity));
  }
  if (w.bookings.length === 0) return;
  const bookingIds = sql.join(w.bookings.map((b) => sql`${b.id}::uuid`), sql`, `);
  const statuses = new Map((await rows(sql`select id, status, total from bookings where id in (${bookingIds})`)).map((r) => [String(r.id), r]));
  // Cancelled is final.
  for (const b of w.bookings) if (b.cancelled) expect(statuses.get(b.id)?.status, `booking ${b.pnr} was cancelled`).toBe('cancelled');
  // Money adds up: refunds name a payment of their booking and never exceed it; what a booking keeps is its total
  // when ticketed, nothing when held or expired, at most its total when cancelled.
  const payments = await rows(sql`
    select p.id, p.booking_id, p.amount, p.status,
           coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status <> 'failed'), 0)::int as refunded
    from payments p where p.booking_id in (${bookingIds})`);
  const kept = new Map<string, number>();
  for (const p of payments) {
    if (p.status === 'paid') {
      expect(Number(p.refunded), `refunds of payment ${String(p.id)}`).toBeLessThanOrEqual(Number(p.amount));
      kept.set(String(p.booking_id), (kept.get(String(p.booking_id)) ?? 0) + Number(p.amount) - Number(p.refunded));
    } else if (p.status === 'refused') {
      // Money for the wrong amount (the booking's total moved while it was being paid) goes back whole, once,
      // and the booking keeps none of it.
      expect(Number(p.refunded), `refunds of refused payment ${String(p.id)}`).toBeLessThanOrEqual(Number(p.amount));
    } else {
      expect(Number(p.refunded), `refunds of unpaid payment ${String(p.id)}`).toBe(0);
    }
  }
  const strays = await rows(sql`select r.id from refunds r join payments p on p.id = r.payment_id where r.booking_id in (${bookingIds}) and p.booking_id <> r.booking_id`);
  expect(strays).toEqual([]);
  for (const [id, row] of statuses) {
    const money = kept.get(id) ?? 0;
    if (row.status === 'ticketed') expect(money, `money kept for ticketed booking ${id}`).toBe(Number(row.total));
    else if (row.status === 'cancelled') expect(money).toBeLessThanOrEqual(Number(row.total));
    else expect(money, `money kept for ${String(row.status)} booking ${id}`).toBe(0);
    expect(money).toBeGreaterThanOrEqual(0);
  }
  // Check-ins follow the booking; tickets exist only for bookings that were paid.
  expect(await rows(sql`select sa.booking_id from seat_assignments sa join bookings b on b.id = sa.booking_id where b.id in (${bookingIds}) and b.status <> 'ticketed'`)).toEqual([]);
  expect(await rows(sql`select tk.booking_id from tickets tk join bookings b on b.id = tk.booking_id where b.id in (${bookingIds}) and b.status in ('held', 'expired')`)).toEqual([]);
  // A ticketed booking has one live ticket per passenger and leg still flying (a changed leg's old ones, and those
  // of passengers or legs cancelled alone, are void, never live).
  expect(
    await rows(sql`select b.id from bookings b where b.id in (${bookingIds}) and b.status = 'ticketed'
      and (select count(*) from tickets tk where tk.booking_id = b.id)
        <> (select count(*) from booking_passengers p where p.booking_id = b.id and p.cancelled_at is null)
           * (select count(*) from booking_legs l where l.booking_id = b.id and l.cancelled_at is null)`),
  ).toEqual([]);
  expect(await rows(sql`select v.number from voided_tickets v join tickets tk on tk.number = v.number where v.booking_id in (${bookingIds})`)).toEqual([]);
  // Services: a seat of a flight is one traveller's (a service's or a check-in's, never two); services live only
  // with a held or ticketed booking; an issued one has its own 13-digit document, a held one none.
  expect(await rows(sql`select s.flight_id, s.seat from booking_services s where s.flight_id in (${flightIds}) and s.seat is not null and s.status in ('held', 'issued') group by s.flight_id, s.seat having count(*) > 1`)).toEqual([]);
  expect(
    await rows(sql`select s.seat from booking_services s join seat_assignments sa on sa.flight_id = s.flight_id and sa.seat = s.seat
      where s.flight_id in (${flightIds}) and s.status in ('held', 'issued') and (sa.booking_id <> s.booking_id or sa.passenger_index <> s.passenger_index)`),
  ).toEqual([]);
  expect(await rows(sql`select s.id from booking_services s join bookings b on b.id = s.booking_id where b.id in (${bookingIds}) and s.status in ('held', 'issued') and b.status not in ('held', 'ticketed')`)).toEqual([]);
  expect(await rows(sql`select s.id from booking_services s where s.booking_id in (${bookingIds}) and ((s.status = 'issued') <> (coalesce(s.document_number, '') ~ '^[0-9]{13}$') and s.status in ('held', 'issued'))`)).toEqual([]);
  expect(await rows(sql`select s.id from booking_services s join bookings b on b.id = s.booking_id where b.id in (${bookingIds}) and s.status = 'held' and b.status = 'ticketed' and s.price = 0`)).toEqual([]);
  // A change offer holds seats only while its booking is ticketed.
  expect(await rows(sql`select o.id from change_offers o join bookings b on b.id = o.booking_id where b.id in (${bookingIds}) and o.status = 'open' and b.status <> 'ticketed'`)).toEqual([]);
}

/**
 * The reports' figures, kept by the transitions (flight_figures, sales_days), equal a recount of every booking
 * (reports/figures.repo.ts says what a booking counts for; rows that went back to zero count as absent).
 */
async function checkFigures(): Promise<void> {
  const flights = (from: ReturnType<typeof sql>) =>
    rows(sql`select flight_id::text as flight, package_name as pkg, seats_sold::int as seats, revenue::float8 as revenue
      from (${from}) as f where seats_sold <> 0 or revenue <> 0 order by 1, 2`);
  const days = (from: ReturnType<typeof sql>) =>
    rows(sql`select to_char(day, 'YYYY-MM-DD') as day, bookings::int as bookings, seats::int as seats, revenue::float8 as revenue
      from (${from}) as d where bookings <> 0 or seats <> 0 or revenue <> 0 order by 1`);
  expect(await flights(sql`select * from flight_figures`), 'seats sold per flight and package').toEqual(await flights(recountFlightsSql));
  expect(await days(sql`select * from sales_days`), 'sales per day').toEqual(await days(recountDaysSql));
  const classes = (from: ReturnType<typeof sql>) =>
    rows(sql`select flight_id::text as flight, package_id::text as pkg, fare_class as code, seats::int as seats from (${from}) as c where seats <> 0 order by 1, 2, 3`);
  expect(await classes(sql`select * from fare_class_sales`), 'seats sold per booking class').toEqual(await classes(recountClassesSql));
}

type Cmd = fc.AsyncCommand<World, World>;
const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

/** Seats the holds with services choose from: few, so that travellers meet over them. */
const SEATS = ['1A', '1B', '2A', '2B'];

class Hold implements Cmd {
  /** `seat`: each passenger asks for a seat on the first leg (from SEATS, starting there) and the first a 5 kg bag. */
  constructor(readonly legs: readonly number[], readonly travellers: number, readonly owner: number, readonly changeFee = false, readonly seat: number | null = null) {}
  check = () => true;
  async run(_m: World, w: World) {
    const passengers = Array.from({ length: this.travellers }, (_, i) => ({ title: 'Ms', firstName: `Nadia${'abcdefghij'[i]}`, lastName: 'Karim', type: 'adult' }));
    const packageId = this.changeFee ? withFee : silver;
    const services =
      this.seat === null
        ? []
        : [...passengers.map((_p, i) => ({ code: 'SEAT', legIndex: 0, passengerIndex: i, seat: SEATS[(this.seat! + i) % SEATS.length] })), { code: 'XBAG5', legIndex: 0, passengerIndex: 0 }];
    const res = await call('POST', '/api/bookings', owners[this.owner]!, { legs: this.legs.map((i) => ({ flightId: w.flights[i]!, packageId })), passengers, ...(services.length ? { services } : {}) });
    // Sold out (409) or a flight cancelled by the airline (409) are answers too.
    expectStatus(res, [201, 409], 'hold');
    if (res.statusCode === 201) {
      const b = res.json<{ data: Booking }>().data;
      w.bookings.push({ pnr: b.pnr, id: b._id, owner: this.owner, payments: [], cancelled: false, passes: [] });
    }
    await checkInvariants(w);
  }
  toString = () => `hold(${this.legs.join('+')}, ${this.travellers} travellers, owner ${this.owner}${this.changeFee ? ', change fee' : ''}${this.seat === null ? '' : `, seats from ${SEATS[this.seat]}`})`;
}

class StartPayment implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const res = await call('POST', `/api/bookings/${b.pnr}/payments`, owners[b.owner]!, {});
    expectStatus(res, [201, 409], 'start payment');
    const paymentId = res.statusCode === 201 ? res.json<{ data: PaymentStart }>().data.paymentId : null;
    if (paymentId) b.payments.push(paymentId);
    await checkInvariants(w);
  }
  toString = () => `startPayment(#${this.booking})`;
}

class Complete implements Cmd {
  constructor(readonly booking: number, readonly payment: number, readonly outcome: 'paid' | 'failed') {}
  check = (m: World) => m.bookings.some((b) => b.payments.length > 0);
  async run(_m: World, w: World) {
    const b = pick(w.bookings.filter((x) => x.payments.length > 0), this.booking)!;
    const paymentId = pick(b.payments, this.payment)!;
    const res = await call('POST', `/api/payments/test/${paymentId}/complete`, null, { outcome: this.outcome });
    expectStatus(res, [200, 409], 'payment callback');
    await checkInvariants(w);
  }
  toString = () => `complete(#${this.booking}, payment ${this.payment}, ${this.outcome})`;
}

/** Cancels as the owner or an admin would: a hold at once, a paid booking by confirming its quote. */
async function cancelAs(b: Tracked, auth: Auth) {
  const status = await statusOf(b);
  if (status !== 'ticketed') return call('POST', `/api/bookings/${b.pnr}/cancel`, auth);
  const quote = await call('POST', `/api/bookings/${b.pnr}/cancellation-quote`, auth);
  expectStatus(quote, [200, 201, 409], 'cancellation quote');
  if (quote.statusCode === 409) return quote;
  return call('POST', `/api/bookings/${b.pnr}/cancel`, auth, { quoteId: quote.json<{ data: CancellationQuote }>().data.quoteId });
}

class Cancel implements Cmd {
  constructor(readonly booking: number, readonly byAdmin: boolean) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const res = await cancelAs(b, this.byAdmin ? admin : owners[b.owner]!);
    expectStatus(res, [200, 409], 'cancel');
    if (res.statusCode === 200) b.cancelled = true;
    await checkInvariants(w);
  }
  toString = () => `cancel(#${this.booking}${this.byAdmin ? ', admin' : ''})`;
}

/** A hold cancelled while its payment completes: if the cancel answered 200, no ticket may follow. */
class CancelWhilePaying implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const started = await call('POST', `/api/bookings/${b.pnr}/payments`, owners[b.owner]!, {});
    expectStatus(started, [201, 409], 'start payment');
    const paymentId = started.statusCode === 201 ? started.json<{ data: PaymentStart }>().data.paymentId : null;
    if (!paymentId) return checkInvariants(w);
    b.payments.push(paymentId);
    const [paid, cancelled] = await Promise.all([
      call('POST', `/api/payments/test/${paymentId}/complete`, null, { outcome: 'paid' }),
      call('POST', `/api/bookings/${b.pnr}/cancel`, owners[b.owner]!),
    ]);
    expectStatus(paid, [200, 409], 'payment callback');
    expectStatus(cancelled, [200, 409], 'cancel');
    if (cancelled.statusCode === 200) b.cancelled = true;
    await checkInvariants(w);
  }
  toString = () => `cancelWhilePaying(#${this.booking})`;
}

class Expire implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    // The hold's time passes (the sweep, run as if later).
    await expireHolds(t.ctx, new Date(Date.now() + 2 * HOUR), { bookingIds: [b.id] });
    await checkInvariants(w);
  }
  toString = () => `expire(#${this.booking})`;
}

class AirlineCancels implements Cmd {
  constructor(readonly flight: number) {}
  check = () => true;
  async run(_m: World, w: World) {
    const res = await call('PATCH', `/api/flight-information/${w.flights[this.flight]!}/status`, admin, { status: 'cancelled', reason: 'Technical fault' });
    expectStatus(res, [200, 409], 'flight cancellation');
    await checkInvariants(w);
  }
  toString = () => `airlineCancels(flight ${this.flight})`;
}

class DisruptionRefund implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const res = await call('POST', `/api/bookings/${b.pnr}/disruption-refund`, owners[b.owner]!);
    expectStatus(res, [200, 409], 'disruption refund');
    if (res.statusCode === 200) b.cancelled = true;
    await checkInvariants(w);
  }
  toString = () => `disruptionRefund(#${this.booking})`;
}

class Rebook implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const options = await call('GET', `/api/bookings/${b.pnr}/rebooking-options`, owners[b.owner]!);
    expectStatus(options, [200], 'rebooking options');
    const leg = options.json<RebookingOptions>().legs.find((l) => l.flights.length > 0);
    if (leg) {
      const res = await call('POST', `/api/bookings/${b.pnr}/rebook`, owners[b.owner]!, { legIndex: leg.legIndex, flightId: leg.flights[0]!.flightId });
      expectStatus(res, [200, 409], 'rebook');
    }
    await checkInvariants(w);
  }
  toString = () => `rebook(#${this.booking})`;
}

class CheckIn implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const booking = (await call('GET', `/api/bookings/${b.pnr}`, admin)).json<Booking>();
    // The passengers who still fly: one cancelled alone (cancelSome) is no longer the booking's to check in.
    const flying = booking.passengers.flatMap((p, index) => (p.cancelled ? [] : [{ index }]));
    const res = await call('POST', `/api/bookings/${b.pnr}/check-in`, owners[b.owner]!, { legIndex: 0, passengers: flying });
    expectStatus(res, [201, 409], 'check-in');
    if (res.statusCode === 201) {
      const flightId = booking.legs[0]!.flightId;
      for (const p of res.json<{ data: BoardingPass[] }>().data) b.passes.push({ flightId, bcbp: p.bcbp });
    }
    await checkInvariants(w);
  }
  toString = () => `checkIn(#${this.booking})`;
}

class Board implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.some((b) => b.passes.length > 0);
  async run(_m: World, w: World) {
    const b = pick(w.bookings.filter((x) => x.passes.length > 0), this.booking)!;
    const pass = b.passes[0]!;
    const status = await statusOf(b);
    const res = await call('POST', `/api/admin/flights/${pass.flightId}/board`, admin, { bcbp: pass.bcbp });
    // A pass of a booking that is not ticketed never boards; a ticketed one boards once (then 409).
    if (status !== 'ticketed') expectStatus(res, [404, 409], `boarding a ${status} booking`);
    else expectStatus(res, [200, 404, 409], 'boarding');
    await checkInvariants(w);
  }
  toString = () => `board(#${this.booking})`;
}

/**
 * A change of flight: the booking's leg on flight 0 or 1 (the same route) is offered the other one, and the offer
 * accepted: at once when free, otherwise through a payment completed now, left for `Complete` to pay later
 * (perhaps after it expired or was superseded), or raced by a second offer of the same leg.
 */
class ChangeFlight implements Cmd {
  constructor(readonly booking: number, readonly how: 'pay' | 'later' | 'race') {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const auth = owners[b.owner]!;
    const booking = (await call('GET', `/api/bookings/${b.pnr}`, admin)).json<Booking>();
    const legIndex = booking.legs.findIndex((l) => l.flightId === w.flights[0] || l.flightId === w.flights[1]);
    if (legIndex < 0) return checkInvariants(w);
    const target = booking.legs[legIndex]!.flightId === w.flights[0] ? w.flights[1]! : w.flights[0]!;
    const offers = await Promise.all(
      Array.from({ length: this.how === 'race' ? 2 : 1 }, () => call('POST', `/api/bookings/${b.pnr}/change-offers`, auth, { legIndex, flightId: target })),
    );
    for (const res of offers) expectStatus(res, [200, 409], 'change offer');
    const ids = offers.filter((res) => res.statusCode === 200).map((res) => res.json<{ data: ChangeOffer }>().data.offerId);
    const accepted = await Promise.all(ids.map((offerId) => call('POST', `/api/bookings/${b.pnr}/changes`, auth, { offerId })));
    for (const res of accepted) {
      expectStatus(res, [200, 201, 409], 'accept change');
      if (res.statusCode !== 201) continue;
      const paymentId = res.json<{ data: PaymentStart }>().data.paymentId!;
      b.payments.push(paymentId);
      if (this.how !== 'later') expectStatus(await call('POST', `/api/payments/test/${paymentId}/complete`, null, { outcome: 'paid' }), [200, 409], 'change payment');
    }
    // At most one change of the leg took place, however many offers were accepted at once.
    if (this.how === 'race') expect(accepted.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
    await checkInvariants(w);
  }
  toString = () => `changeFlight(#${this.booking}, ${this.how})`;
}

/** The offers' time passes (the sweep, run as if 21 minutes later): their seats go back. */
class ExpireOffers implements Cmd {
  check = () => true;
  async run(_m: World, w: World) {
    await expireChangeOffers(t.ctx, new Date(Date.now() + 21 * 60_000));
    await checkInvariants(w);
  }
  toString = () => 'expireOffers()';
}

/** A one-letter name correction of the first passenger: free before check-in, refused after. */
class CorrectName implements Cmd {
  constructor(readonly booking: number) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const booking = (await call('GET', `/api/bookings/${b.pnr}`, admin)).json<Booking>();
    const p = booking.passengers[0]!;
    const res = await call('POST', `/api/bookings/${b.pnr}/name-correction`, owners[b.owner]!, { passengerIndex: 0, firstName: p.firstName.endsWith('h') ? p.firstName.slice(0, -1) : `${p.firstName}h`, lastName: p.lastName });
    expectStatus(res, [200, 409], 'name correction');
    await checkInvariants(w);
  }
  toString = () => `correctName(#${this.booking})`;
}

/** A partial cancellation of the booking's last passenger or last leg, quoted then confirmed. */
class CancelSome implements Cmd {
  constructor(readonly booking: number, readonly what: 'passenger' | 'leg') {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const auth = owners[b.owner]!;
    const booking = (await call('GET', `/api/bookings/${b.pnr}`, admin)).json<Booking>();
    const body = this.what === 'passenger' ? { passengers: [booking.passengers.length - 1] } : { legs: [booking.legs.length - 1] };
    const quote = await call('POST', `/api/bookings/${b.pnr}/cancellation-quote`, auth, body);
    expectStatus(quote, [200, 409], 'partial cancellation quote');
    if (quote.statusCode === 200) {
      const res = await call('POST', `/api/bookings/${b.pnr}/cancel`, auth, { quoteId: quote.json<{ data: CancellationQuote }>().data.quoteId });
      expectStatus(res, [200, 409], 'partial cancellation');
    }
    await checkInvariants(w);
  }
  toString = () => `cancelSome(#${this.booking}, ${this.what})`;
}

/** Services added after ticketing: a wheelchair (free, issued at once) and a 10 kg bag (a balance due), maybe paid now. */
class AddServices implements Cmd {
  constructor(readonly booking: number, readonly payNow: boolean) {}
  check = (m: World) => m.bookings.length > 0;
  async run(_m: World, w: World) {
    const b = pick(w.bookings, this.booking)!;
    const auth = owners[b.owner]!;
    const res = await call('POST', `/api/bookings/${b.pnr}/services`, auth, { items: [{ code: 'WCHR', legIndex: 0, passengerIndex: 0 }, { code: 'XBAG10', legIndex: 0, passengerIndex: 0 }] });
    // Not ticketed (409), or already has them (400: not offered again), or its leg was cancelled or has left (400).
    expectStatus(res, [200, 400, 409], 'add services');
    if (res.statusCode === 200 && this.payNow) {
      const started = await call('POST', `/api/bookings/${b.pnr}/payments`, auth, {});
      expectStatus(started, [201, 409], 'start services payment');
      const paymentId = started.statusCode === 201 ? started.json<{ data: PaymentStart }>().data.paymentId : null;
      if (paymentId) {
        b.payments.push(paymentId);
        expectStatus(await call('POST', `/api/payments/test/${paymentId}/complete`, null, { outcome: 'paid' }), [200, 409], 'services payment');
      }
    }
    await checkInvariants(w);
  }
  toString = () => `addServices(#${this.booking}${this.payNow ? ', paid' : ''})`;
}

const index = fc.nat({ max: 20 });
const hold = fc
  .tuple(fc.constantFrom([0], [1], [2], [0, 2], [1, 2]), fc.integer({ min: 1, max: 3 }), fc.nat({ max: 1 }), fc.boolean())
  .map(([legs, n, owner, fee]) => new Hold(legs, n, owner, fee));
const holdWithSeats = fc
  .tuple(fc.constantFrom([0], [1], [0, 2]), fc.integer({ min: 1, max: 2 }), fc.nat({ max: 1 }), fc.nat({ max: SEATS.length - 1 }))
  .map(([legs, n, owner, seat]) => new Hold(legs, n, owner, false, seat));
const commands = [
  // Holds come up more often than anything else: every other command needs bookings.
  hold,
  hold,
  hold,
  holdWithSeats,
  fc.tuple(index, fc.boolean()).map(([b, payNow]) => new AddServices(b, payNow)),
  index.map((i) => new StartPayment(i)),
  fc.tuple(index, fc.nat({ max: 3 }), fc.constantFrom('paid' as const, 'paid' as const, 'failed' as const)).map(([b, p, o]) => new Complete(b, p, o)),
  fc.tuple(index, fc.boolean()).map(([b, byAdmin]) => new Cancel(b, byAdmin)),
  index.map((i) => new CancelWhilePaying(i)),
  index.map((i) => new Expire(i)),
  fc.nat({ max: 2 }).map((f) => new AirlineCancels(f)),
  index.map((i) => new DisruptionRefund(i)),
  index.map((i) => new Rebook(i)),
  index.map((i) => new CheckIn(i)),
  index.map((i) => new Board(i)),
  fc.tuple(index, fc.constantFrom('pay' as const, 'later' as const, 'race' as const)).map(([b, how]) => new ChangeFlight(b, how)),
  fc.constant(new ExpireOffers()),
  index.map((i) => new CorrectName(i)),
  fc.tuple(index, fc.constantFrom('passenger' as const, 'leg' as const)).map(([b, what]) => new CancelSome(b, what)),
];

const property = fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (cmds) => {
  const flights = await smallFlights();
  // One world serves as model and real side: the database is the state; the world names its flights and bookings.
  const world: World = { flights, bookings: [] };
  await fc.asyncModelRun(() => ({ model: world, real: world }), cmds);
});

/**
 * Sequences kept as fixed cases: the findings of issue 26 as the model states them (each failed before the order
 * had one owner), and what the model found against a lifecycle that did not give the seats of a cancelled flight
 * back. `hold(legs, travellers, owner)` with flights 0 and 1 out (1 a rebooking target of 0) and 2 back.
 */
const fixedCases: Array<[string, Cmd[]]> = [
  ['a refunded passenger does not board', [new Hold([0, 2], 1, 0), new StartPayment(0), new Complete(0, 0, 'paid'), new CheckIn(0), new AirlineCancels(2), new DisruptionRefund(0), new Board(0)]],
  ['a second payment after a cancel is refunded from itself', [new Hold([0], 1, 0), new StartPayment(0), new StartPayment(0), new Complete(0, 0, 'paid'), new Cancel(0, false), new Complete(0, 1, 'paid'), new Cancel(0, true)]],
  ['a cancel racing a payment is final', [new Hold([1], 2, 1), new CancelWhilePaying(0), new Hold([1], 1, 0), new CancelWhilePaying(1)]],
  ['a late payment after expiry takes the seats again or is refunded', [new Hold([0], 3, 0), new StartPayment(0), new Expire(0), new Hold([0], 2, 1), new Complete(0, 0, 'paid')]],
  ['seats add up on a cancelled flight after a disruption refund', [new Hold([0, 2], 2, 0), new StartPayment(0), new Complete(0, 0, 'paid'), new AirlineCancels(0), new DisruptionRefund(0)]],
  ['a hold on a flight the airline cancels', [new Hold([2], 1, 0), new AirlineCancels(2)]],
  ['a rebooked leg is checked in afresh', [new Hold([0], 1, 0), new StartPayment(0), new Complete(0, 0, 'paid'), new CheckIn(0), new AirlineCancels(0), new Rebook(0), new Board(0)]],
  // Issue 29: changes of flight and names as transitions of the same life.
  ['a paid change moves the leg and keeps the money adding up', [new Hold([0, 2], 2, 0, true), new StartPayment(0), new Complete(0, 0, 'paid'), new ChangeFlight(0, 'pay'), new Cancel(0, false)]],
  ['a change paid after its offer expired is refunded', [new Hold([1], 1, 0, true), new StartPayment(0), new Complete(0, 0, 'paid'), new ChangeFlight(0, 'later'), new ExpireOffers(), new Complete(0, 1, 'paid')]],
  ['two changes of one leg at once: one wins', [new Hold([0], 2, 1), new StartPayment(0), new Complete(0, 0, 'paid'), new ChangeFlight(0, 'race'), new ChangeFlight(0, 'race')]],
  ['a change offer of a booking cancelled meanwhile gives its seats back', [new Hold([0], 1, 0, true), new StartPayment(0), new Complete(0, 0, 'paid'), new ChangeFlight(0, 'later'), new Cancel(0, true), new Complete(0, 1, 'paid')]],
  ['a partial cancellation returns seats and money, then the rest is cancelled', [new Hold([0, 2], 3, 0, true), new StartPayment(0), new Complete(0, 0, 'paid'), new CheckIn(0), new CancelSome(0, 'passenger'), new CancelSome(0, 'leg'), new ChangeFlight(0, 'pay'), new Cancel(0, false)]],
  // Issue 30: services of the order.
  ['seats chosen with a hold: one traveller each, back on expiry, kept at check-in', [new Hold([0], 2, 0, false, 0), new Hold([0], 1, 1, false, 1), new Expire(0), new Hold([0], 1, 1, false, 1), new StartPayment(1), new Complete(0, 0, 'paid'), new CheckIn(0)]],
  ['a late payment after the seat chosen went to another is refunded', [new Hold([0], 1, 0, false, 0), new StartPayment(0), new Expire(0), new Hold([0], 1, 1, false, 0), new Complete(0, 0, 'paid')]],
  ['services added after ticketing, paid, then cancelled with the booking', [new Hold([0, 2], 1, 0, false, 2), new StartPayment(0), new Complete(0, 0, 'paid'), new AddServices(0, true), new CancelSome(0, 'leg'), new Cancel(0, false)]],
  ['a services payment completed after the booking was cancelled is refunded', [new Hold([1], 1, 0), new StartPayment(0), new Complete(0, 0, 'paid'), new AddServices(0, false), new StartPayment(0), new Cancel(0, true), new Complete(0, 1, 'paid')]],
  // Found by the random runs (seed -1115446204): a bag added to a hold while its payment was open.
  ['a payment for a total that moved while it was paid is refunded whole', [new Hold([0], 1, 0), new StartPayment(0), new AddServices(0, false), new Complete(0, 0, 'paid'), new StartPayment(0), new Complete(0, 1, 'paid')]],
  ['the passengers left after one is cancelled alone check in', [new Hold([0], 2, 0), new StartPayment(0), new Complete(0, 0, 'paid'), new CancelSome(0, 'passenger'), new CheckIn(0)]],
  ['a name is corrected before check-in, not after', [new Hold([0], 1, 0), new CorrectName(0), new StartPayment(0), new Complete(0, 0, 'paid'), new CheckIn(0), new CorrectName(0), new Board(0)]],
];

describe('the order lifecycle, as fixed sequences', () => {
  it.each(fixedCases)('%s', async (_name, cmds) => {
    const world: World = { flights: await smallFlights(), bookings: [] };
    await fc.asyncModelRun(() => ({ model: world, real: world }), cmds);
  });
});

describe('the order lifecycle, as random sequences of everything that can happen to bookings', () => {
  it('keeps every rule after every step', async () => {
    // Bounded: a fixed number of runs, each on three new small flights.
    await fc.assert(property, { numRuns: Number(process.env.LIFECYCLE_RUNS ?? 12), interruptAfterTimeLimit: 240_000 });
  }, 300_000);
});
