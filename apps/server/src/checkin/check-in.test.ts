import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { BCBP_FIELDS, BCBP_LENGTH, parseBcbp, type BoardingPass, type Booking, type CheckInStatus, type FlightManifest, type SeatMap } from '@tarmac/shared';
import { createTestApp, createUser, json, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { holdAndPay, makeFlight, makeLocation, makePackage } from '../testing/factories.js';
import { bcbpSigningKey, createBcbpSigner } from './bcbp-signature.js';

/**
 * API.md "Day of travel": the check-in window, seats that belong to one passenger per flight (also under a
 * race), lap infants, boarding passes and the gate.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string };

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  owner = await createUser(t);
  silver = await makePackage(t, admin.auth, 'silver');
});
afterAll(() => t?.close());

const MINUTE = 60_000;
/** Local date and time in Dhaka (UTC+6, the zone of places without one), `ms` from now, to the minute below. */
function dhaka(ms: number) {
  const local = new Date(Math.floor((Date.now() + ms) / MINUTE) * MINUTE + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
/** A flight departing `ms` from now (rounded down to the minute), an hour long. */
function flightDepartingIn(ms: number, extra: Record<string, unknown> = {}) {
  const out = dhaka(ms);
  const arrive = dhaka(ms + 60 * MINUTE);
  return makeFlight(t, admin.auth, { flightDepartingDate: out.date, flightDepartingTime: out.time, flightArrivalDate: arrive.date, flightArrivalTime: arrive.time, ...extra });
}
const soon = () => flightDepartingIn(5 * 3_600_000);

const adult = (firstName: string, lastName = 'Rahman') => ({ title: 'Mr', firstName, lastName, type: 'adult' });
const infant = (firstName: string) => ({ title: 'Mstr', firstName, lastName: 'Rahman', type: 'infant', dateOfBirth: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10) });
const book = (flightId: string, passengers: object[] = [adult('Karim')], auth = owner.auth) => holdAndPay(t, auth, { legs: [{ flightId, packageId: silver._id }], passengers });

const post = (url: string, payload: object, auth: Record<string, string> = owner.auth) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const checkIn = (pnr: string, passengers: { index: number; seat?: string }[], auth: Record<string, string> = owner.auth, legIndex = 0) => post(`/api/bookings/${pnr}/check-in`, { legIndex, passengers }, auth);
const board = (flightId: string, bcbp: string, auth: Record<string, string> = admin.auth) => post(`/api/admin/flights/${flightId}/board`, { bcbp }, auth);
const passes = (res: { json(): unknown }) => (res.json() as { data: BoardingPass[] }).data;

describe('the check-in window', () => {
  it('is closed two minutes before it opens, 48 hours before departure', async () => {
    const flight = await flightDepartingIn(48 * 3_600_000 + 2 * MINUTE);
    const b = await book(flight._id);
    const res = await checkIn(b.pnr, [{ index: 0 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Online check-in for this flight opens at \d{4}-\d\d-\d\d \d\d:\d\d \(Place \w+ time\)\.$/);
  });

  it('is open just after it opens', async () => {
    const flight = await flightDepartingIn(48 * 3_600_000 - 2 * MINUTE);
    const b = await book(flight._id);
    const res = await checkIn(b.pnr, [{ index: 0 }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is still open just before it closes, 60 minutes before departure', async () => {
    const flight = await flightDepartingIn(62 * MINUTE);
    const b = await book(flight._id);
    expect((await checkIn(b.pnr, [{ index: 0 }])).statusCode).toBe(201);
  });

  it('is closed inside the last hour, and says where to go', async () => {
    const flight = await flightDepartingIn(58 * MINUTE);
    const b = await book(flight._id);
    const res = await checkIn(b.pnr, [{ index: 0 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/closed at .* \(Place \w+ time\); please see the airport check-in desk\.$/);
  });

  it('tells the web each flight’s window and state', async () => {
    const flight = await soon();
    const b = await book(flight._id);
    const status = json<CheckInStatus>(await t.app.inject({ url: `/api/bookings/${b.pnr}/check-in`, headers: owner.auth }));
    expect(status).toMatchObject({ pnr: b.pnr, ticketed: true, legs: [{ legIndex: 0, flightId: flight._id, state: 'open' }], boardingPasses: [] });
  });
});

describe('who may check in', () => {
  it('refuses a booking that is held and not paid', async () => {
    const flight = await soon();
    const held = await post('/api/bookings', { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [adult('Held')] });
    expect(held.statusCode).toBe(201);
    const res = await checkIn(held.json().data.pnr, [{ index: 0 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only paid bookings can be checked in: this booking has no valid tickets.');
  });

  it('answers a stranger as if the booking did not exist, and asks an anonymous caller to sign in', async () => {
    const flight = await soon();
    const b = await book(flight._id);
    const stranger = await createUser(t);
    const res = await checkIn(b.pnr, [{ index: 0 }], stranger.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('There is no booking with that reference.');
    expect((await checkIn(b.pnr, [{ index: 0 }], {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-passes`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('lets a guest check in with the manage-booking token of that booking only', async () => {
    const flight = await soon();
    const guest = await post('/api/bookings', { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [adult('Guest', 'Hossain')], contact: { email: uniqueEmail('guest'), phone: '+880 1711 000000' } }, {});
    const { data, manageToken } = guest.json() as { data: Booking; manageToken: string };
    const bearer = { authorization: `Bearer ${manageToken}` };
    const started = await post(`/api/bookings/${data.pnr}/payments`, {}, bearer);
    await post(`/api/payments/test/${started.json().data.paymentId}/complete`, { outcome: 'paid' }, {});
    const other = await book(flight._id);
    expect((await checkIn(other.pnr, [{ index: 0 }], bearer)).statusCode).toBe(404);
    const res = await checkIn(data.pnr, [{ index: 0, seat: '20F' }], bearer);
    expect(res.statusCode, res.body).toBe(201);
    expect(passes(res)[0]).toMatchObject({ seat: '20F', name: 'Guest Hossain' });
  });
});

describe('seats', () => {
  it('gives a contested seat to exactly one of 50 passengers clicking it at once', async () => {
    const flight = await soon();
    const bookings: Booking[] = [];
    for (let i = 0; i < 50; i++) bookings.push(await book(flight._id, [adult(`Racer${String.fromCharCode(65 + (i % 26))}`)]));
    const answers = await Promise.all(bookings.map((b) => checkIn(b.pnr, [{ index: 0, seat: '14C' }])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error).toMatch(/^Seat 14C has just been taken by another passenger; please choose another seat\.$|^Seat 14C /);
    const map = json<SeatMap>(await t.app.inject({ url: `/api/flights/${flight._id}/seat-map` }));
    expect(map.rows[13]!.seats.find((s) => s.seat === '14C')).toEqual({ seat: '14C', available: false });
    const manifest = json<FlightManifest>(await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest`, headers: admin.auth }));
    expect(manifest.passengers.filter((p) => p.seat === '14C')).toHaveLength(1);
    expect(manifest.counts).toEqual({ booked: 50, checkedIn: 1, boarded: 0 });
  });

  it('gives one passenger asking for four different seats at once one seat: one 201, three 409s with a sentence', async () => {
    const flight = await soon();
    const b = await book(flight._id, [adult('Nadia', 'Islam')]);
    const seats = ['3A', '3B', '3C', '3D'];
    const answers = await Promise.all(seats.map((seat) => checkIn(b.pnr, [{ index: 0, seat }])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual(expect.arrayContaining([201, 409, 409, 409]));
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const won = passes(answers.find((a) => a.statusCode === 201)!)[0]!;
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error).toBe(`Nadia Islam has just been checked in by another request, in seat ${won.seat}; to change seats, choose the new seat again.`);
    }
    const map = json<SeatMap>(await t.app.inject({ url: `/api/flights/${flight._id}/seat-map` }));
    const taken = map.rows[2]!.seats.filter((s) => !s.available).map((s) => s.seat);
    expect(taken).toEqual([won.seat]);
    const [pass] = json<BoardingPass[]>(await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-passes`, headers: owner.auth }));
    expect(pass).toMatchObject({ seat: won.seat, sequence: won.sequence });
    // Afterwards, choosing another seat is an ordinary seat change.
    const later = await checkIn(b.pnr, [{ index: 0, seat: '4A' }]);
    expect(later.statusCode, later.body).toBe(201);
    expect(passes(later)[0]).toMatchObject({ seat: '4A', sequence: won.sequence });
  });

  it('assigns seats side by side to a party that chose none, and seats a lap infant with no seat of their own', async () => {
    const flight = await soon();
    const b = await book(flight._id, [adult('Karim'), adult('Salma'), infant('Rafi')]);
    const alone = await checkIn(b.pnr, [{ index: 2 }]);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error).toBe('An infant is checked in together with an adult of the booking: please check in the adult too.');
    const withSeat = await checkIn(b.pnr, [{ index: 0 }, { index: 2, seat: '3A' }]);
    expect(withSeat.statusCode).toBe(400);
    expect(withSeat.json().error).toBe('An infant sits on an adult’s lap and gets no seat of their own.');
    const res = await checkIn(b.pnr, [{ index: 0 }, { index: 1 }, { index: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    const [karim, salma, rafi] = passes(res);
    expect(karim!.seat).toBe('1A');
    expect(salma!.seat).toBe('1B');
    expect(rafi!.seat).toBeNull();
    expect(rafi!.bcbp.slice(48, 52)).toBe('INF ');
    expect(new Set([karim!.sequence, salma!.sequence, rafi!.sequence]).size).toBe(3);
  });

  it('refuses a seat that is not on the plane and one already taken, and lets a passenger move seats', async () => {
    const flight = await soon();
    const first = await book(flight._id);
    const second = await book(flight._id);
    expect((await checkIn(first.pnr, [{ index: 0, seat: '5A' }])).statusCode).toBe(201);
    const taken = await checkIn(second.pnr, [{ index: 0, seat: '5A' }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Seat 5A has just been taken by another passenger; please choose another seat.');
    const nowhere = await checkIn(second.pnr, [{ index: 0, seat: '31A' }]);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error).toBe('Seat 31A cannot be chosen on this plane.');
    const moved = await checkIn(first.pnr, [{ index: 0, seat: '6F' }]);
    expect(passes(moved)[0]).toMatchObject({ seat: '6F', sequence: passes(moved)[0]!.sequence });
    expect((await checkIn(second.pnr, [{ index: 0, seat: '5A' }])).statusCode).toBe(201);
  });

  it('gives seats back when the booking is cancelled', async () => {
    const flight = await soon();
    const b = await book(flight._id);
    await checkIn(b.pnr, [{ index: 0, seat: '9D' }]);
    const quote = await post(`/api/bookings/${b.pnr}/cancellation-quote`, {});
    const cancel = await post(`/api/bookings/${b.pnr}/cancel`, { quoteId: quote.json().data.quoteId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const map = json<SeatMap>(await t.app.inject({ url: `/api/flights/${flight._id}/seat-map` }));
    expect(map.rows[8]!.seats.find((s) => s.seat === '9D')!.available).toBe(true);
  });
});

describe('boarding passes', () => {
  it('carry the 60-character BCBP of the booking, flight and seat, signed, and print as a PDF', async () => {
    const from = await makeLocation(t, admin.auth, 'domestic', { iataCode: 'DAC' });
    const to = await makeLocation(t, admin.auth, 'domestic', { iataCode: 'CXB' });
    const flight = await flightDepartingIn(5 * 3_600_000, { flightFromCurrentLocation: from.flightLocationName, flightToDestinationLocation: to.flightLocationName });
    const b = await book(flight._id, [adult('Mohammad Abdullah', 'Chowdhury')]);
    const [pass] = passes(await checkIn(b.pnr, [{ index: 0, seat: '7C' }]));
    // The mandatory block as before, then the security section: ^, type 1, length 56 (hex), 86 characters.
    expect(pass!.bcbp).toHaveLength(BCBP_LENGTH + 4 + 86);
    expect(pass!.bcbp.slice(BCBP_LENGTH, BCBP_LENGTH + 4)).toBe('^156');
    expect(parseBcbp(pass!.bcbp)).toMatchObject({ name: 'CHOWDHURY/MOHAMMAD A', pnr: b.pnr, from: 'DAC', to: 'CXB', carrier: 'TM', seat: '7C', sequence: pass!.sequence });
    expect(pass).toMatchObject({ flightNumber: flight.flightNumber, fromCode: 'DAC', toCode: 'CXB', gate: null });
    const [again] = json<BoardingPass[]>(await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-passes`, headers: owner.auth }));
    // Each issue is signed afresh (ECDSA), over the same block.
    expect({ ...again!, bcbp: again!.bcbp.slice(0, BCBP_LENGTH) }).toEqual({ ...pass!, bcbp: pass!.bcbp.slice(0, BCBP_LENGTH) });
    const pdf = await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-pass.pdf?leg=0&passenger=0`, headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('Mohammad Abdullah Chowdhury');
    expect(text).toContain('7C');
    expect(text.replace(/\s+/g, '')).toMatch(/\^156[A-Za-z0-9_-]{86}/);
    expect((await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-pass.pdf?leg=0&passenger=3`, headers: owner.auth })).statusCode).toBe(404);
  });
});

/** A pass's mandatory block with one item replaced (padded to its width). */
const withItem = (bcbp: string, item: keyof typeof BCBP_FIELDS, value: string) => {
  const [start, width] = BCBP_FIELDS[item];
  return `${bcbp.slice(0, start)}${value.padEnd(width, ' ')}${bcbp.slice(start + width, BCBP_LENGTH)}`;
};
const signatureOf = (bcbp: string) => bcbp.slice(BCBP_LENGTH);

describe('the gate', () => {
  it('boards a passenger once, says so on a second scan, refuses another flight’s pass and an unreadable one', async () => {
    const flight = await soon();
    const other = await soon();
    const b = await book(flight._id, [adult('Karim'), adult('Salma')]);
    const [karim] = passes(await checkIn(b.pnr, [{ index: 0 }, { index: 1 }]));
    const elsewhere = await book(other._id);
    const [foreign] = passes(await checkIn(elsewhere.pnr, [{ index: 0 }]));

    expect((await post(`/api/admin/flights/${flight._id}/gate`, {}, admin.auth)).statusCode).toBe(404);
    const gate = await t.app.inject({ method: 'PUT', url: `/api/admin/flights/${flight._id}/gate`, headers: admin.auth, payload: { gate: 'b7' } });
    expect(gate.json().message).toBe('Gate B7 is on the boarding passes.');

    const first = await board(flight._id, `${karim!.bcbp}\n`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(`Boarded: Karim Rahman, seat ${karim!.seat}.`);
    // The name on record beside the name the pass carries.
    expect(first.json().data).toMatchObject({ name: 'Karim Rahman', scannedName: 'RAHMAN/KARIM', seat: karim!.seat, pnr: b.pnr });
    const second = await board(flight._id, karim!.bcbp);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/^Karim Rahman already boarded at \d\d:\d\d\.$/);

    const wrong = await board(flight._id, foreign!.bcbp);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toMatch(/^This boarding pass is for flight TM\d+ on day \d+ of the year, not for /);
    const unreadable = await board(flight._id, 'not a pass');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toBe('This is not a boarding pass we can read: scan its barcode again.');

    const manifest = json<FlightManifest>(await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest`, headers: admin.auth }));
    expect(manifest.counts).toEqual({ booked: 2, checkedIn: 2, boarded: 1 });
    expect(manifest.gate).toBe('B7');
    expect(manifest.passengers.find((p) => p.name === 'Karim Rahman')).toMatchObject({ seat: karim!.seat, boardedAt: expect.any(String) });
    const [again] = json<BoardingPass[]>(await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-passes`, headers: owner.auth }));
    expect(again).toMatchObject({ gate: 'B7', boarded: true });
  });

  it('refuses forged passes: another name, other airports, another carrier, a typed pass, a guessed sequence, another key', async () => {
    const flight = await soon();
    const b = await book(flight._id, [adult('Karim'), adult('Salma')]);
    const [karim, salma] = passes(await checkIn(b.pnr, [{ index: 0 }, { index: 1 }]));
    const real = karim!.bcbp;
    const block = real.slice(0, BCBP_LENGTH);
    const forged = {
      'another name': withItem(block, 'name', 'HOSSAIN/IMRAN') + signatureOf(real),
      'other airports': withItem(withItem(block, 'from', 'ZYL'), 'to', 'JSR') + signatureOf(real),
      'another carrier': withItem(block, 'carrier', 'BG') + signatureOf(real),
      'another seat': withItem(block, 'seat', '029F') + signatureOf(real),
      'a guessed sequence': withItem(block, 'sequence', `${String(salma!.sequence).padStart(4, '0')} `) + signatureOf(real),
      'one changed signature character': `${real.slice(0, 100)}${real[100] === 'A' ? 'B' : 'A'}${real.slice(101)}`,
      'another spelling of the signature': `${real.slice(0, -1)}${String.fromCharCode(real.charCodeAt(real.length - 1) ^ 1)}`,
    };
    for (const [what, bcbp] of Object.entries(forged)) {
      const res = await board(flight._id, bcbp);
      expect(res.statusCode, what).toBe(409);
      expect(res.json().error, what).toBe('The signature of this boarding pass does not match what it says: it was altered, or not issued by us. Send the passenger to the desk.');
    }

    // Typed from the booking reference, the seat (public on the seat map) and a sequence number: no signature.
    const typed = await board(flight._id, block);
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toBe(
      'This boarding pass carries no signature, so nothing on it can be checked (a typed or copied pass has none): scan the barcode itself. Send the passenger to the desk.',
    );
    // Signed, but with a key that is not ours.
    const stranger = createBcbpSigner(generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey);
    const ownKey = await board(flight._id, stranger.sign(withItem(block, 'name', 'HOSSAIN/IMRAN')));
    expect(ownKey.statusCode).toBe(409);
    expect(ownKey.json().error).toMatch(/^The signature of this boarding pass does not match/);

    const manifest = json<FlightManifest>(await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest`, headers: admin.auth }));
    expect(manifest.counts.boarded).toBe(0);
    // The real pass still boards.
    const boarded = await board(flight._id, real);
    expect(boarded.statusCode, boarded.body).toBe(200);
    expect(boarded.json().data).toMatchObject({ name: 'Karim Rahman', scannedName: 'RAHMAN/KARIM' });
  });

  it('refuses a pass signed with our key that says what the record does not, naming each difference', async () => {
    const ours = createBcbpSigner(bcbpSigningKey(t.config.bcbpSigningKey, t.config.dataDir));
    const flight = await soon();
    const b = await book(flight._id, [adult('Karim'), adult('Salma')]);
    const [karim, salma] = passes(await checkIn(b.pnr, [{ index: 0, seat: '8A' }, { index: 1, seat: '8B' }]));
    const block = karim!.bcbp.slice(0, BCBP_LENGTH);

    const named = await board(flight._id, ours.sign(withItem(withItem(block, 'name', 'HOSSAIN/IMRAN'), 'carrier', 'BG')));
    expect(named.statusCode).toBe(409);
    expect(named.json().error).toBe(
      'This boarding pass does not match the record of Karim Rahman: name HOSSAIN/IMRAN (record: RAHMAN/KARIM); carrier BG (record: TM). Send the passenger to the desk.',
    );
    const routed = await board(flight._id, ours.sign(withItem(block, 'from', 'ZYL')));
    expect(routed.json().error).toMatch(/: from ZYL \(record: [A-Z]{3}\)\. Send the passenger to the desk\.$/);
    // Salma's sequence with Karim's name: the name is not the one checked in with that number.
    const swapped = await board(flight._id, ours.sign(withItem(block, 'sequence', `${String(salma!.sequence).padStart(4, '0')} `)));
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().error).toBe('This boarding pass does not match the record of Salma Rahman: name RAHMAN/KARIM (record: RAHMAN/SALMA); seat 8A (record: 8B). Send the passenger to the desk.');
    const guessed = await board(flight._id, ours.sign(withItem(block, 'sequence', '0999 ')));
    expect(guessed.statusCode).toBe(409);
    expect(guessed.json().error).toBe(`No passenger of booking ${b.pnr} is checked in on this flight with sequence number 999. Send the passenger to the desk.`);

    // A passenger who moved seats: the pass of the old seat is refused, the new one boards.
    const moved = passes(await checkIn(b.pnr, [{ index: 0, seat: '9C' }]))[0]!;
    const old = await board(flight._id, karim!.bcbp);
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe('This boarding pass does not match the record of Karim Rahman: seat 8A (record: 9C). Send the passenger to the desk.');
    expect((await board(flight._id, moved.bcbp)).statusCode).toBe(200);
  });

  it('refuses the pass of a booking that is no longer ticketed', async () => {
    const flight = await soon();
    const b = await book(flight._id);
    const [pass] = passes(await checkIn(b.pnr, [{ index: 0, seat: '11D' }]));
    const quote = await post(`/api/bookings/${b.pnr}/cancellation-quote`, {});
    const cancel = await post(`/api/bookings/${b.pnr}/cancel`, { quoteId: quote.json().data.quoteId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await board(flight._id, pass!.bcbp);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`Booking ${b.pnr} is cancelled, not ticketed: its boarding passes are void. Send the passenger to the desk.`);
    const manifest = json<FlightManifest>(await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest`, headers: admin.auth }));
    expect(manifest.counts.boarded).toBe(0);
  });

  it('publishes the public key, with which another scanner verifies a pass', async () => {
    const flight = await soon();
    const b = await book(flight._id);
    const [pass] = passes(await checkIn(b.pnr, [{ index: 0 }]));
    const res = await t.app.inject({ url: '/api/boarding-pass-key' });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { publicKey: string; algorithm: string; securityType: string };
    expect(answer).toMatchObject({ algorithm: 'ES256', securityType: '1' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const key = createPublicKey(answer.publicKey);
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const parsed = parseBcbp(pass!.bcbp)!;
    const check = (text: string) => verify('sha256', Buffer.from(text), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(parsed.security!.data, 'base64url'));
    expect(parsed.security?.type).toBe('1');
    expect(check(pass!.bcbp.slice(0, BCBP_LENGTH))).toBe(true);
    expect(check(withItem(pass!.bcbp, 'seat', '029F'))).toBe(false);
  });

  it('is for admins only', async () => {
    const flight = await soon();
    expect((await board(flight._id, 'x'.repeat(60), owner.auth)).statusCode).toBe(403);
  });
});

describe('cabin layouts', () => {
  it('give a plane its seat map and capacity, and never cut below the seats sold', async () => {
    const plane = `S2-${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const flight = await flightDepartingIn(5 * 3_600_000, { planeNumber: plane });
    await book(flight._id, [adult('A'), adult('B'), adult('C')]);
    const tooSmall = await post('/api/admin/cabin-layouts', { name: `Tiny ${plane}`, rows: 1, letters: 'AB', planeNumbers: [plane] }, admin.auth);
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().error).toBe(`Flight ${flight.flightNumber} on ${flight.flightDepartingDate as string} has 3 seats sold, more than this layout's 2; the layout was not saved.`);

    const made = await post('/api/admin/cabin-layouts', { name: `ATR ${plane}`, rows: 18, letters: 'AC-DF', exitRows: [1], extraLegroomRows: [12], blockedSeats: ['18A', '18F'], planeNumbers: [plane] }, admin.auth);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ seatCapacity: 70, planeNumbers: [plane] });
    const updated = json<{ seatCapacity: number; seatsLeft: number }>(await t.app.inject({ url: `/api/flight-information/${flight._id}`, headers: admin.auth }));
    expect(updated).toMatchObject({ seatCapacity: 70, seatsLeft: 67 });

    const map = json<SeatMap>(await t.app.inject({ url: `/api/flights/${flight._id}/seat-map` }));
    expect(map.columns).toEqual(['A', 'C', '', 'D', 'F']);
    expect(map.rows).toHaveLength(18);
    expect(map.rows[0]).toMatchObject({ exit: true, seats: [{ seat: '1A', available: true, extraLegroom: true }, expect.anything(), expect.anything(), expect.anything()] });
    expect(map.rows[17]!.seats[0]).toEqual({ seat: '18A', available: false, blocked: true });

    // A new flight of that plane sells the layout's seats, whatever the form says.
    const next = await flightDepartingIn(30 * 3_600_000, { planeNumber: plane, seatCapacity: 120 });
    expect(next.seatCapacity).toBe(70);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cabin-layouts/${made.json().data._id as string}`,
      headers: admin.auth,
      payload: { name: `ATR ${plane}`, rows: 18, letters: 'AC-DF', blockedSeats: [], planeNumbers: [plane] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const grown = json<{ seatCapacity: number; seatsLeft: number }>(await t.app.inject({ url: `/api/flight-information/${flight._id}`, headers: admin.auth }));
    expect(grown).toMatchObject({ seatCapacity: 72, seatsLeft: 69 });

    const again = await post('/api/admin/cabin-layouts', { name: `Other ${plane}`, rows: 10, letters: 'AB-CD', planeNumbers: [plane] }, admin.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Plane ${plane} already flies the layout ATR ${plane}; take it off there first.`);
    const list = json<{ name: string }[]>(await t.app.inject({ url: '/api/admin/cabin-layouts', headers: admin.auth }));
    expect(list.map((l) => l.name)).toContain(`ATR ${plane}`);
    expect((await t.app.inject({ url: '/api/admin/cabin-layouts', headers: owner.auth })).statusCode).toBe(403);
  });
});

describe('a cancelled flight', () => {
  it('cannot be checked in, and a free move to another flight leaves the old seat behind', async () => {
    const from = await makeLocation(t, admin.auth);
    const to = await makeLocation(t, admin.auth);
    const route = { flightFromCurrentLocation: from.flightLocationName, flightToDestinationLocation: to.flightLocationName };
    const first = await flightDepartingIn(5 * 3_600_000, route);
    const next = await flightDepartingIn(24 * 3_600_000, route);
    const b = await book(first._id);
    expect((await checkIn(b.pnr, [{ index: 0, seat: '7C' }])).statusCode).toBe(201);

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/flight-information/${first._id}/status`, headers: admin.auth, payload: { status: 'cancelled', reason: 'Runway closed' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await checkIn(b.pnr, [{ index: 0 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/is cancelled, so it cannot be checked in/);
    const status = json<CheckInStatus>(await t.app.inject({ url: `/api/bookings/${b.pnr}/check-in`, headers: owner.auth }));
    expect(status.legs[0]!.state).toBe('closed');

    const moved = await post(`/api/bookings/${b.pnr}/rebook`, { legIndex: 0, flightId: next._id });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = json<CheckInStatus>(await t.app.inject({ url: `/api/bookings/${b.pnr}/check-in`, headers: owner.auth }));
    expect(after.legs[0]!.flightId).toBe(next._id);
    // Not checked in on the new flight: no pass carries the old flight's seat.
    expect(after.boardingPasses).toEqual([]);
    const oldMap = json<SeatMap>(await t.app.inject({ url: `/api/flights/${first._id}/seat-map` }));
    expect(oldMap.rows.flatMap((r) => r.seats).find((s) => s.seat === '7C')?.available).toBe(true);
  });
});

describe('one true time (issue 35)', () => {
  const delay = (flightId: string, to: { date: string; time: string }) =>
    t.app.inject({ method: 'PATCH', url: `/api/flight-information/${flightId}/status`, headers: admin.auth, payload: { status: 'delayed', estimatedDate: to.date, estimatedTime: to.time, reason: 'Late arrival of the aircraft' } });

  it('moves a delayed flight’s passes, boarding time, check-in cut-off, PDF, manifest and its CSV to the new time', async () => {
    const scheduled = dhaka(5 * 3_600_000);
    const later = dhaka(7 * 3_600_000);
    const flight = await flightDepartingIn(5 * 3_600_000);
    const b = await book(flight._id, [adult('Nasrin', 'Akter')]);
    const [before] = passes(await checkIn(b.pnr, [{ index: 0, seat: '4A' }]));
    expect(before).toMatchObject({ departureTime: scheduled.time });
    expect(before!.scheduledTime).toBeUndefined();
    expect((await delay(flight._id, later)).statusCode).toBe(200);

    const [pass] = json<BoardingPass[]>(await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-passes`, headers: owner.auth }));
    const boardingAt = dhaka(7 * 3_600_000 - 30 * MINUTE);
    expect(pass).toMatchObject({ departureDate: later.date, departureTime: later.time, boardingTime: boardingAt.time, scheduledDate: scheduled.date, scheduledTime: scheduled.time });
    // The barcode keeps the flight's own day: the gate still reads it.
    expect(parseBcbp(pass!.bcbp)).toMatchObject({ carrier: 'TM' });

    const status = json<CheckInStatus>(await t.app.inject({ url: `/api/bookings/${b.pnr}/check-in`, headers: owner.auth }));
    const cutOff = dhaka(7 * 3_600_000 - 60 * MINUTE);
    expect(status.legs[0]).toMatchObject({ closesLocal: `${cutOff.date} ${cutOff.time}`, fromCity: String(flight.flightFromCurrentLocation) });

    const pdf = await t.app.inject({ url: `/api/bookings/${b.pnr}/boarding-pass.pdf?leg=0&passenger=0`, headers: owner.auth });
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain(later.time);
    expect(text).toContain(`DELAYED: scheduled ${scheduled.time}`);
    expect(text.replace(/\s+/g, ' ')).toContain(`DEPARTS (${String(flight.flightFromCurrentLocation)} TIME)`);
    // No gate yet: "See screens" is written whole in the gate column (small enough to stay out of the sequence's).
    expect(text).toContain('See screens');
    expect(text).not.toContain(scheduled.date);

    const manifest = json<FlightManifest>(await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest`, headers: admin.auth }));
    expect(manifest.departure).toMatchObject({ city: String(flight.flightFromCurrentLocation), date: later.date, time: later.time, status: 'delayed', scheduled: scheduled });
    // The arrival moves with the departure: two hours later than the timetable's.
    const clockOf = (date: unknown, time: unknown) => new Date(`${String(date)}T${String(time)}:00Z`).getTime();
    const moved = clockOf(later.date, later.time) - clockOf(flight.flightDepartingDate, flight.flightDepartingTime);
    const arrivesScheduled = { date: String(flight.flightArrivalDate), time: String(flight.flightArrivalTime) };
    const lateIso = new Date(clockOf(arrivesScheduled.date, arrivesScheduled.time) + moved).toISOString();
    const arrivesLate = { date: lateIso.slice(0, 10), time: lateIso.slice(11, 16) };
    expect(manifest.arrival).toEqual({ city: String(flight.flightToDestinationLocation), date: arrivesLate.date, time: arrivesLate.time, scheduled: { date: arrivesScheduled.date, time: arrivesScheduled.time } });
    const booked = json<{ legs: { estimatedDeparture?: object; estimatedArrival?: object }[] }>(await t.app.inject({ url: `/api/bookings/${b.pnr}`, headers: owner.auth }));
    expect(booked.legs[0]).toMatchObject({ estimatedDeparture: { date: later.date, time: later.time }, estimatedArrival: { date: arrivesLate.date, time: arrivesLate.time } });
    const csv = await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest.csv`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${flight.flightNumber}-${flight.flightDepartingDate}.csv"`);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('flight,departs,pnr,name,type,ticket,package,status,seat,checkedIn,boarded,services,arrives');
    expect(row).toContain(`${flight.flightNumber},${later.date} ${later.time} (${String(flight.flightFromCurrentLocation)}),${b.pnr},Nasrin Akter,adult,`);
    expect(row).toContain(',ticketed,4A,');
    expect(row).toContain(`,${arrivesLate.date} ${arrivesLate.time} (${String(flight.flightToDestinationLocation)})`);
    expect((await t.app.inject({ url: `/api/admin/flights/${flight._id}/manifest.csv`, headers: owner.auth })).statusCode).toBe(403);
  });

  it('names the flight’s own carrier on its passes, so the gate boards a flight numbered under another designator', async () => {
    const flight = await flightDepartingIn(5 * 3_600_000, { flightNumber: `BG${100 + Math.floor(Math.random() * 800)}` });
    const b = await book(flight._id);
    const [pass] = passes(await checkIn(b.pnr, [{ index: 0 }]));
    expect(parseBcbp(pass!.bcbp)).toMatchObject({ carrier: 'BG' });
    const res = await board(flight._id, pass!.bcbp);
    expect(res.statusCode, res.body).toBe(200);
  });
});
