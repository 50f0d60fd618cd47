import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardingPass, Booking, FlightManifest, SeatMap, ServiceOffer, ServicePrices } from '@tarmac/shared';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { cancelWithQuote, completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage, startPaymentOf } from '../testing/factories.js';
import { expireHolds } from '../bookings/lifecycle.js';
import { pdfPages } from '../testing/pdf-text.js';

/**
 * API.md "More than a seat (order services)": offers priced per package and route, seats taken with the hold and
 * given back with it, one seat for one traveller (also in a race), services added and paid after ticketing,
 * document numbers, refunds on cancellation, and the chosen seat kept at check-in.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string };
let gold: { _id: string };
let platinum: { _id: string };
let nonRefundable: { _id: string };

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  owner = await createUser(t);
  other = await createUser(t);
  silver = await makePackage(t, admin.auth, 'silver');
  gold = await makePackage(t, admin.auth, 'gold');
  platinum = await makePackage(t, admin.auth, 'platinum');
  nonRefundable = await makePackage(t, admin.auth, 'silver', { refundable: false });
});
afterAll(() => t?.close());

type Auth = { authorization: string };
const adult = (firstName: string, lastName = 'Rahman') => ({ title: 'Mr', firstName, lastName, type: 'adult' });
const infant = (firstName: string) => ({ title: 'Mstr', firstName, lastName: 'Rahman', type: 'infant', dateOfBirth: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10) });
const post = (url: string, payload: object, auth: Auth = owner.auth) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const get = (url: string, auth: Auth = owner.auth) => t.app.inject({ url, headers: auth });
const hold = (flightId: string, packageId: string, services: object[] = [], passengers: object[] = [adult('Karim')], auth: Auth = owner.auth) =>
  post('/api/bookings', { legs: [{ flightId, packageId }], passengers, ...(services.length ? { services } : {}) }, auth);
const bookingOf = (res: { json(): unknown }) => (res.json() as { data: Booking }).data;
const offersOf = async (pnr: string, auth: Auth = owner.auth) => {
  const res = await get(`/api/bookings/${pnr}/service-offers`, auth);
  expect(res.statusCode).toBe(200);
  return res.json() as ServiceOffer[];
};
const seatOffer = (offers: ServiceOffer[], seat: string, passengerIndex = 0) => offers.find((o) => o.code === 'SEAT' && o.seat === seat && o.passengerIndex === passengerIndex);
const pay = async (pnr: string, auth: Auth = owner.auth) => {
  const { paymentId } = await startPaymentOf(t, auth, pnr);
  await completeTestPayment(t, paymentId, 'paid');
  return read(pnr, auth);
};
const read = async (pnr: string, auth: Auth = owner.auth) => (await get(`/api/bookings/${pnr}`, auth)).json() as Booking;
const seatMap = async (flightId: string) => (await get(`/api/flights/${flightId}/seat-map`)).json() as SeatMap;
const seatFree = (map: SeatMap, seat: string) => map.rows.flatMap((r) => r.seats).find((s) => s.seat === seat)?.available;

describe('service offers', () => {
  it('prices seats by kind on silver and gold, free on platinum; bags on any route; no meals at home; free assistance', async () => {
    const flight = await makeFlight(t, admin.auth);
    const prices: Record<string, number[]> = {};
    for (const [name, pkg] of [['silver', silver], ['gold', gold], ['platinum', platinum]] as const) {
      const res = await hold(flight._id, pkg._id);
      expect(res.statusCode).toBe(201);
      const offers = await offersOf(bookingOf(res).pnr);
      prices[name] = [seatOffer(offers, '2A')!.price, seatOffer(offers, '12C')!.price];
      expect(offers.filter((o) => o.kind === 'bag').map((o) => [o.code, o.price])).toEqual([['XBAG5', 450], ['XBAG10', 850], ['XBAG20', 1600]]);
      expect(offers.filter((o) => o.kind === 'meal')).toEqual([]);
      expect(offers.filter((o) => o.kind === 'assistance').map((o) => [o.code, o.price])).toEqual([['WCHR', 0], ['WCHS', 0], ['WCHC', 0], ['BLND', 0], ['DEAF', 0], ['MEDA', 0]]);
      expect(seatOffer(offers, '12C')!.name).toBe('Seat 12C');
    }
    expect(prices).toEqual({ silver: [500, 300], gold: [350, 200], platinum: [0, 0] });
  });

  it('offers meals on international legs, a bassinet to an adult with an infant, and a route its own bag price', async () => {
    const abroad = await makeLocation(t, admin.auth, 'international');
    const flight = await makeFlight(t, admin.auth, { flightToDestinationLocation: abroad.flightLocationName });
    const current = (await get('/api/admin/service-prices', admin.auth)).json() as ServicePrices;
    const passport = (p: object, n: string) => ({ ...p, passportNumber: `BD${n}`, passportExpiry: '2040-01-01', nationality: 'BD', dateOfBirth: (p as { dateOfBirth?: string }).dateOfBirth ?? '1980-01-01' });
    const res = await hold(flight._id, silver._id, [], [passport(adult('Karim'), '123456'), passport(infant('Rafi'), '654321')]);
    expect(res.body).toContain('"status":"held"');
    expect(res.statusCode).toBe(201);
    const offers = await offersOf(bookingOf(res).pnr);
    expect(offers.filter((o) => o.kind === 'meal').map((o) => [o.code, o.name, o.price])).toEqual([
      ['MOML', 'Halal meal', 550],
      ['HNML', 'Hindu meal', 550],
      ['VGML', 'Vegetarian meal', 550],
      ['CHML', 'Child meal', 450],
    ]);
    expect(offers.filter((o) => o.code === 'BSCT').map((o) => o.passengerIndex)).toEqual([0]);
    // No service for the lap infant.
    expect(offers.some((o) => o.passengerIndex === 1)).toBe(false);
    // A bag asked with a hold is priced from the catalogue kept in memory (decision 058): read now, before the change.
    const bagBuyer = await createUser(t);
    const bagHold = () => hold(flight._id, silver._id, [{ code: 'XBAG10', legIndex: 0, passengerIndex: 0 }], [passport(adult('Karim'), '123457')], bagBuyer.auth);
    const before = await bagHold();
    expect(before.statusCode, before.body).toBe(201);
    const anyRoute = current.bags.find((b) => b.code === 'XBAG10' && b.fromId === null)!.price;
    expect(bookingOf(before).services!.map((s) => s.price)).toEqual([anyRoute]);
    // The admin gives this route its own bag prices.
    const route = await t.database.db.execute(sql`select from_id, to_id from flights where id = ${flight._id}`);
    const { from_id, to_id } = (route as unknown as { rows: { from_id: string; to_id: string }[] }).rows[0]!;
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/service-prices', headers: admin.auth, payload: { ...current, bags: [...current.bags, { code: 'XBAG10', fromId: from_id, toId: to_id, price: 700 }] } });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('The service prices are saved.');
    const after = await offersOf(bookingOf(res).pnr);
    expect(after.find((o) => o.code === 'XBAG10')!.price).toBe(700);
    expect(after.find((o) => o.code === 'XBAG5')!.price).toBe(450);
    // The next hold's bag is at the new price: saving the prices emptied the catalogue kept in memory.
    const later = await bagHold();
    expect(later.statusCode, later.body).toBe(201);
    expect(bookingOf(later).services!.map((s) => s.price)).toEqual([700]);
    expect(bookingOf(later).total - bookingOf(before).total).toBe(700 - anyRoute);
    // Restored for the other tests.
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/service-prices', headers: admin.auth, payload: current })).statusCode).toBe(200);
  });

  it('lets only admins read and change the prices', async () => {
    expect((await get('/api/admin/service-prices')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/service-prices', headers: owner.auth, payload: { seats: [], bags: [], meals: [] } })).statusCode).toBe(403);
    const prices = (await get('/api/admin/service-prices', admin.auth)).json() as ServicePrices;
    expect(prices.seats).toContainEqual({ tier: 'silver', kind: 'extraLegroom', price: 900 });
  });
});

describe('seats and bags with the hold', () => {
  it('adds them to the total, takes the seat from the map, and issues each with its own document number when paid', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await hold(flight._id, silver._id, [
      { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '12c' },
      { code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: '12D' },
      { code: 'XBAG10', legIndex: 0, passengerIndex: 0 },
    ], [adult('Karim'), adult('Rahim')]);
    expect(res.statusCode).toBe(201);
    const held = bookingOf(res);
    expect(held.total).toBe(2 * 9995 + 300 + 300 + 850);
    expect(held.balanceDue).toBe(held.total);
    expect(held.services!.map((s) => [s.code, s.seat ?? null, s.price, s.status, s.documentNumber])).toEqual([
      ['SEAT', '12C', 300, 'held', null],
      ['XBAG10', null, 850, 'held', null],
      ['SEAT', '12D', 300, 'held', null],
    ]);
    expect(seatFree(await seatMap(flight._id), '12C')).toBe(false);
    // Another traveller cannot have it.
    const clash = await hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '12C' }], [adult('Bob', 'Khan')], other.auth);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('Seat 12C has just been taken by another traveller; please choose another seat.');

    const paid = await pay(held.pnr);
    expect(paid.status).toBe('ticketed');
    expect(paid.balanceDue).toBe(0);
    const docs = paid.services!.map((s) => s.documentNumber);
    expect(paid.services!.every((s) => s.status === 'issued')).toBe(true);
    expect(docs.every((d) => /^\d{13}$/.test(d ?? ''))).toBe(true);
    expect(new Set(docs).size).toBe(3);
    const tickets = paid.passengers.flatMap((p) => p.tickets);
    expect(docs.some((d) => tickets.includes(d!))).toBe(false);
    // The e-ticket PDF prints each passenger's extras with their documents.
    const pdf = await get(`/api/bookings/${held.pnr}/ticket.pdf`);
    expect(pdf.statusCode).toBe(200);
    const [first, second] = await pdfPages(pdf.rawPayload);
    const bag = paid.services!.find((x) => x.code === 'XBAG10')!;
    expect(first!.replace(/\s+/g, ' ')).toContain(`Extra bag 10 kg (EMD ${bag.documentNumber})`);
    expect(second!.replace(/\s+/g, ' ')).toContain('Seat 12D (EMD');
  });

  it('refuses a service not offered with a 400 naming it, and a meal at home', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await hold(flight._id, silver._id, [{ code: 'MOML', legIndex: 0, passengerIndex: 0 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['services.0.code'][0]).toBe('Halal meal is not offered to passenger 1 on flight 1; choose from the offers shown.');
    const twice = await hold(flight._id, silver._id, [
      { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3A' },
      { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3B' },
    ]);
    expect(twice.statusCode).toBe(400);
    // Nothing half-written: the seats are free.
    const map = await seatMap(flight._id);
    expect([seatFree(map, '3A'), seatFree(map, '3B')]).toEqual([true, true]);
  });

  it('gives the seat back when the hold expires', async () => {
    const flight = await makeFlight(t, admin.auth);
    const held = bookingOf(await hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '7F' }]));
    expect(seatFree(await seatMap(flight._id), '7F')).toBe(false);
    expect(await expireHolds(t.ctx, new Date(Date.now() + 3 * 3_600_000), { bookingIds: [held._id] })).toEqual([held._id]);
    expect(seatFree(await seatMap(flight._id), '7F')).toBe(true);
    const after = await read(held.pnr);
    expect(after.services!.map((s) => s.status)).toEqual(['cancelled']);
    expect(after.balanceDue).toBe(0);
    const next = await hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '7F' }], [adult('Bob', 'Khan')], other.auth);
    expect(next.statusCode).toBe(201);
  });

  it('gives one seat to one of two travellers asking for it at once', async () => {
    const flight = await makeFlight(t, admin.auth);
    const asks = await Promise.all([owner, other, owner, other].map((u, i) => hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '1A' }], [adult(['Ana', 'Bea', 'Cid', 'Dan'][i]!)], u.auth)));
    expect(asks.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const seats = await t.database.db.execute(sql`select count(*)::int as n from booking_services where flight_id = ${flight._id} and seat = '1A' and status in ('held', 'issued')`);
    expect((seats as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('services after ticketing', () => {
  it('issues free assistance at once, makes a paid bag a balance due, and issues it when that is paid', async () => {
    const flight = await makeFlight(t, admin.auth);
    const paid = await pay(bookingOf(await hold(flight._id, silver._id)).pnr);
    expect(paid.total).toBe(9995);
    const added = await post(`/api/bookings/${paid.pnr}/services`, { items: [{ code: 'WCHR', legIndex: 0, passengerIndex: 0 }, { code: 'XBAG10', legIndex: 0, passengerIndex: 0 }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('The services are added; 850 is due, please pay to confirm them.');
    const owing = bookingOf(added);
    expect(owing.balanceDue).toBe(850);
    expect(owing.services!.map((s) => [s.code, s.status, /^\d{13}$/.test(s.documentNumber ?? '')]).sort()).toEqual([
      ['WCHR', 'issued', true],
      ['XBAG10', 'held', false],
    ]);
    const after = await pay(paid.pnr);
    expect(after.balanceDue).toBe(0);
    expect(after.total).toBe(9995 + 850);
    expect(after.services!.every((s) => s.status === 'issued')).toBe(true);
    expect(after.payments.map((p) => [p.amount, p.status])).toEqual([[9995, 'paid'], [850, 'paid']]);
    // The sales report counts the bag's revenue on the day it was issued (with whatever else was sold today).
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const report = (await get(`/api/admin/reports/sales?from=${today}&to=${today}`, admin.auth)).json() as { serviceRevenue?: Record<string, number> }[];
    expect(report[0]!.serviceRevenue!.bag).toBeGreaterThanOrEqual(850);
    expect(report[0]!.serviceRevenue!.assistance).toBe(0);
    // Its CSV carries the same per-kind revenue in columns of their own.
    const csv = (await get(`/api/admin/reports/sales?from=${today}&to=${today}&format=csv`, admin.auth)).body.trim().split('\r\n');
    expect(csv[0]).toBe('day,bookings,seats,revenue,refunds,seatRevenue,bagRevenue,mealRevenue');
    expect(csv[1]!.split(',').slice(5)).toEqual([report[0]!.serviceRevenue!.seat, report[0]!.serviceRevenue!.bag, report[0]!.serviceRevenue!.meal].map(String));
    // The manifest shows the bag and the wheelchair.
    const manifest = (await get(`/api/admin/flights/${flight._id}/manifest`, admin.auth)).json() as FlightManifest;
    expect(manifest.passengers.find((p) => p.pnr === paid.pnr)!.services).toEqual(['WCHR', 'XBAG10']);
  });

  it('adds extras to a hold (its total grows) and issues them when it is paid', async () => {
    const flight = await makeFlight(t, admin.auth);
    const held = bookingOf(await hold(flight._id, gold._id));
    const added = await post(`/api/bookings/${held.pnr}/services`, { items: [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3C' }, { code: 'XBAG10', legIndex: 0, passengerIndex: 0 }, { code: 'BLND', legIndex: 0, passengerIndex: 0 }] });
    expect(added.statusCode).toBe(200);
    expect(bookingOf(added)).toMatchObject({ status: 'held', total: 12000 + 350 + 850, balanceDue: 12000 + 350 + 850 });
    const paid = await pay(held.pnr);
    expect(paid.services!.map((s) => s.status)).toEqual(['issued', 'issued', 'issued']);
    expect(paid.payments.map((p) => p.amount)).toEqual([13200]);
  });

  it('refunds issued services with the fare on cancellation by the fare rules', async () => {
    const flight = await makeFlight(t, admin.auth);
    const refundable = await pay(bookingOf(await hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '9A' }, { code: 'XBAG5', legIndex: 0, passengerIndex: 0 }])).pnr);
    const cancelled = await cancelWithQuote(t, owner.auth, refundable.pnr);
    expect(cancelled.statusCode).toBe(200);
    const gone = bookingOf(cancelled);
    expect(gone.services!.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    expect(gone.refunds.reduce((s, r) => s + r.amount, 0)).toBe(9995 + 300 + 450);
    expect(seatFree(await seatMap(flight._id), '9A')).toBe(true);

    const kept = await pay(bookingOf(await hold(flight._id, nonRefundable._id, [{ code: 'XBAG5', legIndex: 0, passengerIndex: 0 }])).pnr);
    const none = bookingOf(await cancelWithQuote(t, owner.auth, kept.pnr));
    expect(none.services!.map((s) => s.status)).toEqual(['cancelled']);
    expect(none.refunds).toEqual([]);
  });

  it('gives up a paid seat when its leg moves to another flight, refunding its price; the bag goes with the leg', async () => {
    const from = await makeLocation(t, admin.auth);
    const to = await makeLocation(t, admin.auth);
    const onRoute = (day: string) =>
      makeFlight(t, admin.auth, { flightFromCurrentLocation: from.flightLocationName, flightToDestinationLocation: to.flightLocationName, flightDepartingDate: day, flightArrivalDate: day });
    const first = await onRoute(daysFromNow(10));
    const next = await onRoute(daysFromNow(11));
    const paid = await pay(bookingOf(await hold(first._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '9A' }, { code: 'XBAG5', legIndex: 0, passengerIndex: 0 }])).pnr);
    expect(paid.total).toBe(9995 + 300 + 450);
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/flight-information/${first._id}/status`, headers: admin.auth, payload: { status: 'cancelled', reason: 'Aircraft change' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moved = await post(`/api/bookings/${paid.pnr}/rebook`, { legIndex: 0, flightId: next._id });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await read(paid.pnr);
    expect(after.services!.map((s) => [s.code, s.status])).toEqual([['SEAT', 'refunded'], ['XBAG5', 'issued']]);
    expect(after.total).toBe(9995 + 450);
    expect(after.refunds.map((r) => r.amount)).toEqual([300]);
    expect(seatFree(await seatMap(next._id), '9A')).toBe(true);
  });

  it('prints the services of the legs that remain, under their own flight, after a leg is cancelled alone', async () => {
    const out = await makeFlight(t, admin.auth);
    const on = await makeFlight(t, admin.auth, { flightDepartingDate: daysFromNow(12), flightArrivalDate: daysFromNow(12) });
    const services = [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '9A' }, { code: 'XBAG5', legIndex: 1, passengerIndex: 0 }];
    const held = await post('/api/bookings', { legs: [{ flightId: out._id, packageId: silver._id }, { flightId: on._id, packageId: silver._id }], passengers: [adult('Karim')], services });
    expect(held.statusCode, held.body).toBe(201);
    const paid = await pay(bookingOf(held).pnr);
    const quote = await post(`/api/bookings/${paid.pnr}/cancellation-quote`, { legs: [0] });
    expect(quote.statusCode, quote.body).toBe(200);
    const cancelled = await post(`/api/bookings/${paid.pnr}/cancel`, { quoteId: (quote.json() as { data: { quoteId: string } }).data.quoteId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [page] = await pdfPages((await get(`/api/bookings/${paid.pnr}/ticket.pdf`)).rawPayload);
    expect(page).toContain(on.flightNumber);
    expect(page).not.toContain(out.flightNumber);
    expect(page).toContain('Extra bag 5 kg (EMD');
    expect(page).not.toContain('Seat 9A');
  });

  it('keeps the seat chosen at booking at check-in, and shows the bag on the boarding pass', async () => {
    const MINUTE = 60_000;
    const local = (ms: number) => new Date(Math.floor((Date.now() + ms) / MINUTE) * MINUTE + 6 * 3_600_000).toISOString();
    const out = local(5 * 3_600_000);
    const arrive = local(6 * 3_600_000);
    const flight = await makeFlight(t, admin.auth, { flightDepartingDate: out.slice(0, 10), flightDepartingTime: out.slice(11, 16), flightArrivalDate: arrive.slice(0, 10), flightArrivalTime: arrive.slice(11, 16) });
    const paid = await pay(bookingOf(await hold(flight._id, silver._id, [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '4C' }, { code: 'XBAG20', legIndex: 0, passengerIndex: 0 }])).pnr);
    // Someone else cannot take it at check-in.
    const stranger = await pay(bookingOf(await hold(flight._id, silver._id, [], [adult('Bob', 'Khan')], other.auth)).pnr, other.auth);
    const taken = await post(`/api/bookings/${stranger.pnr}/check-in`, { legIndex: 0, passengers: [{ index: 0, seat: '4C' }] }, other.auth);
    expect(taken.statusCode).toBe(409);
    const res = await post(`/api/bookings/${paid.pnr}/check-in`, { legIndex: 0, passengers: [{ index: 0 }] });
    expect(res.statusCode).toBe(201);
    const [pass] = (res.json() as { data: BoardingPass[] }).data;
    expect(pass!.seat).toBe('4C');
    expect(pass!.services).toEqual(['XBAG20']);
  });
});

describe('services asked with the hold', () => {
  // The hold offers and prices them from the catalogue kept in memory, and looks at the seats under its locks in its
  // SQL (hold-services.ts, bookings/sql/hold.sql); the same items added to a plain hold (POST …/services) are offered
  // from what the database says now (services.ts offersFor). Both must answer alike, case by case.
  it('are refused and priced as the same items added to a hold afterwards', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    const abroad = await makeLocation(t, admin.auth, 'international');
    const layout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cabin-layouts',
      headers: admin.auth,
      payload: { name: 'Hold test 8 rows', rows: 8, letters: 'ABC-DEF', extraLegroomRows: [7], exitRows: [8], blockedSeats: ['6B'], bassinetSeats: ['1A'], planeNumbers: ['S2-HLD'] },
    });
    expect(layout.statusCode, layout.body).toBe(201);
    const passport = (p: object, n: string) => ({ ...p, passportNumber: `BD${n}`, passportExpiry: '2040-01-01', nationality: 'BD', dateOfBirth: (p as { dateOfBirth?: string }).dateOfBirth ?? '1980-01-01' });
    const party = [passport(adult('Karim'), '100001'), passport(adult('Rahim'), '100002'), passport(infant('Rafi'), '100003')];
    const flight = () => makeFlight(t, admin.auth, { planeNumber: 'S2-HLD', flightToDestinationLocation: abroad.flightLocationName });
    type Answer = { status: number | 'ok'; fieldErrors?: unknown; error?: string; total?: number; services?: unknown };
    const answerOf = (res: { statusCode: number; json(): unknown }, field: string): Answer => {
      const body = res.json() as { data?: Booking; fieldErrors?: Record<string, string[]>; error?: string };
      if (res.statusCode >= 300) {
        const fieldErrors = body.fieldErrors && Object.fromEntries(Object.entries(body.fieldErrors).map(([k, v]) => [k.replace(new RegExp(`^${field}\\b`), 'services'), v]));
        return { status: res.statusCode, fieldErrors, error: fieldErrors ? undefined : body.error };
      }
      const b = body.data!;
      // Sorted: services added together share their created time, by which a booking's services are read back.
      return { status: 'ok', total: b.total, services: b.services!.map((s) => [s.code, s.legIndex, s.passengerIndex, s.seat ?? null, s.price, s.status]).sort() };
    };
    const both = async (items: object[], taken: string[] = []) => {
      const [a, b] = [await flight(), await flight()];
      for (const f of [a, b]) {
        if (taken.length) {
          const theirs = await hold(f._id, gold._id, taken.map((seat, i) => ({ code: 'SEAT', legIndex: 0, passengerIndex: i, seat })), taken.map((_, i) => passport(adult(['Other', 'Another'][i]!), `20000${i}`)), stranger.auth);
          expect(theirs.statusCode, theirs.body).toBe(201);
        }
      }
      const withHold = answerOf(await hold(a._id, gold._id, items, party, buyer.auth), 'services');
      const plain = await hold(b._id, gold._id, [], party, buyer.auth);
      expect(plain.statusCode, plain.body).toBe(201);
      const added = answerOf(await post(`/api/bookings/${bookingOf(plain).pnr}/services`, { items }, buyer.auth), 'items');
      return { withHold, added };
    };
    const cases: [string, object[], string[]?][] = [
      ['priced by kind, bags, meals, assistance, a bassinet', [
        { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '2A' },
        { code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: '7C' },
        { code: 'XBAG20', legIndex: 0, passengerIndex: 0 },
        { code: 'MOML', legIndex: 0, passengerIndex: 0 },
        { code: 'VGML', legIndex: 0, passengerIndex: 1 },
        { code: 'WCHR', legIndex: 0, passengerIndex: 1 },
        { code: 'BSCT', legIndex: 0, passengerIndex: 0 },
      ]],
      ['an exit-row and a standard seat', [{ code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: '8F' }, { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '6A' }]],
      ['a blocked seat', [{ code: 'XBAG5', legIndex: 0, passengerIndex: 0 }, { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '6B' }]],
      ['a seat for the lap infant', [{ code: 'SEAT', legIndex: 0, passengerIndex: 2, seat: '3A' }]],
      ['a seat for the lap infant that someone has', [{ code: 'SEAT', legIndex: 0, passengerIndex: 2, seat: '4D' }], ['4D']],
      ['a row the plane does not have', [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '9A' }]],
      ['a letter the plane does not have', [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3G' }]],
      ['a seat written with a leading zero', [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '03A' }]],
      ['a seat without its seat', [{ code: 'WCHS', legIndex: 0, passengerIndex: 0 }, { code: 'SEAT', legIndex: 0, passengerIndex: 0 }]],
      ['one seat for two', [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3A' }, { code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: '3A' }]],
      ['two seats for one', [{ code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3A' }, { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: '3B' }]],
      ['a bag twice', [{ code: 'XBAG5', legIndex: 0, passengerIndex: 1 }, { code: 'XBAG5', legIndex: 0, passengerIndex: 1 }]],
      ['two bassinets for one infant', [{ code: 'BSCT', legIndex: 0, passengerIndex: 0 }, { code: 'BSCT', legIndex: 0, passengerIndex: 1 }]],
      ['a passenger and a leg the booking does not have', [{ code: 'DEAF', legIndex: 0, passengerIndex: 3 }]],
      ['a leg the booking does not have', [{ code: 'BLND', legIndex: 1, passengerIndex: 0 }]],
      ['a seat someone else has', [{ code: 'MEDA', legIndex: 0, passengerIndex: 0 }, { code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: '4D' }], ['4D']],
    ];
    for (const [name, items, taken] of cases) {
      const { withHold, added } = await both(items, taken);
      expect(withHold, name).toEqual(added);
      expect(withHold.status, name).not.toBe(500);
    }
    // The bassinet (the layout has one) once another traveller has it, and a meal on a domestic leg.
    const a = await flight();
    expect((await hold(a._id, gold._id, [{ code: 'BSCT', legIndex: 0, passengerIndex: 0 }], [passport(adult('Mother'), '300001'), passport(infant('Baby'), '300002')], stranger.auth)).statusCode).toBe(201);
    const late = await hold(a._id, gold._id, [{ code: 'BSCT', legIndex: 0, passengerIndex: 1 }], party, buyer.auth);
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors['services.0.code'][0]).toBe('Bassinet for an infant is not offered to passenger 2 on flight 1; choose from the offers shown.');
  });
});
