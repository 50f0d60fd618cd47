import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@tarmac/shared';
import { ADMIN, call, setUp, signIn } from '../testing/process-setup.js';
import { crashDatabase, crashDatabaseKind, killServerProcesses, startServerProcess } from '../testing/server-process.js';
import { createPostgresDatabase } from '../testing/test-database.js';

/**
 * Real server processes: several against one PostgreSQL database selling the last seats, and a server
 * killed with SIGKILL in the middle of a stream of bookings, then started again on the same data.
 */

const postgresUrl = process.env.DATABASE_URL;

afterEach(killServerProcesses);

const bookOne = (base: string, token: string, flightId: string, packageId: string, name: string) =>
  call<{ data: Booking; error?: string }>(base, 'POST', '/api/bookings', { legs: [{ flightId, packageId }], passengers: [{ name }] }, token);

async function seatsLeft(base: string, admin: string, flightId: string) {
  return (await call<{ seatsLeft: number }>(base, 'GET', `/api/flight-information/${flightId}`, undefined, admin)).body.seatsLeft;
}

/** The seats that held and ticketed bookings occupy on a flight (expired and cancelled ones gave theirs back). */
async function bookedSeats(base: string, admin: string, flightId: string) {
  const all = (await call<Booking[]>(base, 'GET', `/api/admin/bookings?flightId=${flightId}`, undefined, admin)).body;
  const list = all.filter((b) => b.status === 'held' || b.status === 'ticketed');
  return { count: list.reduce((n, b) => n + b.travellers, 0), pnrs: new Set(list.map((b) => b.pnr)) };
}

describe.skipIf(!postgresUrl)('several processes on one PostgreSQL database', () => {
  it('hold exactly the last 150 seats for 200 concurrent buyers of 100 accounts, never below zero', async () => {
    const db = await createPostgresDatabase(postgresUrl!);
    try {
      // A hundred accounts sign in from one address: above the default sign-in limit per address.
      const env = { ...ADMIN, DATABASE_URL: db.url, RATE_SIGNIN_PER_IP: '1000' };
      const a = startServerProcess(env);
      const b = startServerProcess(env);
      const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
      // Two holds per account: within HOLD_MAX_PER_ACCOUNT, so only the seats decide.
      const { admin, flightId, packageId, tokens } = await setUp(urlA, 150, 100);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => bookOne(i % 2 ? urlA : urlB, tokens[i % tokens.length]!, flightId, packageId, `Buyer ${i}`)),
      );
      const statuses = answers.map((x) => x.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(150);
      expect(statuses.filter((s) => s === 409)).toHaveLength(50);
      expect(answers.filter((x) => x.status === 201).every((x) => x.body.data.status === 'held')).toBe(true);
      expect(await seatsLeft(urlB, admin, flightId)).toBe(0);
      expect((await bookedSeats(urlA, admin, flightId)).count).toBe(150);
    } finally {
      killServerProcesses();
      await db.drop();
    }
  }, 180_000);
});

describe(`a crash in the middle of bookings (${crashDatabaseKind})`, () => {
  it('keeps every acknowledged booking, and seats equal capacity minus booked seats', async () => {
    const { env: dbEnv, cleanup } = await crashDatabase('tarmac-crash-');
    try {
      // The crash is the subject here, not the limits against seat blocking: many holds per account.
      const env = { ...ADMIN, ...dbEnv, HOLD_MAX_PER_ACCOUNT: '1000' };
      const first = startServerProcess(env);
      const base = await first.ready;
      const capacity = 400;
      // At most 9 held seats per flight and account: 4 workers over 12 accounts can hold 108.
      const { flightId, packageId, tokens } = await setUp(base, capacity, 12);

      const acknowledged: string[] = [];
      let stop = false;
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await bookOne(base, tokens[w * 3 + (i % 3)]!, flightId, packageId, `W${w}-${i}`);
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
