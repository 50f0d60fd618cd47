import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@tarmac/shared';
import { pngDataUrl } from '../testing/factories.js';
import { killServerProcesses, startServerProcess } from '../testing/server-process.js';
import { createPostgresDatabase } from '../testing/test-database.js';

/**
 * Real server processes: several against one PostgreSQL database selling the last seats, and a server
 * killed with SIGKILL in the middle of a stream of bookings, then started again on the same data.
 */
const ADMIN = { ADMIN_EMAIL: 'durable-admin@tarmac.test', ADMIN_PASSWORD: 'durable-admin-pw', JWT_SECRET: 'x'.repeat(40) };
const postgresUrl = process.env.DATABASE_URL;

afterEach(killServerProcesses);

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(base: string, email: string, password: string) {
  const res = await call<{ token: string }>(base, 'POST', '/api/signin', { email, password });
  expect(res.status).toBe(200);
  return res.body.token;
}

/** A flight of `seats` seats, a package, and `users` signed-in passengers, made through the API. */
async function setUp(base: string, seats: number, users: number) {
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
  for (let i = 0; i < users; i++) {
    const email = `buyer-${stamp}-${i}@example.com`;
    expect((await call(base, 'POST', '/api/signup', { name: `Buyer ${i}`, email, password: 'buyer-password' })).status).toBe(201);
    tokens.push(await signIn(base, email, 'buyer-password'));
  }
  return { admin, flightId: flight._id, packageId: pkg._id, tokens };
}

const bookOne = (base: string, token: string, flightId: string, packageId: string, name: string) =>
  call<{ data: Booking; error?: string }>(base, 'POST', '/api/bookings', { legs: [{ flightId, packageId }], passengers: [{ name }] }, token);

async function seatsLeft(base: string, admin: string, flightId: string) {
  return (await call<{ seatsLeft: number }>(base, 'GET', `/api/flight-information/${flightId}`, undefined, admin)).body.seatsLeft;
}

async function bookedSeats(base: string, admin: string, flightId: string) {
  const list = (await call<Booking[]>(base, 'GET', `/api/admin/bookings?flightId=${flightId}&status=confirmed`, undefined, admin)).body;
  return { count: list.reduce((n, b) => n + b.travellers, 0), pnrs: new Set(list.map((b) => b.pnr)) };
}

describe.skipIf(!postgresUrl)('several processes on one PostgreSQL database', () => {
  it('sell exactly the last 150 seats to 200 concurrent buyers, never below zero', async () => {
    const db = await createPostgresDatabase(postgresUrl!);
    try {
      const env = { ...ADMIN, DATABASE_URL: db.url };
      const a = startServerProcess(env);
      const b = startServerProcess(env);
      const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
      const { admin, flightId, packageId, tokens } = await setUp(urlA, 150, 20);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => bookOne(i % 2 ? urlA : urlB, tokens[i % tokens.length]!, flightId, packageId, `Buyer ${i}`)),
      );
      const statuses = answers.map((x) => x.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(150);
      expect(statuses.filter((s) => s === 409)).toHaveLength(50);
      expect(await seatsLeft(urlB, admin, flightId)).toBe(0);
      expect((await bookedSeats(urlA, admin, flightId)).count).toBe(150);
    } finally {
      killServerProcesses();
      await db.drop();
    }
  }, 120_000);
});

const crashTargets: Array<[string, () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>]> = [
  [
    'embedded PGlite',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-crash-'));
      return { env: { DATABASE_URL: '', DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
];
if (postgresUrl) {
  crashTargets.push([
    'PostgreSQL',
    async () => {
      const db = await createPostgresDatabase(postgresUrl);
      return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
    },
  ]);
}

describe.each(crashTargets)('a crash in the middle of bookings (%s)', (_name, target) => {
  it('keeps every acknowledged booking, and seats equal capacity minus booked seats', async () => {
    const { env: dbEnv, cleanup } = await target();
    try {
      const env = { ...ADMIN, ...dbEnv };
      const first = startServerProcess(env);
      const base = await first.ready;
      const capacity = 400;
      const { flightId, packageId, tokens } = await setUp(base, capacity, 4);

      const acknowledged: string[] = [];
      let stop = false;
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await bookOne(base, tokens[w]!, flightId, packageId, `W${w}-${i}`);
            if (res.status === 201) acknowledged.push(res.body.data.pnr);
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 4 }, (_, w) => worker(w));
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
      first.child.kill('SIGKILL');
      stop = true;
      await first.exited;
      await Promise.all(workers);

      const second = startServerProcess(env);
      const again = await second.ready;
      const admin = await signIn(again, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const booked = await bookedSeats(again, admin, flightId);
      for (const pnr of acknowledged) expect(booked.pnrs.has(pnr), `booking ${pnr} was acknowledged`).toBe(true);
      expect(await seatsLeft(again, admin, flightId)).toBe(capacity - booked.count);
      await second.stop();
    } finally {
      killServerProcesses();
      await cleanup();
    }
  }, 120_000);
});
