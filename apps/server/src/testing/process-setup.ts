import { expect } from 'vitest';
import { pngDataUrl } from './factories.js';

/** Calls and set-up for tests that drive real server processes over HTTP (durability and crash tests). */

/** The admin the server processes are started with (pass it in their environment). */
export const ADMIN = { ADMIN_EMAIL: 'durable-admin@tarmac.test', ADMIN_PASSWORD: 'durable-admin-pw', JWT_SECRET: 'x'.repeat(40) };

export async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function signIn(base: string, email: string, password: string) {
  const res = await call<{ token: string }>(base, 'POST', '/api/signin', { email, password });
  expect(res.status).toBe(200);
  return res.body.token;
}

/** A flight of `seats` seats, a package, and `users` signed-in passengers, made through the API. */
export async function setUp(base: string, seats: number, users: number) {
  const admin = await signIn(base, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const made = async <T>(url: string, body: object) => {
    const res = await call<{ data: T }>(base, 'POST', url, body, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const stamp = Date.now().toString(36);
  const image = await pngDataUrl();
  const from = await made<{ flightLocationName: string }>('/api/upload-domestic-flight', { flightLocationName: `From ${stamp}`, tickitPrice: 1, locationImage: image });
  const to = await made<{ flightLocationName: string }>('/api/upload-domestic-flight', { flightLocationName: `To ${stamp}`, tickitPrice: 1, locationImage: image });
  const pilot = await made<{ _id: string }>('/api/upload-pilot-information', { pilotName: 'Capt. Durable' });
  const crew = await made<{ _id: string }>('/api/upload-cabin-crew-information', { cabinCrewName: 'Crew Durable' });
  const pkg = await made<{ _id: string }>('/api/packages-data-upload', { packageName: `Silver ${stamp}`, tier: 'silver', bagWeight: 20 });
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const flight = await made<{ _id: string }>('/api/upload-flight-information', {
    planeNumber: 'S2-AAA',
    flightNumber: `TD${stamp.slice(-4)}`,
    flightFromCurrentLocation: from.flightLocationName,
    flightToDestinationLocation: to.flightLocationName,
    platinumpackagesPrice: 3,
    goldPackagesPrice: 2,
    silverPackagesPrice: 1,
    flightDepartingDate: day,
    flightDepartingTime: '10:00',
    flightArrivalDate: day,
    flightArrivalTime: '11:00',
    pilotsOfPlaneId: pilot._id,
    cabinCrewId: crew._id,
    seatCapacity: seats,
  });
  const tokens: string[] = [];
  // Ten at a time: many accounts, as holds are limited per account.
  for (let start = 0; start < users; start += 10) {
    const batch = Array.from({ length: Math.min(10, users - start) }, async (_, k) => {
      const i = start + k;
      const email = `buyer-${stamp}-${i}@example.com`;
      expect((await call(base, 'POST', '/api/signup', { name: `Buyer ${i}`, email, password: 'buyer-password' })).status).toBe(201);
      return signIn(base, email, 'buyer-password');
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return { admin, flightId: flight._id, packageId: pkg._id, tokens };
}

