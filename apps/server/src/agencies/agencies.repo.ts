import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Agency, LedgerEntry, ListQuery, Page } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { agencies, agencyApiKeys, agencyCommissionRules, agencyLedger, bookingLegs, bookings, consentRequests, flights, users } from '../db/schema.js';
import type { CommissionLeg, CommissionRuleRow } from './commission.js';
import { isoTime, pageList, streamList, type PageQuery, type SqlList } from '../db/list-page.js';
import { isUuid } from '../db/errors.js';

/** All SQL of travel agencies, their wallets (the ledger) and consent codes. Functions taking `tx` run in the caller's transaction. */

export type AgencyRow = typeof agencies.$inferSelect;
export type LedgerKind = (typeof agencyLedger.$inferInsert)['kind'];

/** Commission is kept in hundredths of a percent: 7.5 % is 750. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);

export function agencyView(row: AgencyRow): Agency {
  return {
    _id: row.id,
    name: row.name,
    registrationNumber: row.registrationNumber,
    address: row.address,
    phone: row.phone,
    email: row.email,
    creditLimit: row.creditLimit,
    commissionPercent: row.commissionBasisPoints / 100,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertAgency(tx: Db, values: typeof agencies.$inferInsert): Promise<AgencyRow> {
  const [row] = await tx.insert(agencies).values(values).returning();
  return row!;
}

export async function findAgency(db: Db, id: string): Promise<AgencyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
  return row ?? null;
}

/**
 * The agency row locked until the caller's transaction ends: every movement of its wallet takes this lock first,
 * so two payments from one wallet are checked against the balance one after the other, never both against the same.
 */
export async function lockAgency(tx: Db, id: string): Promise<AgencyRow | null> {
  if (!isUuid(id)) return null;
  // NO KEY UPDATE: it serialises the wallet's debits, yet lets a refund add its entries (their foreign key takes
  // KEY SHARE) without waiting, so a cancellation holding its booking never waits on a payment holding the agency.
  const [row] = await tx.select().from(agencies).where(eq(agencies.id, id)).for('no key update');
  return row ?? null;
}

export async function setAgencyStatus(tx: Db, id: string, status: AgencyRow['status']): Promise<AgencyRow | null> {
  const [row] = await tx.update(agencies).set({ status, updatedAt: sql`now()` }).where(eq(agencies.id, id)).returning();
  return row ?? null;
}

/** The wallet's balance: the sum of its ledger (before `before`, when given), nothing kept beside it. */
export async function balanceOf(db: Db, agencyId: string, before?: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${agencyLedger.amount}), 0)::int` })
    .from(agencyLedger)
    .where(and(eq(agencyLedger.agencyId, agencyId), before ? lt(agencyLedger.createdAt, before) : undefined));
  return Number(row?.balance ?? 0);
}

export interface NewLedgerEntry {
  agencyId: string;
  kind: LedgerKind;
  amount: number;
  reference?: string;
  bookingId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  actorId?: string | null;
  actorName?: string;
}

/** Adds entries to a wallet (the only write the ledger ever takes; zero amounts are left out). */
export async function addEntries(tx: Db, entries: NewLedgerEntry[]): Promise<void> {
  const rows = entries.filter((e) => e.amount !== 0);
  if (rows.length) await tx.insert(agencyLedger).values(rows);
}

/** What a booking's sale and commission came to in its agency's wallet: what a refund of it gives back in proportion. */
export async function saleOf(tx: Db, bookingId: string, paymentId: string): Promise<{ sale: number; commission: number }> {
  const rows = await tx
    .select({ kind: agencyLedger.kind, amount: sql<number>`sum(${agencyLedger.amount})::int` })
    .from(agencyLedger)
    .where(and(eq(agencyLedger.bookingId, bookingId), eq(agencyLedger.paymentId, paymentId)))
    .groupBy(agencyLedger.kind);
  const of = (kind: LedgerKind) => Number(rows.find((r) => r.kind === kind)?.amount ?? 0);
  return { sale: -of('sale'), commission: of('commission') };
}

/**
 * The wallet's entries as a list (decision 035), newest first: in the order they were written, read a page at a
 * time on `agency_ledger_agency_idx` (agency, id).
 */
const ledgerList: SqlList<{ id: string; kind: LedgerKind; amount: number; reference: string; pnr: string | null; actorName: string; createdAt: string }, LedgerEntry> = {
  name: 'agency-ledger',
  from: sql`${agencyLedger} left join ${bookings} on ${bookings.id} = ${agencyLedger.bookingId}`,
  id: sql`${agencyLedger.id}`,
  idType: 'bigint',
  columns: sql`${agencyLedger.id}::text as "id", ${agencyLedger.kind} as "kind", ${agencyLedger.amount} as "amount", ${agencyLedger.reference} as "reference",
    ${bookings.pnr} as "pnr", ${agencyLedger.actorName} as "actorName", ${isoTime(agencyLedger.createdAt)} as "createdAt"`,
  sorts: { id: { expr: sql`${agencyLedger.id}`, type: 'bigint' } },
  defaultSort: '-id',
  finish: (rows) => rows.map((r) => ({ _id: Number(r.id), kind: r.kind, amount: Number(r.amount), reference: r.reference, pnr: r.pnr ?? null, actorName: r.actorName, createdAt: r.createdAt })),
};

/** One page of the wallet's entries (`?limit&after&offset&sort`), newest first. */
export const pageLedger = (db: Db, agencyId: string, q: PageQuery): Promise<Page<LedgerEntry>> =>
  pageList(db, ledgerList, q, { where: eq(agencyLedger.agencyId, agencyId), filters: agencyId });

/** Every entry of the wallet, newest first, in batches (the unpaged legacy array). */
export const streamLedger = (db: Db, agencyId: string) => streamList(db, ledgerList, eq(agencyLedger.agencyId, agencyId));

/** The wallet's entries written in [from, until), oldest first. */
export async function entriesBetween(db: Db, agencyId: string, from: Date, until: Date): Promise<LedgerEntry[]> {
  return entriesWhere(db, and(eq(agencyLedger.agencyId, agencyId), gte(agencyLedger.createdAt, from), lt(agencyLedger.createdAt, until))!, asc(agencyLedger.id));
}

async function entriesWhere(db: Db, where: SQL, order: SQL, limit?: number): Promise<LedgerEntry[]> {
  const query = db
    .select({
      id: agencyLedger.id,
      kind: agencyLedger.kind,
      amount: agencyLedger.amount,
      reference: agencyLedger.reference,
      pnr: bookings.pnr,
      actorName: agencyLedger.actorName,
      createdAt: agencyLedger.createdAt,
    })
    .from(agencyLedger)
    .leftJoin(bookings, eq(bookings.id, agencyLedger.bookingId))
    .where(where)
    .orderBy(order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({ _id: Number(r.id), kind: r.kind, amount: r.amount, reference: r.reference, pnr: r.pnr ?? null, actorName: r.actorName, createdAt: r.createdAt.toISOString() }));
}

/** Records that an agency sold a booking its agent just held. */
export async function markAgencyBooking(db: Db, bookingId: string, agencyId: string): Promise<void> {
  await db.update(bookings).set({ agencyId }).where(eq(bookings.id, bookingId));
}

export async function insertAgent(tx: Db, values: { name: string; email: string; passwordHash: string; agencyId: string }) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), role: 'agent' })
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, email: users.email, agencyId: users.agencyId });
  return row ?? null;
}

// ---- Consent codes ----

/** What a consent request needs of its booking: its status, reference, contact and language. */
export async function bookingHead(db: Db, id: string) {
  const [row] = await db
    .select({ id: bookings.id, pnr: bookings.pnr, status: bookings.status, contactEmail: bookings.contactEmail, language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row ?? null;
}

export async function insertConsent(tx: Db, row: { bookingId: string; codeHash: string; expiresAt: Date; requestedBy: string | null }) {
  await tx.insert(consentRequests).values(row);
}

/** The booking's newest consent request, locked. */
export async function lockLatestConsent(tx: Db, bookingId: string) {
  const [row] = await tx
    .select()
    .from(consentRequests)
    .where(eq(consentRequests.bookingId, bookingId))
    .orderBy(desc(consentRequests.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countConsentAttempt(tx: Db, id: string) {
  await tx.update(consentRequests).set({ attempts: sql`${consentRequests.attempts} + 1` }).where(eq(consentRequests.id, id));
}

/** Uses a consent once: false when it was used meanwhile. */
export async function useConsent(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(consentRequests)
    .set({ usedAt: sql`now()` })
    .where(and(eq(consentRequests.id, id), sql`${consentRequests.usedAt} is null`))
    .returning({ id: consentRequests.id });
  return rows.length === 1;
}

// ---- The back office's list ----

interface AgencyListRow {
  id: string;
  name: string;
  registrationNumber: string;
  address: string;
  phone: string;
  email: string;
  creditLimit: number;
  commissionBasisPoints: number;
  status: AgencyRow['status'];
  createdAt: string;
}

const agencyList: SqlList<AgencyListRow, Agency> = {
  name: 'agencies',
  from: sql`${agencies}`,
  id: sql`${agencies.id}`,
  columns: sql`${agencies.id} as "id", ${agencies.name} as "name", ${agencies.registrationNumber} as "registrationNumber", ${agencies.address} as "address",
    ${agencies.phone} as "phone", ${agencies.email} as "email", ${agencies.creditLimit} as "creditLimit",
    ${agencies.commissionBasisPoints} as "commissionBasisPoints", ${agencies.status} as "status", ${isoTime(agencies.createdAt)} as "createdAt"`,
  sorts: { createdAt: { expr: sql`${agencies.createdAt}`, type: 'timestamptz' } },
  defaultSort: '-createdAt',
  search: (pattern) => sql`(${agencies.name} ilike ${pattern} or ${agencies.registrationNumber} ilike ${pattern})`,
  finish: (rows) =>
    rows.map(({ id, commissionBasisPoints, creditLimit, ...r }) => ({ _id: id, ...r, creditLimit: Number(creditLimit), commissionPercent: Number(commissionBasisPoints) / 100 })),
};

/** A page of agencies, newest first, searched by name or registration number. */
export const readAgencies = (db: Db, q: Pick<ListQuery, 'limit' | 'offset' | 'q' | 'sort' | 'after'>): Promise<Page<Agency>> => pageList(db, agencyList, q);

// ---- Partner API keys ----

export async function insertApiKey(tx: Db, row: typeof agencyApiKeys.$inferInsert) {
  const [key] = await tx.insert(agencyApiKeys).values(row).returning();
  return key!;
}

export async function apiKeysOf(db: Db, agencyId: string) {
  return db.select().from(agencyApiKeys).where(eq(agencyApiKeys.agencyId, agencyId)).orderBy(desc(agencyApiKeys.createdAt));
}

/** Revokes a key of the agency (once); null when it has no such key. */
export async function revokeApiKey(tx: Db, agencyId: string, keyId: string) {
  if (!isUuid(keyId)) return null;
  const [row] = await tx
    .update(agencyApiKeys)
    .set({ revokedAt: sql`coalesce(${agencyApiKeys.revokedAt}, now())` })
    .where(and(eq(agencyApiKeys.id, keyId), eq(agencyApiKeys.agencyId, agencyId)))
    .returning();
  return row ?? null;
}

/** The live key with this hash, with the agent account it acts as (null for a wrong or revoked key). */
export async function findLiveApiKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({ keyId: agencyApiKeys.id, id: users.id, role: users.role, email: users.email, name: users.name, agencyId: users.agencyId })
    .from(agencyApiKeys)
    .innerJoin(users, eq(users.id, agencyApiKeys.userId))
    .where(and(eq(agencyApiKeys.keyHash, keyHash), isNull(agencyApiKeys.revokedAt)));
  return row ?? null;
}

/** An agency's commission rules, in the order they were saved. */
export async function commissionRulesOf(db: Db, agencyId: string): Promise<CommissionRuleRow[]> {
  return db
    .select({
      fromId: agencyCommissionRules.fromId,
      toId: agencyCommissionRules.toId,
      fareClass: agencyCommissionRules.fareClass,
      basisPoints: agencyCommissionRules.basisPoints,
      validFrom: agencyCommissionRules.validFrom,
      validTo: agencyCommissionRules.validTo,
    })
    .from(agencyCommissionRules)
    .where(eq(agencyCommissionRules.agencyId, agencyId))
    .orderBy(asc(agencyCommissionRules.createdAt), asc(agencyCommissionRules.id));
}

/** Replaces an agency's commission rules (in the caller's transaction). */
export async function replaceCommissionRules(tx: Db, agencyId: string, rules: readonly CommissionRuleRow[]): Promise<void> {
  await tx.delete(agencyCommissionRules).where(eq(agencyCommissionRules.agencyId, agencyId));
  // A millisecond apart, so that reading them back by created_at keeps the list's order.
  if (rules.length > 0) {
    const start = Date.now();
    await tx.insert(agencyCommissionRules).values(rules.map((r, i) => ({ agencyId, ...r, createdAt: new Date(start + i) })));
  }
}

/** The legs of a booking as commission weighs them: route, class and adult fare, in order. */
export async function commissionLegsOf(tx: Db, bookingId: string): Promise<CommissionLeg[]> {
  return tx
    .select({ fromId: flights.fromId, toId: flights.toId, fareClass: bookingLegs.fareClass, adultPrice: bookingLegs.packagePrice })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(eq(bookingLegs.bookingId, bookingId))
    .orderBy(asc(bookingLegs.legIndex));
}
