import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Agency, AgencyOverview, AgencyStatement, Booking, LedgerEntry } from '@tarmac/shared';
import { startMailingApp, stopMailingApp, type MailingApp } from '../testing/mailing-app.js';
import { createUser, json, uniqueEmail } from '../testing/test-app.js';
import { makeFlight } from '../testing/factories.js';
import { pdfPages } from '../testing/pdf-text.js';
import type { CapturedMail } from '../testing/smtp.js';
import { rowsOf } from '../db/rows.js';

// Travel agencies (issue 32): agencies and their agents, the wallet as a ledger, paying from it, consent, refunds.

let app: MailingApp;
type Auth = { authorization: string };
let flightId: string;

beforeAll(async () => {
  // Twenty holds from a few agents at once: the per-account hold limit is not what these tests are about.
  app = await startMailingApp({ HOLD_MAX_PER_ACCOUNT: '30', PARTNER_RATE_PER_MINUTE: '8' });
  flightId = (await makeFlight(app.t, app.admin.auth))._id;
});
afterAll(() => stopMailingApp(app));

const inject = (method: 'GET' | 'POST', url: string, headers: Auth, payload?: object) =>
  app.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A mail to `to` whose subject matches, waiting for it. */
async function mailTo(to: string, subject: RegExp): Promise<CapturedMail> {
  for (let i = 0; i < 100; i++) {
    const found = app.smtp.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} about ${subject}`);
}

let registrations = 0;
async function makeAgency(extra: Partial<{ creditLimit: number; commissionPercent: number; name: string }> = {}): Promise<Agency> {
  const res = await inject('POST', '/api/admin/agencies', app.admin.auth, {
    name: extra.name ?? `Dhaka Travels ${++registrations}`,
    registrationNumber: `TA-2026-${String(registrations).padStart(4, '0')}-${Date.now() % 100000}`,
    address: 'Motijheel, Dhaka',
    phone: '+880 2 955 0000',
    email: 'office@example.com',
    creditLimit: extra.creditLimit ?? 0,
    commissionPercent: extra.commissionPercent ?? 7.5,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Agency }>(res).data;
}

/** An agent invited by the admin who sets a password from the invitation and signs in. */
async function makeAgent(agency: Agency, name = 'Rafiq Agent'): Promise<{ auth: Auth; email: string; id: string }> {
  const email = uniqueEmail('agent');
  const invited = await inject('POST', `/api/admin/agencies/${agency._id}/users`, app.admin.auth, { name, email });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await mailTo(email, /invited/);
  const token = /change-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const set = await app.t.app.inject({ method: 'PUT', url: '/api/update-password', payload: { token, email, password: 'agent password 1' } });
  expect(set.statusCode, set.body).toBe(200);
  const signin = await app.t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'agent password 1' } });
  expect(signin.statusCode, signin.body).toBe(200);
  const { token: session, user } = json<{ token: string; user: { _id: string; role: string } }>(signin);
  expect(user.role).toBe('agent');
  return { auth: { authorization: `Bearer ${session}` }, email, id: user._id };
}

const deposit = (agency: Agency, amount: number, reference = 'DBBL-0001') => inject('POST', `/api/admin/agencies/${agency._id}/deposits`, app.admin.auth, { amount, reference });
const adjust = (agency: Agency, amount: number, reason = 'Bank charge') => inject('POST', `/api/admin/agencies/${agency._id}/adjustments`, app.admin.auth, { amount, reason });

let contacts = 0;
async function agentBooks(agent: { auth: Auth }, passengers = 1): Promise<Booking> {
  const people = [
    { title: 'Ms', firstName: 'Ayesha', lastName: 'Rahman', type: 'adult' },
    { title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' },
  ].slice(0, passengers);
  const res = await inject('POST', '/api/bookings', agent.auth, {
    legs: [{ flightId, packageId: app.silver._id }],
    passengers: people,
    contact: { email: `traveller-${++contacts}-${Date.now()}@example.com`, phone: '+880 1711 000000' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Booking }>(res).data;
}

const overview = async (agent: { auth: Auth }) => json<AgencyOverview>(await inject('GET', '/api/agency', agent.auth));
const ledger = async (agent: { auth: Auth }) => json<LedgerEntry[]>(await inject('GET', '/api/agency/ledger', agent.auth));
const payFromWallet = (agent: { auth: Auth }, pnr: string) => inject('POST', `/api/bookings/${pnr}/pay-from-wallet`, agent.auth);

describe('agencies and their agents', () => {
  it('are created, listed, invited by mail and refused a second registration number', async () => {
    const agency = await makeAgency({ creditLimit: 5000, commissionPercent: 7.5 });
    expect(agency).toMatchObject({ creditLimit: 5000, commissionPercent: 7.5, status: 'active' });
    const again = await inject('POST', '/api/admin/agencies', app.admin.auth, { ...agency, _id: undefined, status: undefined, createdAt: undefined, name: 'Copy' });
    expect(again.statusCode).toBe(409);
    const list = await inject('GET', `/api/admin/agencies?limit=50&q=${encodeURIComponent(agency.registrationNumber)}`, app.admin.auth);
    expect(json<Agency[]>(list).map((a) => a._id)).toEqual([agency._id]);
    const agent = await makeAgent(agency);
    expect(await overview(agent)).toEqual({ agency, balance: 0, creditLimit: 5000, available: 5000 });
  });
});

describe('the wallet', () => {
  it('records deposits, and a payment from it debits the fare less the commission and tickets at once', async () => {
    const agency = await makeAgency({ commissionPercent: 7.5, name: 'Shapla Tours' });
    const agent = await makeAgent(agency, 'Nusrat Jahan');
    expect((await deposit(agency, 100_000, 'DBBL-778899')).statusCode).toBe(201);
    const held = await agentBooks(agent, 2);
    expect(held.agency).toEqual({ name: 'Shapla Tours', registrationNumber: agency.registrationNumber, farePaid: held.total });
    const commission = Math.floor(held.total * 0.075);
    const paid = await payFromWallet(agent, held.pnr);
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = json<{ data: Booking }>(paid).data;
    expect(booking.status).toBe('ticketed');
    expect(booking.passengers.every((p) => p.tickets.length === 1)).toBe(true);
    expect(await overview(agent)).toMatchObject({ balance: 100_000 - held.total + commission, available: 100_000 - held.total + commission });
    const entries = await ledger(agent);
    expect(entries.map((e) => [e.kind, e.amount, e.pnr])).toEqual([
      ['commission', commission, held.pnr],
      ['sale', -held.total, held.pnr],
      ['deposit', 100_000, null],
    ]);
    expect(entries[1]!.actorName).toBe('Nusrat Jahan');
    expect(entries[2]!.reference).toBe('DBBL-778899');
    // Paid once: a second payment is refused and takes nothing.
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(409);
    expect((await ledger(agent)).length).toBe(3);
    // The agency's bookings, and the ticket naming the agency, its registration number and the fare paid.
    const mine = json<Booking[]>(await inject('GET', '/api/agency/bookings', agent.auth));
    expect(mine.map((b) => b.pnr)).toEqual([held.pnr]);
    const pdf = await inject('GET', `/api/bookings/${held.pnr}/ticket.pdf`, agent.auth);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain(`Sold by Shapla Tours (registration ${agency.registrationNumber}), fare paid`);
    const mail = await mailTo(held.contact.email, /ticket/i);
    expect(mail.text).toMatch(new RegExp(`Sold by Shapla Tours, registration ${agency.registrationNumber}; fare paid`));
  });

  it('answers 402 with the shortfall when the balance and credit do not cover the payment', async () => {
    const agency = await makeAgency({ creditLimit: 1000, commissionPercent: 10 });
    const agent = await makeAgent(agency);
    await deposit(agency, 100_000);
    const held = await agentBooks(agent);
    // Money leaves the wallet after the hold (a bank charge): 2,000 is left, 3,000 with the credit.
    expect((await adjust(agency, -98_000)).statusCode).toBe(201);
    const due = held.total - Math.floor(held.total * 0.1);
    const res = await payFromWallet(agent, held.pnr);
    expect(res.statusCode).toBe(402);
    expect(json<{ shortfall: number; due: number; available: number }>(res)).toMatchObject({ shortfall: due - 3000, due, available: 3000 });
    expect((await overview(agent)).balance).toBe(2000);
    const still = json<Booking>(await inject('GET', `/api/bookings/${held.pnr}`, agent.auth));
    expect(still.status).toBe('held');
  });

  it('never goes below minus the credit limit when twenty payments from one wallet race', async () => {
    const agency = await makeAgency({ creditLimit: 20_000, commissionPercent: 0 });
    const agents = await Promise.all([1, 2, 3, 4].map((i) => makeAgent(agency, `Racer ${i}`)));
    // Enough to hold twenty (an agency holds no more than its wallet can pay)...
    await deposit(agency, 1_000_000);
    const holds: { agent: (typeof agents)[number]; pnr: string; total: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const agent = agents[i % agents.length]!;
      const b = await agentBooks(agent);
      holds.push({ agent, pnr: b.pnr, total: b.total });
    }
    const fare = holds[0]!.total;
    // ...then the wallet comes down to five and a half fares (with the credit): five payments pass, whatever order they arrive in.
    expect((await adjust(agency, Math.floor(fare * 5.5) - 20_000 - 1_000_000)).statusCode).toBe(201);
    const answers = await Promise.all(holds.map((h) => payFromWallet(h.agent, h.pnr)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const after = await overview(agents[0]!);
    expect(after.balance).toBe(Math.floor(fare * 5.5) - 20_000 - 5 * fare);
    expect(after.balance).toBeGreaterThanOrEqual(-20_000);
    const sales = (await ledger(agents[0]!)).filter((e) => e.kind === 'sale');
    expect(sales).toHaveLength(5);
  });

  it('keeps its entries: the database refuses to change or delete one', async () => {
    const agency = await makeAgency();
    await deposit(agency, 500);
    const { db } = app.t.database;
    await expect(db.execute(sql`update agency_ledger set amount = 1000000 where agency_id = ${agency._id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from agency_ledger where agency_id = ${agency._id}`)).rejects.toThrow();
    const [row] = rowsOf<{ balance: number }>(await db.execute(sql`select coalesce(sum(amount), 0)::int as balance from agency_ledger where agency_id = ${agency._id}`));
    expect(row?.balance).toBe(500);
  });
});

describe('commission rules', () => {
  it('pay a leg the most specific rule in force for its route and class, else the agency’s own percent', async () => {
    const agency = await makeAgency({ commissionPercent: 5 });
    const agent = await makeAgent(agency);
    await deposit(agency, 200_000);
    const [route] = rowsOf<{ from_id: string; to_id: string }>(await app.t.database.db.execute(sql`select from_id, to_id from flights where id = ${flightId}`));
    const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const put = (rules: object[]) => app.t.app.inject({ method: 'PUT', url: `/api/admin/agencies/${agency._id}/commission-rules`, headers: app.admin.auth, payload: { rules } });
    const rules = [
      { percent: 6 },
      { fromId: route!.from_id, toId: route!.to_id, percent: 8 },
      { fromId: route!.from_id, toId: route!.to_id, fareClass: 'N', percent: 12 },
      { fromId: route!.from_id, toId: route!.to_id, percent: 20, validTo: day(-1) },
      { fromId: route!.from_id, toId: route!.to_id, percent: 25, validFrom: day(1) },
    ];
    const saved = await put(rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: Array<{ percent: number; validTo: string | null }> }>(saved).data.map((r) => r.percent)).toEqual([6, 8, 12, 20, 25]);

    // The flight sells without classes: the route's rule in force today (8 %), not the class's, the expired or the future one.
    const held = await agentBooks(agent);
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(200);
    const [commission] = (await ledger(agent)).filter((e) => e.kind === 'commission');
    expect(commission!.amount).toBe(Math.floor(held.total * 0.08));
    expect(commission!.reference).toBe(`8% of ${held.total}`);

    // Rules name a whole route or none, a class is one letter, a place must exist: refused whole, nothing saved.
    const half = await put([{ fromId: route!.from_id, percent: 9 }]);
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('names both places');
    expect((await put([{ fareClass: 'ab', percent: 9 }])).statusCode).toBe(400);
    const nowhere = await put([{ fromId: route!.from_id, toId: '00000000-0000-4000-8000-000000000000', percent: 9 }]);
    expect(nowhere.statusCode).toBe(400);
    const kept = await app.t.app.inject({ url: `/api/admin/agencies/${agency._id}/commission-rules`, headers: app.admin.auth });
    expect(json<unknown[]>(kept)).toHaveLength(5);
    expect((await inject('GET', `/api/admin/agencies/${agency._id}/commission-rules`, agent.auth)).statusCode).toBe(403);
  });
});

describe('the statement', () => {
  it('of a period gives the balance before it, every entry with the balance after it, the totals, and the same as CSV and PDF', async () => {
    const agency = await makeAgency({ commissionPercent: 10, name: 'Padma Travels' });
    const agent = await makeAgent(agency, 'Shakil Ahmed');
    // A deposit of last year stays before the period (written as of then: the ledger is never updated).
    await app.t.database.db.execute(
      sql`insert into agency_ledger (agency_id, kind, amount, reference, actor_name, created_at) values (${agency._id}, 'deposit', 50000, 'BRAC-1', 'Admin', now() - interval '400 days')`,
    );
    const held = await agentBooks(agent);
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(200);
    const adjusted = await inject('POST', `/api/admin/agencies/${agency._id}/adjustments`, app.admin.auth, { amount: -300, reason: 'Bank charge on BRAC-1' });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect((await inject('POST', `/api/admin/agencies/${agency._id}/adjustments`, app.admin.auth, { amount: 0, reason: 'Nothing' })).statusCode).toBe(400);

    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10); // Dhaka is UTC+6
    const monthAgo = new Date(Date.now() + 6 * 3600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await inject('GET', `/api/agency/statement?from=${monthAgo}&to=${today}`, agent.auth);
    expect(res.statusCode, res.body).toBe(200);
    const commission = Math.floor(held.total / 10);
    const statement = json<AgencyStatement>(res);
    expect(statement).toMatchObject({
      opening: 50_000,
      closing: 50_000 - held.total + commission - 300,
      totals: { deposit: 0, sale: -held.total, commission, refund: 0, adjustment: -300 },
    });
    expect(statement.entries.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ['sale', -held.total, 50_000 - held.total],
      ['commission', commission, 50_000 - held.total + commission],
      ['adjustment', -300, 50_000 - held.total + commission - 300],
    ]);
    expect(statement.entries[2]!.reference).toBe('Bank charge on BRAC-1');
    // The admin sees the same statement; the agency's wallet matches its last line.
    const asAdmin = await inject('GET', `/api/admin/agencies/${agency._id}/statement?from=${monthAgo}&to=${today}`, app.admin.auth);
    expect(json<AgencyStatement>(asAdmin)).toEqual(statement);
    expect((await overview(agent)).balance).toBe(statement.closing);

    const csv = await inject('GET', `/api/agency/statement?from=${monthAgo}&to=${today}&format=csv`, agent.auth);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,kind,reference,pnr,agent,amount,balance');
    expect(lines[1]).toBe(`${monthAgo},opening,,,,,50000`);
    expect(lines[2]).toContain(`,sale,`);
    expect(lines[2]).toContain(`,${held.pnr},Shakil Ahmed,-${held.total},${50_000 - held.total}`);
    expect(lines.at(-1)).toBe(`${today},closing,,,,,${statement.closing}`);

    const pdf = await inject('GET', `/api/agency/statement?from=${monthAgo}&to=${today}&format=pdf`, agent.auth);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain(`Padma Travels, registration ${agency.registrationNumber}`);
    expect(text).toContain('Bank charge on BRAC-1');
    expect(text).toContain('Balance at the end of the period');

    // A period of the wrong way round, or too long, is named.
    const backwards = await inject('GET', `/api/agency/statement?from=${today}&to=${monthAgo}`, agent.auth);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The last day cannot be before the first day.');
    expect((await inject('GET', `/api/agency/statement?from=2020-01-01&to=${today}`, agent.auth)).body).toContain('A statement covers at most 366 days.');
  });
});

describe('agents and other agencies', () => {
  it('never reach another agency’s bookings or wallet, nor admin calls', async () => {
    const mine = await makeAgency();
    const theirs = await makeAgency();
    const me = await makeAgent(mine);
    const them = await makeAgent(theirs);
    await deposit(theirs, 100_000);
    const theirBooking = await agentBooks(them);
    expect((await inject('GET', `/api/bookings/${theirBooking.pnr}`, me.auth)).statusCode).toBe(404);
    expect((await payFromWallet(me, theirBooking.pnr)).statusCode).toBe(404);
    expect((await inject('POST', `/api/bookings/${theirBooking.pnr}/consent-requests`, me.auth)).statusCode).toBe(404);
    expect(json<Booking[]>(await inject('GET', '/api/agency/bookings', me.auth))).toEqual([]);
    expect((await overview(me)).agency._id).toBe(mine._id);
    for (const url of ['/api/admin/agencies', `/api/admin/agencies/${theirs._id}`, `/api/admin/agencies/${theirs._id}/ledger`, '/api/admin/bookings']) {
      expect((await inject('GET', url, me.auth)).statusCode, url).toBe(403);
    }
    expect((await deposit(mine, 5)).statusCode).toBe(201);
    expect((await inject('POST', `/api/admin/agencies/${mine._id}/deposits`, me.auth, { amount: 1_000_000, reference: 'self' })).statusCode).toBe(403);
    // A passenger is no agent.
    const passenger = await createUser(app.t);
    expect((await inject('GET', '/api/agency', passenger.auth)).statusCode).toBe(403);
  });

  it('book only with the traveller’s own contact and full names', async () => {
    const agent = await makeAgent(await makeAgency());
    const res = await inject('POST', '/api/bookings', agent.auth, { legs: [{ flightId, packageId: app.silver._id }], passengers: [{ name: 'Nameless' }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('an agency’s holds', () => {
  it('together stay within what its wallet can pay, whichever agent holds: a deposit lets it hold more', async () => {
    const agency = await makeAgency({ creditLimit: 5_000, commissionPercent: 0 });
    const [first, second] = await Promise.all([makeAgent(agency, 'First Agent'), makeAgent(agency, 'Second Agent')]);
    const fare = 9995; // the test flight's silver fare for one adult
    await deposit(agency, 2 * fare - 5_000); // two fares with the credit
    await agentBooks(first);
    const paidLater = await agentBooks(second);
    // A third hold, by either agent, would pass what the wallet can pay: 402 with the figures, and nothing held.
    const refused = await inject('POST', '/api/bookings', first.auth, {
      legs: [{ flightId, packageId: app.silver._id }],
      passengers: [{ title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' }],
      contact: { email: `traveller-over-${Date.now()}@example.com`, phone: '+880 1711 000000' },
    });
    expect(refused.statusCode).toBe(402);
    expect(json<{ error: string; held: number; available: number; shortfall: number }>(refused)).toEqual({
      error: `Your agency's unpaid bookings would come to ${3 * fare}, more than its wallet can pay (${2 * fare}). Pay for or cancel a held booking, or deposit, then book again.`,
      held: 3 * fare,
      available: 2 * fare,
      shortfall: fare,
    });
    expect(json<Booking[]>(await inject('GET', '/api/agency/bookings', second.auth))).toHaveLength(2);
    // Paying for a hold spends the money it was counted against: still no room for a third.
    expect((await payFromWallet(second, paidLater.pnr)).statusCode).toBe(200);
    expect((await inject('POST', '/api/bookings', first.auth, { legs: [{ flightId, packageId: app.silver._id }], passengers: [{ title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' }], contact: { email: `traveller-again-${Date.now()}@example.com`, phone: '+880 1711 000000' } })).statusCode).toBe(402);
    // A larger wallet holds more.
    await deposit(agency, 3 * fare);
    for (let i = 0; i < 3; i++) await agentBooks(i % 2 ? first : second);
    expect(json<Booking[]>(await inject('GET', '/api/agency/bookings', first.auth)).filter((b) => b.status === 'held')).toHaveLength(4);
  });

  it('are listed a page at a time, with a cursor no other agency can use; the unpaged lists answer everything', async () => {
    const agency = await makeAgency({ commissionPercent: 0 });
    const agent = await makeAgent(agency);
    await deposit(agency, 500_000, 'PAGE-1');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await agentBooks(agent));
    const first = await inject('GET', '/api/agency/bookings?limit=2', agent.auth);
    expect(first.headers['x-total-count']).toBe('3');
    expect(json<Booking[]>(first).map((b) => b.pnr)).toEqual([made[2]!.pnr, made[1]!.pnr]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await inject('GET', next, agent.auth);
    expect(json<Booking[]>(second).map((b) => b.pnr)).toEqual([made[0]!.pnr]);
    expect(second.headers.link).toBeUndefined();
    // Another agency's agent with this agency's cursor: refused, never a row of it.
    const other = await makeAgent(await makeAgency());
    const foreign = await inject('GET', next, other.auth);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).not.toContain(made[0]!.pnr);
    expect(json<Booking[]>(await inject('GET', '/api/agency/bookings', agent.auth)).map((b) => b.pnr)).toEqual(made.map((b) => b.pnr).reverse());
    // The wallet's entries the same way, newest first; the admin reads them too.
    expect((await payFromWallet(agent, made[0]!.pnr)).statusCode).toBe(200);
    const entries = await inject('GET', '/api/agency/ledger?limit=1', agent.auth);
    expect(entries.headers['x-total-count']).toBe('2');
    expect(json<LedgerEntry[]>(entries).map((e) => e.kind)).toEqual(['sale']);
    const rest = await inject('GET', /<([^>]+)>; rel="next"/.exec(String(entries.headers.link))![1]!, agent.auth);
    expect(json<LedgerEntry[]>(rest).map((e) => [e.kind, e.reference])).toEqual([['deposit', 'PAGE-1']]);
    expect((await ledger(agent)).map((e) => e.kind)).toEqual(['sale', 'deposit']);
    const adminPage = await inject('GET', `/api/admin/agencies/${agency._id}/ledger?limit=5`, app.admin.auth);
    expect(json<LedgerEntry[]>(adminPage).map((e) => e.kind)).toEqual(['sale', 'deposit']);
    expect((await inject('GET', '/api/agency/ledger?limit=1&after=bm90LWEtY3Vyc29y', agent.auth)).statusCode).toBe(400);
  });
});

describe('a suspended agency', () => {
  it('may neither book nor pay until it is reactivated', async () => {
    const agency = await makeAgency();
    const agent = await makeAgent(agency);
    await deposit(agency, 100_000);
    const held = await agentBooks(agent);
    expect((await inject('POST', `/api/admin/agencies/${agency._id}/suspend`, app.admin.auth)).statusCode).toBe(200);
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(403);
    const booking = await inject('POST', '/api/bookings', agent.auth, {
      legs: [{ flightId, packageId: app.silver._id }],
      passengers: [{ title: 'Ms', firstName: 'Ayesha', lastName: 'Rahman', type: 'adult' }],
      contact: { email: 'someone@example.com', phone: '+880 1711 000000' },
    });
    expect(booking.statusCode).toBe(403);
    expect((await overview(agent)).balance).toBe(100_000);
    expect((await inject('POST', `/api/admin/agencies/${agency._id}/reactivate`, app.admin.auth)).statusCode).toBe(200);
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(200);
  });
});

describe('an agent’s cancellation', () => {
  it('needs the code mailed to the traveller, and its refund goes back to the wallet with the commission taken back', async () => {
    const agency = await makeAgency({ commissionPercent: 7.5 });
    const agent = await makeAgent(agency, 'Tanvir Hasan');
    await deposit(agency, 100_000);
    const held = await agentBooks(agent, 2);
    expect((await payFromWallet(agent, held.pnr)).statusCode).toBe(200);
    const quote = json<{ data: { quoteId: string; refundAmount: number } }>(await inject('POST', `/api/bookings/${held.pnr}/cancellation-quote`, agent.auth)).data;
    expect(quote.refundAmount).toBe(held.total);

    // Without the traveller's code: refused.
    expect((await inject('POST', `/api/bookings/${held.pnr}/cancel`, agent.auth, { quoteId: quote.quoteId })).statusCode).toBe(403);
    const asked = await inject('POST', `/api/bookings/${held.pnr}/consent-requests`, agent.auth);
    expect(asked.statusCode, asked.body).toBe(201);
    const mail = await mailTo(held.contact.email, /consent code/);
    const code = /code: (\d{6})/.exec(mail.text)![1]!;
    expect(mail.text).toContain(agency.name);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await inject('POST', `/api/bookings/${held.pnr}/cancel`, agent.auth, { quoteId: quote.quoteId, consentCode: wrong })).statusCode).toBe(400);
    const done = await inject('POST', `/api/bookings/${held.pnr}/cancel`, agent.auth, { quoteId: quote.quoteId, consentCode: code });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ data: Booking }>(done).data.status).toBe('cancelled');

    // The fare back, the commission taken back: the wallet is where it started.
    const entries = await ledger(agent);
    const commission = Math.floor(held.total * 0.075);
    expect(entries.slice(0, 2).map((e) => [e.kind, e.amount])).toEqual([
      ['commission', -commission],
      ['refund', held.total],
    ]);
    expect((await overview(agent)).balance).toBe(100_000);
    const booking = json<Booking>(await inject('GET', `/api/bookings/${held.pnr}`, agent.auth));
    expect(booking.refunds.map((r) => [r.amount, r.status])).toEqual([[held.total, 'done']]);

    // Audited with the agent's name.
    const audit = await app.t.database.db.execute(sql`select action, after from audit_log where entity_id = ${held._id} and action in ('consent-request', 'agent-cancel', 'pay-from-wallet') order by at`);
    const rows = rowsOf<{ action: string; after: { agent: string } }>(audit);
    expect(rows.map((r) => [r.action, r.after.agent])).toEqual([
      ['pay-from-wallet', 'Tanvir Hasan'],
      ['consent-request', 'Tanvir Hasan'],
      ['agent-cancel', 'Tanvir Hasan'],
    ]);
  });

  it('gives up on a code after five wrong tries', async () => {
    const agency = await makeAgency();
    const agent = await makeAgent(agency);
    await deposit(agency, 100_000);
    const held = await agentBooks(agent);
    await inject('POST', `/api/bookings/${held.pnr}/consent-requests`, agent.auth);
    const code = /code: (\d{6})/.exec((await mailTo(held.contact.email, /consent code/)).text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await inject('POST', `/api/bookings/${held.pnr}/cancel`, agent.auth, { consentCode: wrong })).statusCode).toBe(400);
    expect((await inject('POST', `/api/bookings/${held.pnr}/cancel`, agent.auth, { consentCode: code })).statusCode).toBe(429);
  });

  it('sends a booking at most three codes an hour: each mails the traveller and opens new guesses', async () => {
    const agency = await makeAgency();
    const agent = await makeAgent(agency);
    await deposit(agency, 100_000);
    const held = await agentBooks(agent);
    for (let i = 0; i < 3; i++) expect((await inject('POST', `/api/bookings/${held.pnr}/consent-requests`, agent.auth)).statusCode).toBe(201);
    const fourth = await inject('POST', `/api/bookings/${held.pnr}/consent-requests`, agent.auth);
    expect(fourth.statusCode).toBe(429);
    expect(json<{ error: string }>(fourth).error).toMatch(/^Too many consent codes were sent for this booking\. Please wait \d+ minutes and try again\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('partner API keys', () => {
  const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
  const newKey = async (agency: Agency, name: string) => {
    const res = await inject('POST', `/api/admin/agencies/${agency._id}/api-keys`, app.admin.auth, { name });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { _id: string; key: string; prefix: string } }>(res).data;
  };

  it('are shown once, act as their agency, and stop at once when revoked while another goes on', async () => {
    const agency = await makeAgency({ commissionPercent: 5, name: 'Online Fly BD' });
    await deposit(agency, 100_000);
    const first = await newKey(agency, 'booking engine');
    const second = await newKey(agency, 'booking engine, rotated');
    expect(first.key).toMatch(/^tmk_/);
    const listed = await inject('GET', `/api/admin/agencies/${agency._id}/api-keys`, app.admin.auth);
    expect(listed.body).not.toContain(first.key);
    expect(json<{ prefix: string }[]>(listed).map((k) => k.prefix).sort()).toEqual([first.prefix, second.prefix].sort());
    const { rows } = (await app.t.database.db.execute(sql`select key_hash from agency_api_keys where agency_id = ${agency._id}`)) as unknown as { rows: { key_hash: string }[] };
    expect(rows.map((r) => r.key_hash)).not.toContain(first.key);

    expect(json<AgencyOverview>(await withKey(first.key, 'GET', '/api/agency')).agency._id).toBe(agency._id);
    const held = await withKey(first.key, 'POST', '/api/bookings', {
      legs: [{ flightId, packageId: app.silver._id }],
      passengers: [{ title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' }],
      contact: { email: 'partner-traveller@example.com', phone: '+880 1711 000000' },
    });
    expect(held.statusCode, held.body).toBe(201);
    const { pnr, total } = json<{ data: Booking }>(held).data;
    expect((await withKey(first.key, 'POST', `/api/bookings/${pnr}/pay-from-wallet`)).statusCode).toBe(200);
    const sale = json<LedgerEntry[]>(await withKey(first.key, 'GET', '/api/agency/ledger')).find((e) => e.kind === 'sale')!;
    expect([sale.amount, sale.actorName]).toEqual([-total, 'API key: booking engine']);

    expect((await inject('POST', `/api/admin/agencies/${agency._id}/api-keys/${first._id}/revoke`, app.admin.auth)).statusCode).toBe(200);
    expect((await withKey(first.key, 'GET', '/api/agency')).statusCode).toBe(401);
    expect((await withKey(second.key, 'GET', `/api/bookings/${pnr}`)).statusCode).toBe(200);
    expect((await withKey(`${second.key}x`, 'GET', '/api/agency')).statusCode).toBe(401);
    // Another agency's key finds nothing of it.
    const other = await newKey(await makeAgency(), 'other');
    expect((await withKey(other.key, 'GET', `/api/bookings/${pnr}`)).statusCode).toBe(404);
  });

  it('are limited per key and minute, with Retry-After', async () => {
    const agency = await makeAgency();
    const limited = await newKey(agency, 'busy');
    const fresh = await newKey(agency, 'quiet');
    for (let i = 0; i < 8; i++) expect((await withKey(limited.key, 'GET', '/api/agency')).statusCode).toBe(200);
    const over = await withKey(limited.key, 'GET', '/api/agency');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(fresh.key, 'GET', '/api/agency')).statusCode).toBe(200);
  });
});
