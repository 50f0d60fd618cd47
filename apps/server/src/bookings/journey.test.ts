import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { greatCircleKm, journeyMessages, type Booking, type FlightResult } from '@tarmac/shared';
import { flights, subscriptions } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, daysFromNow, holdAndPay, makeFlight, makeLocation, makePackage, startPaymentOf } from '../testing/factories.js';
import { startSmtpServer } from '../testing/smtp.js';
import { PNR_ALPHABET } from './pnr.js';
import { english } from '../testing/english.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string; packageName: string };
let gold: { _id: string; packageName: string };
let dhaka: { flightLocationName: string };
let dubai: { flightLocationName: string };
const day = daysFromNow(20);
const back = daysFromNow(27);

beforeAll(async () => {
  smtp = await startSmtpServer();
  // These journeys are not about the limits against seat blocking (payments/orders.test.ts is).
  t = await createTestApp({ SMTP_URL: smtp.url, HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  alice = await createUser(t, { name: 'Alice' });
  bob = await createUser(t, { name: 'Bob' });
  silver = await makePackage(t, admin.auth, 'silver');
  gold = await makePackage(t, admin.auth, 'gold');
  dhaka = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Dhaka', latitude: 23.8433, longitude: 90.3978, timeZone: 'Asia/Dhaka' });
  dubai = await makeLocation(t, admin.auth, 'international', { flightLocationName: 'Dubai', latitude: 25.2532, longitude: 55.3657, timeZone: 'Asia/Dubai' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const route = (from: { flightLocationName: string }, to: { flightLocationName: string }, date: string, extra: Record<string, unknown> = {}) =>
  makeFlight(t, admin.auth, {
    flightFromCurrentLocation: from.flightLocationName,
    flightToDestinationLocation: to.flightLocationName,
    flightDepartingDate: date,
    flightArrivalDate: date,
    flightDepartingTime: '08:00',
    flightArrivalTime: '11:30',
    silverPackagesPrice: 20000,
    goldPackagesPrice: 30000,
    platinumpackagesPrice: 50000,
    ...extra,
  });

const search = (query: Record<string, string | number>) =>
  t.app.inject({ url: `/api/show-search-flight-result?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}` });

const book = (who: { auth: Record<string, string> }, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) }, payload });

const seatsLeft = async (id: string) => (await t.database.db.select({ n: flights.seatsLeft }).from(flights).where(eq(flights.id, id)))[0]!.n;

describe('search', () => {
  it('finds one-way flights ignoring case, with each package’s price under its name', async () => {
    const f = await route(dhaka, dubai, day, { flightNumber: 'TK501' });
    const res = await search({ travelType: 'oneWay', flightFromCurrentLocation: 'DHAKA', flightToDestinationLocation: 'dubai', flightDepartingDate: day, flightReturningDate: 'undefined' });
    expect(res.statusCode).toBe(200);
    const { results } = json<{ results: FlightResult[] }>(res);
    const found = results.find((r) => r._id === f._id)!;
    expect(found).toMatchObject({ flightNumber: 'TK501', flightFromCurrentLocation: 'Dhaka', flightToDestinationLocation: 'Dubai', seatsLeft: 180 });
    expect(found[silver.packageName]).toBe(20000);
    expect(found[gold.packageName]).toBe(30000);
    expect(found.packageList.map((p) => p.packageName)).toEqual([silver.packageName, gold.packageName]);
    expect(Object.keys(found.packageList[0]!).sort()).toEqual(['_id', 'bagWeight', 'fareRules', 'packageFacility1', 'packageFacility2', 'packageName']);
  });

  it('answers round trips with both directions', async () => {
    const out = await route(dhaka, dubai, day, { flightNumber: 'TK511' });
    const home = await route(dubai, dhaka, back, { flightNumber: 'TK512' });
    const res = await search({ travelType: 'roundTrip', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: day, flightReturningDate: back });
    const body = json<{ departureResults: FlightResult[]; returnResults: FlightResult[] }>(res);
    expect(body.departureResults.map((r) => r._id)).toContain(out._id);
    expect(body.returnResults.map((r) => r._id)).toEqual([home._id]);
  });

  it('answers multi-city searches for the trips asked', async () => {
    const a = await route(dhaka, dubai, daysFromNow(30), { flightNumber: 'TK521' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/show-multi-city-flight-result',
      payload: {
        trip1: [{ flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: daysFromNow(30) }],
        trip2: [{ flightFromCurrentLocation: 'dubai', flightToDestinationLocation: 'dhaka', flightDepartingDate: daysFromNow(31) }],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, { results: FlightResult[] }>>(res);
    expect(Object.keys(body).sort()).toEqual(['trip1', 'trip2']);
    expect(body.trip1!.results.map((r) => r._id)).toEqual([a._id]);
    expect(body.trip2!.results).toEqual([]);
  });

  it('leaves out departed flights and flights with too few seats', async () => {
    const past = await route(dhaka, dubai, daysFromNow(-1), { flightNumber: 'TK531' });
    const small = await route(dhaka, dubai, daysFromNow(40), { flightNumber: 'TK532', seatCapacity: 2 });
    expect(json<{ results: FlightResult[] }>(await search({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: daysFromNow(-1) })).results.map((r) => r._id)).not.toContain(past._id);
    const q = { travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: daysFromNow(40) };
    expect(json<{ results: FlightResult[] }>(await search({ ...q, travellers: 2 })).results.map((r) => r._id)).toEqual([small._id]);
    expect(json<{ results: FlightResult[] }>(await search({ ...q, travellers: 3 })).results).toEqual([]);
  });

  it('refuses missing or malformed criteria with 400 and field errors', async () => {
    const ok = { travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: day };
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ ...ok, flightFromCurrentLocation: '' }, 'flightFromCurrentLocation'],
      [{ ...ok, flightDepartingDate: '21/11/2026' }, 'flightDepartingDate'],
      [{ ...ok, travelType: 'sideways' }, 'travelType'],
      [{ ...ok, travellers: 10 }, 'travellers'],
      [{ ...ok, travelType: 'roundTrip', flightReturningDate: 'undefined' }, 'flightReturningDate'],
      [{ ...ok, flightToDestinationLocation: 'DHAKA' }, 'flightToDestinationLocation'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(json<{ fieldErrors: object }>(res).fieldErrors, JSON.stringify(query)).toHaveProperty(field);
    }
    const four = await t.app.inject({ method: 'POST', url: '/api/show-multi-city-flight-result', payload: { trip1: [], trip4: [] } });
    expect(four.statusCode).toBe(400);
  });
});

describe('bookings', () => {
  it('prices every leg from the database, whatever the client sends, holds the seats and issues tickets once paid', async () => {
    const out = await route(dhaka, dubai, day, { flightNumber: 'TK601' });
    const home = await route(dubai, dhaka, back, { flightNumber: 'TK602' });
    const res = await book(alice, {
      legs: [
        { flightId: out._id, packageId: gold._id, packagePrice: 1 },
        { flightId: home._id, packageId: silver._id, packagePrice: 1 },
      ],
      passengers: [{ name: 'Alice Rahman' }, { name: 'Omar Rahman' }],
      total: 2,
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = json<{ message: string; data: Booking }>(res);
    expect(message).toBe(english(journeyMessages.bookingHeld));
    expect(data.pnr).toMatch(new RegExp(`^[${PNR_ALPHABET}]{6}$`));
    expect(data).toMatchObject({ status: 'held', userEmail: alice.email, travellers: 2, total: (30000 + 20000) * 2 });
    expect(data.legs.map((l) => [l.flightNumber, l.packageName, l.packagePrice])).toEqual([
      ['TK601', gold.packageName, 30000],
      ['TK602', silver.packageName, 20000],
    ]);
    expect(data.passengers.map((p) => p.name)).toEqual(['Alice Rahman', 'Omar Rahman']);
    expect(data.passengers.flatMap((p) => p.tickets)).toEqual([]);
    expect(await seatsLeft(out._id)).toBe(178);

    const { paymentId } = await startPaymentOf(t, alice.auth, data.pnr);
    await completeTestPayment(t, paymentId, 'paid');
    const paid = json<Booking>(await t.app.inject({ url: `/api/bookings/${data.pnr}`, headers: alice.auth }));
    expect(paid.status).toBe('ticketed');
    const numbers = paid.passengers.flatMap((p) => p.tickets);
    expect(numbers).toHaveLength(4);
    numbers.forEach((n) => expect(n).toMatch(/^\d{13}$/));
    expect(new Set(numbers).size).toBe(4);
    expect(await seatsLeft(out._id)).toBe(178);

    const mail = await smtp.waitFor(alice.email);
    expect(mail.subject).toContain(data.pnr);
    expect(mail.text).toContain('1,00,000 TK');
  });

  it('shows the seats left in search at once after a booking and a cancellation', async () => {
    const date = daysFromNow(49);
    const f = await route(dhaka, dubai, date, { flightNumber: 'TK610', seatCapacity: 5 });
    const q = { travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: date };
    const seen = async (travellers = 1) =>
      json<{ results: FlightResult[] }>(await search({ ...q, travellers })).results.find((r) => r._id === f._id)?.seatsLeft;
    expect(await seen()).toBe(5);
    const made = json<{ data: Booking }>(await book(alice, { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: 'A' }, { name: 'B' }] })).data;
    expect(await seen()).toBe(3);
    expect(await seen(4)).toBeUndefined();
    await t.app.inject({ method: 'POST', url: `/api/bookings/${made.pnr}/cancel`, headers: alice.auth });
    expect(await seen(4)).toBe(5);
  });

  it('answers 409 when the seats ran out, and sells nothing', async () => {
    const f = await route(dhaka, dubai, daysFromNow(50), { flightNumber: 'TK611', seatCapacity: 2 });
    const res = await book(alice, { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe(english(journeyMessages.soldOut));
    expect(await seatsLeft(f._id)).toBe(2);
    expect(json<Booking[]>(await t.app.inject({ url: '/api/bookings', headers: alice.auth })).some((b) => b.legs[0]!.flightId === f._id)).toBe(false);
  });

  it('never sells more seats than there are, under concurrent bookings', async () => {
    const f = await route(dhaka, dubai, daysFromNow(51), { flightNumber: 'TK612', seatCapacity: 3 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(i % 2 ? alice : bob, { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: `P${i}` }] })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    expect(await seatsLeft(f._id)).toBe(0);
  });

  it('makes one booking for one idempotency key, even for concurrent retries', async () => {
    const f = await route(dhaka, dubai, daysFromNow(52), { flightNumber: 'TK613' });
    const payload = { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: 'Double Click' }] };
    const [a, b] = await Promise.all([book(alice, payload, 'key-1'), book(alice, payload, 'key-1')]);
    const c = await book(alice, payload, 'key-1');
    const pnrs = new Set([a, b, c].map((r) => json<{ data: Booking }>(r).data.pnr));
    expect(pnrs.size).toBe(1);
    expect(await seatsLeft(f._id)).toBe(179);
    // Another user's identical key is their own booking.
    expect(json<{ data: Booking }>(await book(bob, payload, 'key-1')).data.pnr).not.toBe([...pnrs][0]);
  });

  it('refuses bad legs and travellers with 400', async () => {
    const past = await route(dhaka, dubai, daysFromNow(-2), { flightNumber: 'TK614' });
    const f = await route(dhaka, dubai, daysFromNow(53), { flightNumber: 'TK615' });
    const cases: Array<[object, string]> = [
      [{ legs: [], passengers: [{ name: 'A' }] }, 'legs'],
      [{ legs: [{ flightId: past._id, packageId: silver._id }], passengers: [{ name: 'A' }] }, 'legs.0.flightId'],
      [{ legs: [{ flightId: f._id, packageId: f._id }], passengers: [{ name: 'A' }] }, 'legs.0.packageId'],
      [{ legs: [{ flightId: 'nope', packageId: silver._id }], passengers: [{ name: 'A' }] }, 'legs.0.flightId'],
      [{ legs: [{ flightId: f._id, packageId: silver._id }], passengers: [] }, 'passengers'],
      [{ legs: [{ flightId: f._id, packageId: silver._id }], passengers: Array.from({ length: 10 }, () => ({ name: 'X' })) }, 'passengers'],
      [{ legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: ' ' }] }, 'passengers.0.name'],
    ];
    for (const [payload, field] of cases) {
      const res = await book(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ fieldErrors: object }>(res).fieldErrors, JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect(await seatsLeft(f._id)).toBe(180);
    // A visitor without an account may book as a guest, but only with legs, passengers and a contact.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: {} });
    expect(anonymous.statusCode).toBe(400);
    expect(json<{ fieldErrors: object }>(anonymous).fieldErrors).toHaveProperty(['legs']);
  });

  it('shows a booking to its owner and admins only, and cancels it back onto sale', async () => {
    const f = await route(dhaka, dubai, daysFromNow(54), { flightNumber: 'TK616' });
    const made = json<{ data: Booking }>(await book(alice, { legs: [{ flightId: f._id, packageId: gold._id }], passengers: [{ name: 'A' }, { name: 'B' }] })).data;
    expect((await t.app.inject({ url: `/api/bookings/${made.pnr}`, headers: alice.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/bookings/${made.pnr.toLowerCase()}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/bookings/${made.pnr}`, headers: bob.auth })).statusCode).toBe(404);
    expect(json<Booking[]>(await t.app.inject({ url: '/api/bookings', headers: bob.auth })).some((b) => b.pnr === made.pnr)).toBe(false);
    const mine = json<Booking[]>(await t.app.inject({ url: '/api/bookings', headers: alice.auth }));
    expect(mine[0]!.pnr).toBe(made.pnr);

    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${made.pnr}/cancel`, headers: bob.auth })).statusCode).toBe(404);
    expect(await seatsLeft(f._id)).toBe(178);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${made.pnr}/cancel`, headers: alice.auth });
    expect(cancel.statusCode).toBe(200);
    expect(json<{ data: Booking }>(cancel).data.status).toBe('cancelled');
    expect(await seatsLeft(f._id)).toBe(180);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${made.pnr}/cancel`, headers: alice.auth })).statusCode).toBe(409);
  });

  it('keeps flights and packages that bookings use', async () => {
    const f = await route(dhaka, dubai, daysFromNow(55), { flightNumber: 'TK617' });
    const pkg = await makePackage(t, admin.auth, 'platinum');
    await book(alice, { legs: [{ flightId: f._id, packageId: pkg._id }], passengers: [{ name: 'A' }] });
    const delFlight = await t.app.inject({ method: 'DELETE', url: `/api/delete-flight-information?id=${f._id}`, headers: admin.auth });
    expect(delFlight.statusCode).toBe(409);
    expect(json(delFlight).error).toMatch(/bookings/);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/packages-data-delete?id=${pkg._id}`, headers: admin.auth })).statusCode).toBe(409);
    // Capacity cannot shrink below the seats sold.
    const shrink = await t.app.inject({
      method: 'PUT',
      url: `/api/flight-information/${f._id}`,
      headers: admin.auth,
      payload: {
        ...Object.fromEntries(Object.entries(f).filter(([k]) => !['_id', 'seatsLeft', 'createdAt', 'updatedAt'].includes(k))),
        pilotsOfPlaneId: (f.pilotsOfPlaneId as { _id: string })._id,
        cabinCrewId: (f.cabinCrewId as { _id: string })._id,
        seatCapacity: 0 + 1,
      },
    });
    expect(shrink.statusCode).toBe(200);
    const shrink2 = await t.app.inject({
      method: 'PUT',
      url: `/api/flight-information/${f._id}`,
      headers: admin.auth,
      payload: { ...JSON.parse(shrink.payload).data, pilotsOfPlaneId: (f.pilotsOfPlaneId as { _id: string })._id, cabinCrewId: (f.cabinCrewId as { _id: string })._id, seatCapacity: 1 },
    });
    expect(shrink2.statusCode).toBe(200);
    expect(await seatsLeft(f._id)).toBe(0);
  });
});

describe('admin views', () => {
  it('filters all bookings, lists a flight’s manifest and the passengers with distances flown', async () => {
    const f = await route(dhaka, dubai, daysFromNow(56), { flightNumber: 'TK618' });
    const made = await holdAndPay(t, bob.auth, { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: 'Bob Senior' }, { name: 'Bob Junior' }] });
    // A held booking is not on the manifest yet: it has no tickets.
    await book(bob, { legs: [{ flightId: f._id, packageId: silver._id }], passengers: [{ name: 'Bob Unpaid' }] });
    expect((await t.app.inject({ url: '/api/admin/bookings', headers: bob.auth })).statusCode).toBe(403);
    const byPnr = json<Booking[]>(await t.app.inject({ url: `/api/admin/bookings?pnr=${made.pnr}`, headers: admin.auth }));
    expect(byPnr.map((b) => b.pnr)).toEqual([made.pnr]);
    // "confirmed" is the old name of "ticketed" and still filters the paid bookings.
    for (const status of ['confirmed', 'ticketed']) {
      const byFlight = json<Booking[]>(await t.app.inject({ url: `/api/admin/bookings?flightId=${f._id}&status=${status}`, headers: admin.auth }));
      expect(byFlight.map((b) => b.pnr)).toEqual([made.pnr]);
    }
    const held = json<Booking[]>(await t.app.inject({ url: `/api/admin/bookings?flightId=${f._id}&status=held`, headers: admin.auth }));
    expect(held.map((b) => b.passengers[0]!.name)).toEqual(['Bob Unpaid']);
    const byEmail = json<Booking[]>(await t.app.inject({ url: `/api/admin/bookings?email=${encodeURIComponent(bob.email)}`, headers: admin.auth }));
    expect(byEmail.every((b) => b.userEmail === bob.email)).toBe(true);

    const manifest = json<{ flight: { flightNumber: string }; passengers: Array<{ name: string; ticket: string; pnr: string }> }>(
      await t.app.inject({ url: `/api/admin/flights/${f._id}/manifest`, headers: admin.auth }),
    );
    expect(manifest.flight.flightNumber).toBe('TK618');
    expect(manifest.passengers.map((p) => p.name)).toEqual(['Bob Senior', 'Bob Junior']);
    expect(manifest.passengers.map((p) => p.ticket)).toEqual(made.passengers.map((p) => p.tickets[0]));

    const passengers = json<Array<{ email: string; travelCount: number; totalDistanceKm: number }>>(
      await t.app.inject({ url: '/api/admin/passengers', headers: admin.auth }),
    );
    const bobRow = passengers.find((p) => p.email === bob.email)!;
    expect(bobRow.travelCount).toBeGreaterThanOrEqual(1);
    const leg = greatCircleKm({ latitude: 23.8433, longitude: 90.3978 }, { latitude: 25.2532, longitude: 55.3657 });
    expect(bobRow.totalDistanceKm).toBe(Math.round(leg * bobRow.travelCount));
  });

  it('measures great-circle distances', () => {
    // Dhaka (DAC) to Dubai (DXB) is about 3,540 km; London (LHR) to New York (JFK) about 5,540 km.
    expect(Math.round(greatCircleKm({ latitude: 23.8433, longitude: 90.3978 }, { latitude: 25.2532, longitude: 55.3657 }) / 10)).toBeCloseTo(354, -1);
    expect(greatCircleKm({ latitude: 51.47, longitude: -0.4543 }, { latitude: 40.6413, longitude: -73.7781 })).toBeGreaterThan(5500);
    expect(greatCircleKm({ latitude: 51.47, longitude: -0.4543 }, { latitude: 40.6413, longitude: -73.7781 })).toBeLessThan(5600);
  });
});

describe('contact and subscribe', () => {
  it('stores contact messages for admins to read', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: { username: 'Rafi', phone: '01700000000', message: 'Baggage question' } });
    expect(res.statusCode).toBe(201);
    const bad = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: { username: 'Rafi', phone: '', message: '' } });
    expect(Object.keys(json<{ fieldErrors: object }>(bad).fieldErrors).sort()).toEqual(['message', 'phone']);
    expect((await t.app.inject({ url: '/api/contact-messages', headers: alice.auth })).statusCode).toBe(403);
    const list = json<Array<{ username: string; message: string }>>(await t.app.inject({ url: '/api/contact-messages', headers: admin.auth }));
    expect(list.at(-1)).toMatchObject({ username: 'Rafi', message: 'Baggage question' });
  });

  it('subscribes an e-mail once and answers a known address exactly as a new one (the answer tells no one who is on the list)', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'Fan@Example.com' } });
    expect(first.statusCode).toBe(201);
    expect(json(first).message).toBe(english(journeyMessages.subscribed));
    const again = await t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'fan@example.com' } });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, 'fan@example.com'))).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'nope' } })).statusCode).toBe(400);
  });
});
