import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './env';

/** The journeys' shared catalogue: every test builds its own, named uniquely, through the admin API. */

const imageDataUrl = `data:image/png;base64,${fs.readFileSync(path.resolve('e2e/fixtures/avatar.png')).toString('base64')}`;

let counter = 0;
export const tag = () => `${Date.now().toString(36).slice(-5)}${process.pid % 1000}${++counter}`;

/**
 * A flight number of `prefix` (two letters) for the test tagged `t`, `n` its flight in that test: six digits of the
 * tag's hash, not its last characters (two workers' tags may end alike, and a flight number is unique on its day);
 * digits, as a boarding pass's flight number is.
 */
export const flightNumberOf = (prefix: string, t: string, n: number | string = '') =>
  `${prefix}${String(parseInt(createHash('sha256').update(t).digest('hex').slice(0, 8), 16) % 1_000_000).padStart(6, '0')}${n}`.slice(0, 10);

/** YYYY-MM-DD, `days` from today. */
export function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const tk = (n: number) => `${n.toLocaleString('en-IN')} TK`;

export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/signin', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

export async function created(request: APIRequestContext, url: string, headers: Record<string, string>, data: object) {
  const res = await request.post(url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data;
}

export interface Tiers {
  silver: number;
  gold: number;
  platinum: number;
}

/** A package's fare rules as the admin API takes them (issue 10). */
export interface FareRulesBody {
  refundable: boolean;
  changeFee: number;
  refundFeeBefore24h: number;
  refundFeeWithin24h: number;
}

/**
 * A small catalogue: places, the three packages, a pilot and a cabin crew, all named uniquely. `fareRules` sets
 * a tier's rules (the others get the open fare: refundable, no fees).
 */
export async function seedCatalogue(
  request: APIRequestContext,
  places: { name: string; kind: 'domestic' | 'international'; timeZone?: string }[],
  fareRules: Partial<Record<keyof Tiers, FareRulesBody>> = {},
) {
  const headers = await adminHeaders(request);
  const t = tag();
  for (const [i, place] of places.entries()) {
    await created(request, place.kind === 'domestic' ? '/api/upload-domestic-flight' : '/api/upload-international-flight', headers, {
      flightLocationName: place.name,
      tickitPrice: 9995 + i * 1000,
      locationImage: imageDataUrl,
      ...(place.timeZone ? { timeZone: place.timeZone } : {}),
    });
  }
  const packages = {
    silver: `Silver ${t}`,
    gold: `Gold ${t}`,
    platinum: `Platinum ${t}`,
  };
  for (const [tier, packageName] of Object.entries(packages)) {
    await created(request, '/api/packages-data-upload', headers, {
      packageName,
      tier,
      bagWeight: tier === 'silver' ? 20 : tier === 'gold' ? 30 : 40,
      packagesPrice: 0,
      packageFacility1: `${tier} meal on board`,
      packageFacility2: `${tier} seat choice`,
      ...fareRules[tier as keyof Tiers],
    });
  }
  const pilot = await created(request, '/api/upload-pilot-information', headers, { pilotName: `Captain ${t}` });
  const crew = await created(request, '/api/upload-cabin-crew-information', headers, { cabinCrewName: `Crew ${t}` });

  let flightNo = 0;
  /** A flight at 09:30 → 10:45 the same day unless `times` says otherwise (local times of each airport). */
  const addFlight = async (from: string, to: string, date: string, prices: Tiers, seatCapacity = 120, times: { departs?: string; arrives?: string; arrivalDate?: string } = {}) => {
    const flightNumber = flightNumberOf('TM', t, ++flightNo);
    const flight = await created(request, '/api/upload-flight-information', headers, {
      planeNumber: `S2-${flightNo}${t.slice(-3)}`.toUpperCase(),
      flightNumber,
      flightFromCurrentLocation: from,
      flightToDestinationLocation: to,
      platinumpackagesPrice: prices.platinum,
      goldPackagesPrice: prices.gold,
      silverPackagesPrice: prices.silver,
      flightDepartingDate: date,
      flightDepartingTime: times.departs ?? '09:30',
      flightArrivalDate: times.arrivalDate ?? date,
      flightArrivalTime: times.arrives ?? '10:45',
      pilotsOfPlaneId: pilot._id,
      cabinCrewId: crew._id,
      seatCapacity,
    });
    return { id: flight._id, flightNumber };
  };
  return { packages, addFlight, headers };
}


export async function pick(page: Page, flightNumber: string, packageName: string) {
  await page.getByRole('button', { name: `Select Flight ${flightNumber} with ${packageName}` }).click();
  await expect(page.getByRole('button', { name: `Select Flight ${flightNumber} with ${packageName}` })).toHaveAttribute('aria-pressed', 'true');
}


/**
 * The preamble most journeys share: two domestic places named `${from} ${tag}` and `${to} ${tag}`, the three
 * packages, and one flight between them on `date` (or `days` from today) at `prices` (with `seatCapacity` seats, and `times`
 * when given). Answers the names, the date, the packages, the flight, `addFlight` for more and the admin's headers.
 */
export async function domesticTrip(
  request: APIRequestContext,
  trip: { from: string; to: string; days?: number; date?: string; prices: Tiers; seatCapacity?: number; times?: { departs?: string; arrives?: string; arrivalDate?: string }},
) {
  const t = tag();
  const from = `${trip.from} ${t}`;
  const to = `${trip.to} ${t}`;
  const date = trip.date ?? dayFromNow(trip.days ?? 0);
  const catalogue = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  const flight = await catalogue.addFlight(from, to, date, trip.prices, trip.seatCapacity, trip.times);
  return { t, from, to, date, flight, ...catalogue };
}
