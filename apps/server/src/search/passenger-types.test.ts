import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, SearchResult } from '@tarmac/shared';
import { createTestApp, createUser, json, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { daysFromNow, makeFlight, makeLocation, makePackage } from '../testing/factories.js';

/**
 * Issue 35: search asks adults, children and infants; the total it shows for the party is what the booking
 * charges (one pricing rule), and a lap infant flies free on a domestic trip, not abroad.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let gold: { _id: string; packageName: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  gold = await makePackage(t, admin.auth, 'gold');
});
afterAll(async () => {
  await t?.close();
});

const day = daysFromNow(12);
async function route(kind: 'domestic' | 'international') {
  const from = await makeLocation(t, admin.auth, 'domestic');
  const to = await makeLocation(t, admin.auth, kind);
  const flight = await makeFlight(t, admin.auth, {
    flightFromCurrentLocation: from.flightLocationName,
    flightToDestinationLocation: to.flightLocationName,
    flightDepartingDate: day,
    flightArrivalDate: day,
    goldPackagesPrice: '12345',
  });
  return { from: from.flightLocationName, to: to.flightLocationName, flight };
}

const search = (r: { from: string; to: string }, party: Record<string, string>) =>
  t.app.inject({
    url: `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: r.from, flightToDestinationLocation: r.to, flightDepartingDate: day, ...party })}`,
  });
async function partyTotal(r: { from: string; to: string }, party: Record<string, string>) {
  const res = await search(r, party);
  expect(res.statusCode, res.body).toBe(200);
  const [flight] = json<{ results: SearchResult[] }>(res).results;
  expect(flight![gold.packageName], 'the package price stays the fare per adult').toBe(12345);
  return flight!.partyTotals![gold.packageName]!;
}

const yearsAgo = (years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
const passport = { passportNumber: 'A1234567', passportExpiry: daysFromNow(900), nationality: 'Bangladeshi' };
const family = [
  { title: 'Mr', firstName: 'Karim', lastName: 'Rahman', type: 'adult', ...passport },
  { title: 'Mrs', firstName: 'Salma', lastName: 'Rahman', type: 'adult', ...passport },
  { title: 'Miss', firstName: 'Nadia', lastName: 'Rahman', type: 'child', dateOfBirth: yearsAgo(7), ...passport },
  { title: 'Mstr', firstName: 'Rafi', lastName: 'Rahman', type: 'infant', dateOfBirth: yearsAgo(1), ...passport },
];
let phones = 0;
async function book(flightId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { legs: [{ flightId, packageId: gold._id }], contact: { email: uniqueEmail('family'), phone: `+880 1711 ${200000 + ++phones}` }, passengers: family },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Booking }>(res).data;
}

describe('passenger types at search (issue 35)', () => {
  it('totals a family on a domestic flight as the booking charges it, the lap infant free', async () => {
    const r = await route('domestic');
    const total = await partyTotal(r, { travellers: '3', children: '1', infants: '1' });
    // Two adults, a child at 75 %, an infant at nothing.
    expect(total).toBe(2 * 12345 + Math.round(12345 * 0.75));
    const booking = await book(r.flight._id);
    expect(booking.total).toBe(total);
    expect(booking.passengers.find((p) => p.type === 'infant')!.fares).toEqual([0]);
  });

  it('charges the infant its share abroad, and search says the same total', async () => {
    const r = await route('international');
    const total = await partyTotal(r, { travellers: '3', children: '1', infants: '1' });
    expect(total).toBe(2 * 12345 + Math.round(12345 * 0.75) + Math.round(12345 * 0.1));
    expect((await book(r.flight._id)).total).toBe(total);
  });

  it('reads the old query’s single count as adults, and refuses a party without an adult or with more infants than laps', async () => {
    const r = await route('domestic');
    expect(await partyTotal(r, { travellers: '2' })).toBe(2 * 12345);
    const noAdult = await search(r, { travellers: '2', children: '2' });
    expect(noAdult.statusCode).toBe(400);
    expect(noAdult.body).toContain('Children must be a whole number from 0 to 1');
    const tooManyInfants = await search(r, { travellers: '2', children: '1', infants: '2' });
    expect(tooManyInfants.statusCode).toBe(400);
    expect(tooManyInfants.body).toContain('Infants must be a whole number from 0 to 1');
  });
});

describe('saved travellers (issue 35)', () => {
  it('hold the title, date of birth and passport a booking asks for, checked as the booking checks them', async () => {
    const owner = await createUser(t);
    const save = (body: object) => t.app.inject({ method: 'POST', url: '/api/travellers', headers: owner.auth, payload: { name: 'Nila Chowdhury', primaryMobile: '01711000000', ...body } });
    const res = await save({ title: 'Miss', dateOfBirth: '2019-04-02', passportNumber: 'eb1000004', passportExpiry: daysFromNow(900), nationality: 'Bangladeshi' });
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ url: '/api/travellers', headers: owner.auth });
    expect(json<{ _id: string }[]>(list).at(-1)).toMatchObject({ title: 'Miss', dateOfBirth: '2019-04-02', passportNumber: 'EB1000004', nationality: 'Bangladeshi' });
    // Without them a traveller is saved as before; a wrong title or passport is refused by field.
    expect((await save({})).statusCode).toBe(201);
    const wrong = await save({ title: 'Sir', passportNumber: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: Record<string, string[]> }>(wrong).fieldErrors).sort()).toEqual(['passportNumber', 'title']);
  });
});
