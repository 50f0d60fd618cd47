import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { makeFlight, makePackage } from '../testing/factories.js';

/** An Idempotency-Key replays only the same request (API.md, "One owner of an order's life"). */
let t: TestApp;
let silver: { _id: string };
let flightId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver');
  flightId = (await makeFlight(t, admin.auth))._id;
});
afterAll(() => t?.close());

const hold = (payload: object, key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key, ...headers }, payload });

let phones = 0;
/** A guest's request; each guest has a phone number of their own (guests are counted by mailbox and phone). */
const guestBody = (email: string, people: [string, string][], phone = `0171100${String(++phones).padStart(4, '0')}`) => ({
  legs: [{ flightId, packageId: silver._id }],
  contact: { email, phone },
  passengers: people.map(([firstName, lastName]) => ({ title: 'Ms', firstName, lastName, type: 'adult' })),
});

describe('Idempotency-Key', () => {
  it('answers the same booking for the same guest request, written any way', async () => {
    const body = guestBody('victim@example.com', [['Nadia', 'Rahman']]);
    const first = await hold(body, 'guest-retry-1');
    expect(first.statusCode).toBe(201);
    const made = json<{ data: Booking }>(first).data;
    // The same request again, its keys in another order and its e-mail in capitals: the same booking, no second hold.
    const { contact, passengers, legs } = body;
    const again = await hold({ passengers, contact: { phone: contact.phone, email: ' VICTIM@example.com ' }, legs }, 'guest-retry-1');
    expect(again.statusCode).toBe(201);
    expect(json<{ data: Booking }>(again).data).toMatchObject({ _id: made._id, pnr: made.pnr });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from bookings where idempotency_key = 'guest-retry-1'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses the same key with another body and says nothing of the booking it made', async () => {
    const victim = await hold(guestBody('victim2@example.com', [['Nadia', 'Rahman']]), 'guest-key-2');
    expect(victim.statusCode).toBe(201);
    const made = json<{ data: Booking; manageToken: string }>(victim);
    // The attacker knows the victim's e-mail and guesses the key, but not the rest of the request.
    const attack = await hold(guestBody('victim2@example.com', [['Eve', 'Mallory']], '01999999999'), 'guest-key-2');
    expect(attack.statusCode).toBe(409);
    expect(attack.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different booking request; send a new key with each new booking.',
    });
    expect(attack.body).not.toContain(made.data.pnr);
    expect(attack.body).not.toContain('Nadia');
    // Nothing was held for the attacker either.
    const { rows } = await t.database.executeSql(`select count(*)::int as n from bookings where contact_email = 'victim2@example.com'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('replays a signed-in traveller’s request and refuses the key for another one (another flight, other passengers)', async () => {
    const alice = await createUser(t);
    const body = { legs: [{ flightId, packageId: silver._id }], passengers: [{ name: 'Alice Khan' }] };
    const first = await hold(body, 'account-key', alice.auth);
    expect(first.statusCode).toBe(201);
    const again = await hold(body, 'account-key', alice.auth);
    expect(json<{ data: Booking }>(again).data.pnr).toBe(json<{ data: Booking }>(first).data.pnr);
    const other = await hold({ ...body, passengers: [{ name: 'Alice Khan' }, { name: 'Bilal Khan' }] }, 'account-key', alice.auth);
    expect(other.statusCode).toBe(409);
    // Another account may use the same key for a booking of its own.
    const bob = await createUser(t);
    expect((await hold(body, 'account-key', bob.auth)).statusCode).toBe(201);
  });

  it('gives one booking to a double click: two identical requests at once', async () => {
    const body = guestBody('double@example.com', [['Rafi', 'Islam']]);
    const [a, b] = await Promise.all([hold(body, 'double-click'), hold(body, 'double-click')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json<{ data: Booking }>(a).data.pnr).toBe(json<{ data: Booking }>(b).data.pnr);
  });
});
