import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, ChangeOffer, ChangeOptions, FareCalendarDay, FaresReport, FlightFareView, PromoCodeView } from '@tarmac/shared';
import { createTestApp, createUser, json, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage } from '../testing/factories.js';
import { pdfPages } from '../testing/pdf-text.js';

/**
 * API.md "Fares that move (booking classes) and promo codes" over HTTP (issue 31): the ladder in search, the fare
 * calendar, the hold and the payment; classes closing by seats, load factor and days; the race for a class's last
 * seats; a fare that changed between search and hold; promo codes and their limits under concurrent bookings.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string; packageName: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver', { refundable: true, refundFeeBefore24h: 500, refundFeeWithin24h: 1000, changeFee: 0 });
});
afterAll(() => t?.close());

let phones = 0;
const contact = () => ({ email: uniqueEmail('fare-guest'), phone: `+880 1811 ${String(100000 + ++phones)}` });
const person = (firstName: string) => ({ title: 'Ms', firstName, lastName: 'Akter', type: 'adult' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin.auth, payload });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers, payload });

/** A guest books `n` adults on the flight (with what they saw, when given). */
const guestBooks = (flightId: string, n = 1, extra: { expectedPrice?: number; promoCode?: string } = {}) =>
  post('/api/bookings', {
    legs: [{ flightId, packageId: silver._id, ...(extra.expectedPrice !== undefined ? { expectedPrice: extra.expectedPrice } : {}) }],
    contact: contact(),
    passengers: Array.from({ length: n }, (_, i) => person(`Rina${'abcdefghij'[i]}`)),
    ...(extra.promoCode !== undefined ? { promoCode: extra.promoCode } : {}),
  });

async function pay(token: string, pnr: string) {
  const started = await post(`/api/bookings/${pnr}/payments`, {}, bearer(token));
  expect(started.statusCode, started.body).toBe(201);
  await completeTestPayment(t, json<{ data: { paymentId: string } }>(started).data.paymentId, 'paid');
}

/** A route of two new places and a flight on it (10 days out unless said). */
async function route() {
  const from = await makeLocation(t, admin.auth);
  const to = await makeLocation(t, admin.auth);
  const flight = (extra: Record<string, unknown> = {}) =>
    makeFlight(t, admin.auth, { flightFromCurrentLocation: from.flightLocationName, flightToDestinationLocation: to.flightLocationName, ...extra });
  return { from, to, flight };
}

/** What search shows of the flight for `travellers`: the silver price and its open class. */
async function searched(from: string, to: string, flightId: string, travellers = 1, day = daysFromNow(10)) {
  const res = await t.app.inject({
    url: `/api/show-search-flight-result?travelType=oneWay&flightFromCurrentLocation=${encodeURIComponent(from)}&flightToDestinationLocation=${encodeURIComponent(to)}&flightDepartingDate=${day}&travellers=${travellers}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = json<{ results: Record<string, unknown>[] }>(res).results.find((r) => r._id === flightId)!;
  return { price: found[silver.packageName] as number, fareClass: (found.fareClasses as Record<string, { code: string; seatsAtThisPrice: number }> | undefined)?.[silver.packageName] };
}

/** The flights search shows five travellers on the route's day. */
async function searched5(from: string, to: string, day = daysFromNow(10)) {
  const res = await t.app.inject({
    url: `/api/show-search-flight-result?travelType=oneWay&flightFromCurrentLocation=${encodeURIComponent(from)}&flightToDestinationLocation=${encodeURIComponent(to)}&flightDepartingDate=${day}&travellers=5`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ results: Array<{ _id: string }> }>(res).results;
}

/** The sales report's fares part, yesterday to tomorrow. */
const report = async () => json<FaresReport>(await t.app.inject({ url: `/api/admin/reports/fares?from=${daysFromNow(-1)}&to=${daysFromNow(1)}`, headers: admin.auth }));

const ladder = (flightId: string, classes: object[]) => put(`/api/flight-information/${flightId}/fare-classes`, { packageId: silver._id, classes });

describe('booking classes', () => {
  it('sells the lowest open class in search, the fare calendar, the hold and the payment, nested, and prints the fare basis', async () => {
    const r = await route();
    const flight = await r.flight();
    const set = await ladder(flight._id, [
      { code: 'N', price: 5000, seats: 2 },
      { code: 'E', price: 7000, seats: 3 },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    expect(json<{ data: FlightFareView }>(set).data.packages.find((p) => p.packageId === silver._id)).toMatchObject({ source: 'flight', price: 5000, open: { code: 'N', seatsAtThisPrice: 2 } });

    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 5000, fareClass: { code: 'N', seatsAtThisPrice: 2 } });
    // Three travellers do not fit in N's two seats: they see E.
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id, 3)).toEqual({ price: 7000, fareClass: { code: 'E', seatsAtThisPrice: 3 } });
    const calendar = await t.app.inject({ url: `/api/fare-calendar?from=${encodeURIComponent(r.from.flightLocationName)}&to=${encodeURIComponent(r.to.flightLocationName)}&date=${daysFromNow(10)}&days=1` });
    expect(json<FareCalendarDay[]>(calendar).find((d) => d.date === daysFromNow(10))).toMatchObject({ lowestFare: 5000, flights: 1 });
    const calendarOfThree = await t.app.inject({ url: `/api/fare-calendar?from=${encodeURIComponent(r.from.flightLocationName)}&to=${encodeURIComponent(r.to.flightLocationName)}&date=${daysFromNow(10)}&days=1&travellers=3` });
    expect(json<FareCalendarDay[]>(calendarOfThree).find((d) => d.date === daysFromNow(10))).toMatchObject({ lowestFare: 7000, flights: 1 });

    const held = await guestBooks(flight._id, 1, { expectedPrice: 5000 });
    expect(held.statusCode, held.body).toBe(201);
    const { data: booking, manageToken } = json<{ data: Booking; manageToken: string }>(held);
    expect(booking).toMatchObject({ total: 5000, legs: [{ packagePrice: 5000, fareClass: 'N', fareBasis: `N${silver.packageName.slice(0, 3).toUpperCase()}` }] });
    await pay(manageToken, booking.pnr);
    const paid = json<Booking>(await t.app.inject({ url: `/api/bookings/${booking.pnr}`, headers: bearer(manageToken) }));
    expect(paid).toMatchObject({ status: 'ticketed', total: 5000, legs: [{ fareClass: 'N', packagePrice: 5000 }] });
    const pdf = await t.app.inject({ url: `/api/bookings/${booking.pnr}/ticket.pdf`, headers: bearer(manageToken) });
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(`fare basis N${silver.packageName.slice(0, 3).toUpperCase()}`);
    expect(await report()).toMatchObject({ classes: expect.arrayContaining([{ packageName: silver.packageName, fareClass: 'N', seats: 1, revenue: 5000 }]) });

    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 5000, fareClass: { code: 'N', seatsAtThisPrice: 1 } });
    // Two travellers do not fit in N's last seat: they buy E, and N closes (a cheaper class never sells after a dearer one has).
    const pair = json<{ data: Booking }>(await guestBooks(flight._id, 2)).data;
    expect(pair).toMatchObject({ total: 14000, legs: [{ fareClass: 'E' }] });
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 7000, fareClass: { code: 'E', seatsAtThisPrice: 1 } });
    // E's last seat, then no class is open: the package's own price, with no class.
    expect(json<{ data: Booking }>(await guestBooks(flight._id, 1)).data).toMatchObject({ total: 7000, legs: [{ fareClass: 'E' }] });
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 9995, fareClass: undefined });
    const last = json<{ data: Booking }>(await guestBooks(flight._id, 1)).data;
    expect(last.total).toBe(9995);
    expect(last.legs[0]!.fareClass).toBeUndefined();
  });

  it('prices a flight with its classes’ sales whatever party searched its day before', async () => {
    const r = await route();
    const flight = await r.flight();
    expect((await ladder(flight._id, [{ code: 'N', price: 5000, seats: 2 }, { code: 'E', price: 7000, seats: 30 }])).statusCode).toBe(200);
    expect((await guestBooks(flight._id, 1)).statusCode).toBe(201);
    await t.database.db.execute(sql`update flights set seats_left = 3 where id = ${flight._id}`);
    // Five travellers do not fit on the flight: it is not shown to them, and what they read of the day must not
    // leave its sales out of what one traveller is shown next.
    expect((await searched5(r.from.flightLocationName, r.to.flightLocationName)).some((f) => f._id === flight._id)).toBe(false);
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 5000, fareClass: { code: 'N', seatsAtThisPrice: 1 } });
  });

  it('uses the route’s default ladder unless the flight has its own; `classes: []` removes the flight’s', async () => {
    const r = await route();
    const flight = await r.flight();
    const saved = await put('/api/admin/fare-ladders', { fromId: r.from._id, toId: r.to._id, ladders: [{ packageId: silver._id, classes: [{ code: 'Q', price: 4000, seats: 5 }, { code: 'M', price: 6000, seats: 5 }] }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = json<{ routes: { fromId: string; ladders: { classes: unknown[] }[] }[] }>(await t.app.inject({ url: '/api/admin/fare-ladders', headers: admin.auth }));
    expect(listed.routes.find((x) => x.fromId === r.from._id)?.ladders[0]?.classes).toHaveLength(2);
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 4000, fareClass: { code: 'Q', seatsAtThisPrice: 5 } });
    await ladder(flight._id, [{ code: 'V', price: 3000, seats: 1 }]);
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 3000, fareClass: { code: 'V', seatsAtThisPrice: 1 } });
    await ladder(flight._id, []);
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).toEqual({ price: 4000, fareClass: { code: 'Q', seatsAtThisPrice: 5 } });
  });

  it('lists a flight’s own ladder in the editor though its route has no default, and audits every ladder and promo edit', async () => {
    const r = await route();
    const flight = await r.flight();
    expect((await ladder(flight._id, [{ code: 'V', price: 3000, seats: 2 }])).statusCode).toBe(200);
    const listed = json<{ routes: { fromId: string; ladders: unknown[]; flights: { flightId: string; ladders: { classes: unknown[] }[] }[] }[] }>(
      await t.app.inject({ url: '/api/admin/fare-ladders', headers: admin.auth }),
    );
    const editorRoute = listed.routes.find((x) => x.fromId === r.from._id);
    expect(editorRoute?.ladders).toEqual([]);
    expect(editorRoute?.flights.map((f) => [f.flightId, f.ladders[0]?.classes.length])).toEqual([[flight._id, 1]]);
    expect((await put('/api/admin/fare-ladders', { fromId: r.from._id, toId: r.to._id, ladders: [{ packageId: silver._id, classes: [{ code: 'Q', price: 4000, seats: 5 }] }] })).statusCode).toBe(200);
    const code = `AUD${phones}${Date.now() % 100000}`;
    const made = await post('/api/admin/promo-codes', { code, kind: 'amount', value: 100, validFrom: daysFromNow(-1), validTo: daysFromNow(30), maxUses: 5 }, admin.auth);
    expect(made.statusCode, made.body).toBe(201);
    const audited = async (entity: string, entityId: string) =>
      json<{ action: string; actorEmail: string }[]>(
        await t.app.inject({ url: `/api/admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, headers: admin.auth }),
      ).map((e) => [e.action, e.actorEmail]);
    expect(await audited('flight', flight._id)).toContainEqual(['fare-classes', admin.email]);
    expect(await audited('fare-ladder', `${r.from._id}|${r.to._id}`)).toEqual([['update', admin.email]]);
    expect(await audited('promo-code', json<{ data: PromoCodeView }>(made).data._id)).toEqual([['create', admin.email]]);
  });

  it('closes every class but the dearest by the route’s rules: load factor and days before departure', async () => {
    const r = await route();
    const full = await r.flight({ seatCapacity: 4 });
    const classes = [{ code: 'N', price: 5000, seats: 3 }, { code: 'E', price: 7000, seats: 4 }];
    const rules = (closing: object) => put('/api/admin/fare-ladders', { fromId: r.from._id, toId: r.to._id, ladders: [{ packageId: silver._id, classes }], closing });
    expect((await rules({ loadFactorPercent: 50 })).statusCode).toBe(200);
    expect(json<{ data: Booking }>(await guestBooks(full._id, 1)).data.total).toBe(5000);
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, full._id)).toEqual({ price: 5000, fareClass: { code: 'N', seatsAtThisPrice: 2 } });
    expect(json<{ data: Booking }>(await guestBooks(full._id, 1)).data.total).toBe(5000);
    // Two of four seats sold: 50 %, N closes though it has a seat left.
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, full._id)).toEqual({ price: 7000, fareClass: { code: 'E', seatsAtThisPrice: 4 } });
    expect(json<{ data: Booking }>(await guestBooks(full._id, 1)).data).toMatchObject({ total: 7000, legs: [{ fareClass: 'E' }] });

    const soon = await r.flight({ flightDepartingDate: daysFromNow(5), flightArrivalDate: daysFromNow(5) });
    await rules({ daysBefore: 7 });
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, soon._id, 1, daysFromNow(5))).toEqual({ price: 7000, fareClass: { code: 'E', seatsAtThisPrice: 4 } });
    await rules({ daysBefore: 3 });
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, soon._id, 1, daysFromNow(5))).toEqual({ price: 5000, fareClass: { code: 'N', seatsAtThisPrice: 3 } });
  });

  it('answers 409 with the new price when the class closed between search and hold, and books at it when asked again', async () => {
    const r = await route();
    const flight = await r.flight();
    await ladder(flight._id, [{ code: 'N', price: 5000, seats: 1 }, { code: 'E', price: 7000, seats: 10 }]);
    expect((await searched(r.from.flightLocationName, r.to.flightLocationName, flight._id)).price).toBe(5000);
    expect((await guestBooks(flight._id, 1, { expectedPrice: 5000 })).statusCode).toBe(201);
    const late = await guestBooks(flight._id, 1, { expectedPrice: 5000 });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual({ error: 'The fare of this flight is now ৳7,000 per adult. Book again with that fare to accept it.', newPrice: 7000, legIndex: 0 });
    const again = await guestBooks(flight._id, 1, { expectedPrice: 7000 });
    expect(again.statusCode, again.body).toBe(201);
    expect(json<{ data: Booking }>(again).data).toMatchObject({ total: 7000, legs: [{ fareClass: 'E' }] });
  });

  it('sells a class of 5 seats to exactly 5 of 50 buyers at once; the others get the next class, or 409 when they asked for the low fare', async () => {
    const r = await route();
    const flight = await r.flight({ seatCapacity: 200 });
    await ladder(flight._id, [{ code: 'N', price: 5000, seats: 5 }, { code: 'E', price: 7000, seats: 100 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => guestBooks(flight._id, 1)));
    const made = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(201);
      return json<{ data: Booking }>(a).data;
    });
    expect(made.filter((b) => b.legs[0]!.fareClass === 'N' && b.total === 5000)).toHaveLength(5);
    expect(made.filter((b) => b.legs[0]!.fareClass === 'E' && b.total === 7000)).toHaveLength(45);

    const second = await r.flight({ seatCapacity: 200, flightDepartingTime: '15:00', flightArrivalTime: '16:00' });
    await ladder(second._id, [{ code: 'N', price: 5000, seats: 5 }, { code: 'E', price: 7000, seats: 100 }]);
    const asked = await Promise.all(Array.from({ length: 50 }, () => guestBooks(second._id, 1, { expectedPrice: 5000 })));
    expect(asked.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(asked.filter((a) => a.statusCode === 201).every((a) => json<{ data: Booking }>(a).data.total === 5000)).toBe(true);
    const refused = asked.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(45);
    expect(refused.every((a) => a.statusCode === 409 && a.json().newPrice === 7000)).toBe(true);
    const view = json<FlightFareView>(await t.app.inject({ url: `/api/flight-information/${second._id}/fare-classes`, headers: admin.auth }));
    expect(view.packages.find((p) => p.packageId === silver._id)?.classes.map((c) => [c.code, c.sold, c.status])).toEqual([
      ['N', 5, 'soldOut'],
      ['E', 0, 'open'],
    ]);
  });
});

describe('a change of flight (issue 29) with booking classes', () => {
  it('prices the new leg in the lowest open class for the whole party, counts its seats there while offered and once moved, and gives the old class its seats back', async () => {
    const r = await route();
    const first = await r.flight();
    const other = await r.flight({ flightDepartingTime: '15:00', flightArrivalTime: '16:00' });
    await ladder(first._id, [{ code: 'N', price: 3000, seats: 5 }]);
    // One seat left at 5000: not enough for two, so the pair is priced in E.
    await ladder(other._id, [{ code: 'N', price: 5000, seats: 1 }, { code: 'E', price: 7000, seats: 5 }]);
    const held = await guestBooks(first._id, 2);
    expect(held.statusCode, held.body).toBe(201);
    const { data: booking, manageToken } = json<{ data: Booking; manageToken: string }>(held);
    expect(booking).toMatchObject({ total: 6000, legs: [{ fareClass: 'N' }] });
    await pay(manageToken, booking.pnr);
    const classesOf = async (flightId: string) =>
      json<FlightFareView>(await t.app.inject({ url: `/api/flight-information/${flightId}/fare-classes`, headers: admin.auth }))
        .packages.find((p) => p.packageId === silver._id)!
        .classes.map((c) => [c.code, c.sold, c.status]);

    const options = await t.app.inject({ url: `/api/bookings/${booking.pnr}/change-options?legIndex=0`, headers: bearer(manageToken) });
    expect(options.statusCode, options.body).toBe(200);
    const option = json<ChangeOptions>(options).days.flatMap((d) => d.flights).find((f) => f.flightId === other._id);
    expect(option).toMatchObject({ fareDifference: 2 * (7000 - 3000), total: 8000 });

    const offered = await post(`/api/bookings/${booking.pnr}/change-offers`, { legIndex: 0, flightId: other._id }, bearer(manageToken));
    expect(offered.statusCode, offered.body).toBe(200);
    const offer = json<{ data: ChangeOffer }>(offered).data;
    expect(offer).toMatchObject({ fareDifference: 8000, total: 8000, leg: { packagePrice: 7000 } });
    // The offer names the class it is priced in, and its fare basis, as the leg will once moved.
    expect(offer.leg).toMatchObject({ fareClass: 'E', fareBasis: `E${silver.packageName.slice(0, 3).toUpperCase()}` });
    // The open offer holds its two seats in E.
    expect(await classesOf(other._id)).toEqual([
      ['N', 0, 'closedByNesting'],
      ['E', 2, 'open'],
    ]);

    const accepted = await post(`/api/bookings/${booking.pnr}/changes`, { offerId: offer.offerId }, bearer(manageToken));
    expect(accepted.statusCode, accepted.body).toBe(201);
    await completeTestPayment(t, json<{ data: { paymentId: string } }>(accepted).data.paymentId, 'paid');
    const moved = json<Booking>(await t.app.inject({ url: `/api/bookings/${booking.pnr}`, headers: bearer(manageToken) }));
    expect(moved).toMatchObject({ total: 6000 + 8000, legs: [{ flightId: other._id, fareClass: 'E', fareBasis: `E${silver.packageName.slice(0, 3).toUpperCase()}`, packagePrice: 7000 }] });
    expect(await classesOf(other._id)).toEqual([
      ['N', 0, 'closedByNesting'],
      ['E', 2, 'open'],
    ]);
    expect(await classesOf(first._id)).toEqual([['N', 0, 'open']]);
    // Search sells E to the next buyer: a cheaper class never sells after a dearer one has.
    expect(await searched(r.from.flightLocationName, r.to.flightLocationName, other._id)).toEqual({ price: 7000, fareClass: { code: 'E', seatsAtThisPrice: 3 } });
  });

  it('prices the move at the package’s own price when no class has seats for the party', async () => {
    const r = await route();
    const first = await r.flight();
    const other = await r.flight({ flightDepartingTime: '15:00', flightArrivalTime: '16:00' });
    await ladder(other._id, [{ code: 'N', price: 5000, seats: 1 }]);
    const held = await guestBooks(first._id, 2);
    const { data: booking, manageToken } = json<{ data: Booking; manageToken: string }>(held);
    await pay(manageToken, booking.pnr);
    const offered = await post(`/api/bookings/${booking.pnr}/change-offers`, { legIndex: 0, flightId: other._id }, bearer(manageToken));
    expect(offered.statusCode, offered.body).toBe(200);
    expect(json<{ data: ChangeOffer }>(offered).data).toMatchObject({ fareDifference: 0, total: 0, leg: { packagePrice: booking.legs[0]!.packagePrice } });
    expect(json<{ data: ChangeOffer }>(offered).data.leg.fareClass).toBeUndefined();
    const accepted = await post(`/api/bookings/${booking.pnr}/changes`, { offerId: json<{ data: ChangeOffer }>(offered).data.offerId }, bearer(manageToken));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<{ data: Booking }>(accepted).data.legs[0]).toMatchObject({ flightId: other._id });
    expect(json<{ data: Booking }>(accepted).data.legs[0]!.fareClass).toBeUndefined();
  });
});

describe('promo codes', () => {
  const create = (payload: object) => post('/api/admin/promo-codes', payload, admin.auth);
  let codes = 0;
  const newCode = () => `FLY${Date.now().toString(36).slice(-4).toUpperCase()}${++codes}`;

  it('takes its discount off as a line of its own, on the booking, the ticket and the refund, and lists its uses', async () => {
    const flight = await makeFlight(t, admin.auth);
    const code = newCode();
    const made = await create({ code, kind: 'percent', value: 10, validFrom: daysFromNow(-1), validTo: daysFromNow(30), maxUses: 5 });
    expect(made.statusCode, made.body).toBe(201);
    const check = await t.app.inject({ url: `/api/promo-codes/${code.toLowerCase()}?travellers=2&total=19990` });
    expect(check.json()).toEqual({ code, applies: true, kind: 'percent', value: 10, discount: 1999 });

    const held = await guestBooks(flight._id, 2, { promoCode: code.toLowerCase() });
    expect(held.statusCode, held.body).toBe(201);
    const { data: booking, manageToken } = json<{ data: Booking; manageToken: string }>(held);
    expect(booking).toMatchObject({ total: 19990 - 1999, discount: 1999, promoCode: code });
    await pay(manageToken, booking.pnr);
    const pdf = await t.app.inject({ url: `/api/bookings/${booking.pnr}/ticket.pdf`, headers: bearer(manageToken) });
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(`Promo code ${code}`);

    expect((await report()).promoCodes.find((p) => p.code === code)).toEqual({ code, bookings: 1, discount: 1999, revenue: 17991 });
    const listed = json<PromoCodeView[]>(await t.app.inject({ url: '/api/admin/promo-codes', headers: admin.auth })).find((p) => p.code === code)!;
    expect(listed).toMatchObject({ uses: 1, everUsed: 1, discountGiven: 1999, disabled: false });

    // The refund gives back what was paid less the fees, never the undiscounted fares.
    const quote = await post(`/api/bookings/${booking.pnr}/cancellation-quote`, {}, bearer(manageToken));
    expect(quote.statusCode, quote.body).toBe(200);
    const { refundAmount, fee } = json<{ data: { refundAmount: number; fee: number } }>(quote).data;
    expect(refundAmount + fee).toBeLessThanOrEqual(booking.total);
    expect(refundAmount).toBe(17991 - 2 * 500);

    // Used: it is disabled, never deleted.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${listed._id}`, headers: admin.auth });
    expect(del.statusCode).toBe(409);
    expect((await post(`/api/admin/promo-codes/${listed._id}/disable`, {}, admin.auth)).statusCode).toBe(200);
    const disabled = await guestBooks(flight._id, 1, { promoCode: code });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toMatchObject({ error: `The promo code ${code} is no longer valid.`, fieldErrors: { promoCode: [`The promo code ${code} is no longer valid.`] } });
  });

  it('refuses an unknown, expired, not yet valid, other-route or too-small-party code, naming it', async () => {
    const r = await route();
    const flight = await r.flight();
    const elsewhere = await makeFlight(t, admin.auth);
    const expired = newCode();
    const later = newCode();
    const routed = newCode();
    await create({ code: expired, kind: 'amount', value: 500, validFrom: daysFromNow(-10), validTo: daysFromNow(-2), maxUses: 5 });
    await create({ code: later, kind: 'amount', value: 500, validFrom: daysFromNow(3), validTo: daysFromNow(9), maxUses: 5 });
    await create({ code: routed, kind: 'amount', value: 500, validFrom: daysFromNow(-1), validTo: daysFromNow(9), maxUses: 5, routes: [{ fromId: r.from._id, toId: r.to._id }], minTravellers: 2 });
    const said = async (flightId: string, n: number, code: string) => {
      const res = await guestBooks(flightId, n, { promoCode: code });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as string;
    };
    expect(await said(flight._id, 1, 'NOPE99')).toBe('There is no promo code NOPE99.');
    expect(await said(flight._id, 1, expired)).toBe(`The promo code ${expired} has expired.`);
    expect(await said(flight._id, 1, later)).toBe(`The promo code ${later} is not valid yet.`);
    expect(await said(elsewhere._id, 2, routed)).toBe(`The promo code ${routed} does not apply to this route.`);
    expect(await said(flight._id, 1, routed)).toBe(`The promo code ${routed} needs at least 2 travellers.`);
    const ok = await guestBooks(flight._id, 2, { promoCode: routed });
    expect(json<{ data: Booking }>(ok).data).toMatchObject({ total: 2 * 9995 - 500, discount: 500 });
    const check = await t.app.inject({ url: `/api/promo-codes/${routed}?from=${encodeURIComponent(r.from.flightLocationName)}&to=${encodeURIComponent(r.to.flightLocationName)}&travellers=1` });
    expect(check.json()).toMatchObject({ applies: false, reason: `The promo code ${routed} needs at least 2 travellers.` });
  });

  it('is used at most maxUses times under 20 concurrent bookings', async () => {
    const flight = await makeFlight(t, admin.auth);
    const code = newCode();
    await create({ code, kind: 'amount', value: 1000, validFrom: daysFromNow(-1), validTo: daysFromNow(9), maxUses: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => guestBooks(flight._id, 1, { promoCode: code })));
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(3);
    expect(made.every((a) => json<{ data: Booking }>(a).data.discount === 1000)).toBe(true);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.statusCode === 400 && a.json().error === `The promo code ${code} has been used up.`)).toBe(true);
    expect(json<PromoCodeView[]>(await t.app.inject({ url: '/api/admin/promo-codes', headers: admin.auth })).find((p) => p.code === code)).toMatchObject({ uses: 3 });
  });
});
