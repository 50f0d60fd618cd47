import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FareCalendarDay, FlightResult, SearchResult } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { daysFromNow, makeFlight, makeLocation, makePackage } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let dhaka: { flightLocationName: string };
let dubai: { flightLocationName: string };
let singapore: { flightLocationName: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  // Silver and gold are sold; there is no platinum package, so a platinum price is never a fare.
  await makePackage(t, admin.auth, 'silver');
  await makePackage(t, admin.auth, 'gold');
  dhaka = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Dhaka', timeZone: 'Asia/Dhaka' });
  dubai = await makeLocation(t, admin.auth, 'international', { flightLocationName: 'Dubai', timeZone: 'Asia/Dubai' });
  singapore = await makeLocation(t, admin.auth, 'international', { flightLocationName: 'Singapore', timeZone: 'Asia/Singapore' });
});
afterAll(async () => {
  await t?.close();
});

const calendar = (query: Record<string, string | number>) =>
  t.app.inject({ url: `/api/fare-calendar?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}` });

/** Today's date in Dhaka, where the calendar's flights leave from. */
const todayInDhaka = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

let flightNo = 100;
interface Planned {
  day: string;
  silver: number;
  gold: number;
  platinum: number;
  seats: number;
}
const fly = (from: { flightLocationName: string }, to: { flightLocationName: string }, p: Planned, times: Record<string, string> = {}) =>
  makeFlight(t, admin.auth, {
    flightNumber: `TK${++flightNo}`,
    flightFromCurrentLocation: from.flightLocationName,
    flightToDestinationLocation: to.flightLocationName,
    flightDepartingDate: p.day,
    flightArrivalDate: p.day,
    flightDepartingTime: '14:00',
    flightArrivalTime: '17:30',
    silverPackagesPrice: p.silver,
    goldPackagesPrice: p.gold,
    platinumpackagesPrice: p.platinum,
    seatCapacity: p.seats,
    ...times,
  });

describe('GET /api/fare-calendar', () => {
  it('gives each day the lowest package price over that day’s flights with enough seats, and null when none flies', async () => {
    const centre = daysFromNow(30);
    const day = (offset: number) => daysFromNow(30 + offset);
    const planned: Planned[] = [
      { day: day(-3), silver: 18000, gold: 26000, platinum: 1000, seats: 100 },
      { day: day(-3), silver: 17500, gold: 25000, platinum: 40000, seats: 100 },
      { day: day(-1), silver: 12000, gold: 20000, platinum: 30000, seats: 1 }, // cheapest, but one seat only
      { day: day(-1), silver: 16000, gold: 21000, platinum: 30000, seats: 50 },
      { day: day(0), silver: 21000, gold: 15000, platinum: 30000, seats: 50 }, // gold below silver
      { day: day(0), silver: 19000, gold: 24000, platinum: 30000, seats: 2 },
      { day: day(2), silver: 22000, gold: 29000, platinum: 35000, seats: 9 },
      { day: day(4), silver: 5000, gold: 6000, platinum: 7000, seats: 50 }, // outside ±3
    ];
    for (const p of planned) await fly(dhaka, dubai, p);
    // Another route on the same days does not count.
    await fly(dubai, dhaka, { day: centre, silver: 100, gold: 200, platinum: 300, seats: 50 });

    for (const travellers of [1, 2, 3]) {
      const res = await calendar({ from: 'dhaka', to: 'DUBAI', date: centre, days: 3, travellers });
      expect(res.statusCode, res.body).toBe(200);
      const days = json<FareCalendarDay[]>(res);
      // Worked out here from the flights above, not by the server's code.
      const expected = [-3, -2, -1, 0, 1, 2, 3].map((offset) => {
        const fits = planned.filter((p) => p.day === day(offset) && p.seats >= travellers);
        return {
          date: day(offset),
          lowestFare: fits.length ? Math.min(...fits.map((p) => Math.min(p.silver, p.gold))) : null,
          flights: fits.length,
        };
      });
      expect(days).toEqual(expected);
    }
    // Spelled out: one traveller may take the last seat at 12,000; two pay 16,000 on the other flight.
    const one = json<FareCalendarDay[]>(await calendar({ from: 'Dhaka', to: 'Dubai', date: centre, travellers: 1 }));
    expect(one.find((d) => d.date === day(-1))).toEqual({ date: day(-1), lowestFare: 12000, flights: 2 });
    const two = json<FareCalendarDay[]>(await calendar({ from: 'Dhaka', to: 'Dubai', date: centre, travellers: 2 }));
    expect(two.find((d) => d.date === day(-1))).toEqual({ date: day(-1), lowestFare: 16000, flights: 1 });
    expect(one.find((d) => d.date === day(1))).toEqual({ date: day(1), lowestFare: null, flights: 0 });
    expect(one.find((d) => d.date === centre)?.lowestFare).toBe(15000);
  });

  it('agrees with the search: the lowest fare of a day is the lowest price the search shows that day', async () => {
    const date = daysFromNow(45);
    await fly(dhaka, dubai, { day: date, silver: 14100, gold: 18800, platinum: 25000, seats: 20 });
    await fly(dhaka, dubai, { day: date, silver: 13900, gold: 19900, platinum: 25000, seats: 20 }, { flightDepartingTime: '20:00', flightArrivalTime: '23:30' });
    const search = await t.app.inject({
      url: `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: date })}`,
    });
    const { results } = json<{ results: FlightResult[] }>(search);
    const prices = results.flatMap((f) => f.packageList.map((p) => Number(f[p.packageName])));
    const [strip] = json<FareCalendarDay[]>(await calendar({ from: 'dhaka', to: 'dubai', date, days: 0 }));
    expect(strip).toEqual({ date, lowestFare: Math.min(...prices), flights: results.length });
  });

  it('leaves out the days before today', async () => {
    const today = todayInDhaka();
    const res = await calendar({ from: 'dhaka', to: 'dubai', date: daysFromNow(1), days: 3 });
    expect(res.statusCode).toBe(200);
    const dates = json<FareCalendarDay[]>(res).map((d) => d.date);
    expect(dates[0]).toBe(today);
    expect(dates.every((d) => d >= today)).toBe(true);
    expect(dates.at(-1)).toBe(daysFromNow(4));
    // A strip wholly in the past has no days at all.
    expect(json<FareCalendarDay[]>(await calendar({ from: 'dhaka', to: 'dubai', date: daysFromNow(-30), days: 3 }))).toEqual([]);
  });

  it('answers every day with no fare for places it does not know', async () => {
    const date = daysFromNow(20);
    const days = json<FareCalendarDay[]>(await calendar({ from: 'Atlantis', to: 'dubai', date, days: 1 }));
    expect(days).toEqual([daysFromNow(19), date, daysFromNow(21)].map((d) => ({ date: d, lowestFare: null, flights: 0 })));
  });

  it('refuses more than 15 days either side, and other bad criteria, with a 400 naming the field', async () => {
    const date = daysFromNow(20);
    const tooWide = await calendar({ from: 'dhaka', to: 'dubai', date, days: 16 });
    expect(tooWide.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(tooWide).fieldErrors.days).toEqual(['days must be at most 15.']);
    const widest = await calendar({ from: 'dhaka', to: 'dubai', date, days: 15 });
    expect(widest.statusCode).toBe(200);
    expect(json<FareCalendarDay[]>(widest)).toHaveLength(31);

    expect((await calendar({ from: 'dhaka', to: 'dubai', date: '2026-02-30' })).statusCode).toBe(400);
    expect((await calendar({ from: 'dhaka', to: 'Dhaka', date })).statusCode).toBe(400);
    expect((await calendar({ to: 'dubai', date })).statusCode).toBe(400);
    expect((await calendar({ from: 'dhaka', to: 'dubai', date, travellers: 10 })).statusCode).toBe(400);
    expect((await calendar({ from: 'dhaka', to: 'dubai', date, days: -1 })).statusCode).toBe(400);
  });
});

describe('durationMinutes of search results', () => {
  const searchOne = async (from: string, to: string, date: string) =>
    json<{ results: FlightResult[] }>(
      await t.app.inject({
        url: `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date })}`,
      }),
    ).results;

  it('counts across time zones: Dhaka 14:00 → Dubai 17:30 is 5 h 30 min', async () => {
    const date = daysFromNow(60);
    const f = await fly(dhaka, dubai, { day: date, silver: 1, gold: 2, platinum: 3, seats: 10 });
    const found = (await searchOne('dhaka', 'dubai', date)).find((r) => r._id === f._id)!;
    expect(found.durationMinutes).toBe(330);
  });

  it('counts a flight that lands on the next local day: Dhaka 23:00 → Singapore 05:10 is 4 h 10 min', async () => {
    const date = daysFromNow(61);
    const next = daysFromNow(62);
    const f = await fly(dhaka, singapore, { day: date, silver: 1, gold: 2, platinum: 3, seats: 10 }, { flightDepartingTime: '23:00', flightArrivalDate: next, flightArrivalTime: '05:10' });
    const found = (await searchOne('dhaka', 'singapore', date)).find((r) => r._id === f._id)!;
    expect(found).toMatchObject({ flightArrivalDate: next, durationMinutes: 250 });
  });
});

describe('international of search results', () => {
  const search = (query: Record<string, string>) => t.app.inject({ url: `/api/show-search-flight-result?${new URLSearchParams(query)}` });

  it('is true when either place of the flight is an international location and false between two domestic ones', async () => {
    const chattogram = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Chattogram', timeZone: 'Asia/Dhaka' });
    const out = daysFromNow(70);
    const back = daysFromNow(72);
    const home = await fly(dhaka, chattogram, { day: out, silver: 1, gold: 2, platinum: 3, seats: 10 });
    const abroad = await fly(dhaka, dubai, { day: out, silver: 1, gold: 2, platinum: 3, seats: 10 });
    const inbound = await fly(dubai, dhaka, { day: back, silver: 1, gold: 2, platinum: 3, seats: 10 });

    const oneWay = json<{ results: SearchResult[] }>(
      await search({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: out }),
    );
    expect(oneWay.results.find((r) => r._id === home._id)?.international).toBe(false);

    const roundTrip = json<{ departureResults: SearchResult[]; returnResults: SearchResult[] }>(
      await search({
        travelType: 'roundTrip',
        flightFromCurrentLocation: 'dhaka',
        flightToDestinationLocation: 'dubai',
        flightDepartingDate: out,
        flightReturningDate: back,
      }),
    );
    expect(roundTrip.departureResults.find((r) => r._id === abroad._id)?.international).toBe(true);
    expect(roundTrip.returnResults.find((r) => r._id === inbound._id)?.international).toBe(true);

    const multiCity = json<{ trip1: { results: SearchResult[] }; trip2: { results: SearchResult[] } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/show-multi-city-flight-result',
        payload: {
          trip1: [{ flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: out }],
          trip2: [{ flightFromCurrentLocation: 'dubai', flightToDestinationLocation: 'dhaka', flightDepartingDate: back }],
        },
      }),
    );
    expect(multiCity.trip1.results.find((r) => r._id === home._id)?.international).toBe(false);
    expect(multiCity.trip2.results.find((r) => r._id === inbound._id)?.international).toBe(true);
  });
});
