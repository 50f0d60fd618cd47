import { randomBytes } from 'node:crypto';
import { LEDGER_KINDS, type AgencyBody, type AgencyOverview, type AgencyStatement, type CommissionRule } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { hashPassword } from '../accounts/passwords.js';
import { setPasswordLink } from '../accounts/password-reset.js';
import { sayer, type Language } from '../i18n/messages.js';
import { DuplicateError, ForbiddenError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import type { WrittenMail } from '../mail/outbox.js';
import * as repo from './agencies.repo.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { addDays, utcToZoned, zonedToUtc } from '../lib/zoned-time.js';
import { csvLines } from '../reports/reports.js';

export type AgencyContext = Pick<AppContext, 'database' | 'outbox' | 'config'>;

/** How long an agent's invitation link stays valid. */
export const INVITE_DAYS = 7;

export class AgencyNotFoundError extends NotFoundError {
  constructor() {
    super('agency.notFound');
  }
}

export class AgencySuspendedError extends ForbiddenError {
  constructor() {
    super('agency.suspended');
  }
}

/** A new agency (admin), recorded in the audit log. Throws DuplicateError for a registration number already used. */
export async function createAgency(ctx: AgencyContext, body: AgencyBody, actor: Actor) {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { commissionPercent, ...rest } = body;
      const row = await repo.insertAgency(tx, { ...rest, commissionBasisPoints: repo.toBasisPoints(commissionPercent) });
      await recordAudit(tx, actor, { entity: 'agency', entityId: row.id, action: 'create', after: { ...body } });
      return repo.agencyView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateError('agency.registrationTaken');
    throw err;
  }
}

/** Suspends or reactivates an agency (admin): a suspended one may not book nor pay from its wallet. */
export async function setAgencyStatus(ctx: AgencyContext, id: string, status: 'active' | 'suspended', actor: Actor) {
  return ctx.database.db.transaction(async (tx) => {
    const before = await repo.lockAgency(tx, id);
    if (!before) throw new AgencyNotFoundError();
    const row = (await repo.setAgencyStatus(tx, id, status))!;
    if (before.status !== status) await recordAudit(tx, actor, { entity: 'agency', entityId: id, action: status === 'suspended' ? 'suspend' : 'reactivate', before: { status: before.status }, after: { status } });
    return repo.agencyView(row);
  });
}

/**
 * An agent of the agency (admin): an account with the role `agent` and an unusable password, and a mail inviting
 * them to set one through the password-reset page (the token stored hashed, valid INVITE_DAYS days), written in the
 * same transaction. Throws DuplicateError when the e-mail already has an account.
 */
export async function inviteAgent(ctx: AgencyContext, agencyId: string, person: { name: string; email: string }, actor: Actor, language: Language) {
  const agency = await agencyOrNotFound(ctx.database.db, agencyId);
  // Nobody knows this password: the account opens only through the invitation's link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const user = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertAgent(tx, { ...person, passwordHash, agencyId });
    if (!row) throw new DuplicateError('auth.emailTaken');
    const link = await setPasswordLink(ctx, tx, row.id, language, INVITE_DAYS * 24 * 60);
    await ctx.outbox.enqueue(tx, inviteMail({ name: row.name, email: row.email }, agency, link, language));
    await recordAudit(tx, actor, { entity: 'agency', entityId: agencyId, action: 'invite-agent', after: { userId: row.id, name: row.name, email: row.email } });
    return row;
  });
  ctx.outbox.kick();
  return { _id: user.id, name: user.name, email: user.email, role: 'agent' as const, agencyId };
}

function inviteMail(user: { name: string; email: string }, agency: repo.AgencyRow, link: string, language: Language): WrittenMail {
  const say = sayer(language);
  const lines = [
    say('agentInviteMail.hello', { name: user.name }),
    '',
    say('agentInviteMail.invited', { agency: agency.name, registration: agency.registrationNumber }),
    say('agentInviteMail.within', { count: INVITE_DAYS }),
    '',
    link,
    '',
    say('resetMail.signature'),
  ];
  return { to: user.email, subject: say('agentInviteMail.subject', { agency: agency.name }), text: lines.join('\n') };
}

/**
 * An entry an admin writes into the agency's wallet, audited, answering the new balance: a `deposit` with its bank
 * or receipt reference, or an `adjustment` (signed) with its reason. A negative adjustment may take the wallet below
 * zero, as a correction must be able to; paying stays bound by the credit limit.
 */
export async function adminEntry(
  ctx: AgencyContext,
  agencyId: string,
  e: { kind: 'deposit' | 'adjustment'; amount: number; reference: string },
  actor: Actor & { name: string },
) {
  return ctx.database.db.transaction(async (tx) => {
    const agency = await repo.lockAgency(tx, agencyId);
    if (!agency) throw new AgencyNotFoundError();
    await repo.addEntries(tx, [{ agencyId, kind: e.kind, amount: e.amount, reference: e.reference, actorId: actor.id, actorName: actor.name }]);
    await recordAudit(tx, actor, { entity: 'agency', entityId: agencyId, action: e.kind, after: { amount: e.amount, reference: e.reference } });
    return { balance: await repo.balanceOf(tx, agencyId) };
  });
}

/**
 * A wallet's statement of the days `from`–`to` of Dhaka: the balance before the first, every entry of the period
 * oldest first with the balance after it, the totals by kind and the balance after the last day.
 */
export async function statementOf(db: Db, agencyId: string, from: string, to: string): Promise<AgencyStatement> {
  const agency = await agencyOrNotFound(db, agencyId);
  const start = zonedToUtc(from, '00:00', HOME_TIME_ZONE);
  const end = zonedToUtc(addDays(to, 1), '00:00', HOME_TIME_ZONE);
  const [opening, entries] = await Promise.all([repo.balanceOf(db, agencyId, start), repo.entriesBetween(db, agencyId, start, end)]);
  const totals = Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as AgencyStatement['totals'];
  let balance = opening;
  const withBalance = entries.map((e) => {
    balance += e.amount;
    totals[e.kind] += e.amount;
    return { ...e, balance };
  });
  return { agency: repo.agencyView(agency), from, to, opening, closing: balance, totals, entries: withBalance };
}

/** The statement as CSV lines (a header, the opening, one line per entry, the closing), times in Dhaka. */
export function statementCsv(s: AgencyStatement): Generator<string> {
  const local = (iso: string) => {
    const t = utcToZoned(new Date(iso), HOME_TIME_ZONE);
    return `${t.date} ${t.time}`;
  };
  const rows = [
    { date: s.from, kind: 'opening', reference: '', pnr: '', agent: '', amount: '', balance: s.opening },
    ...s.entries.map((e) => ({ date: local(e.createdAt), kind: e.kind, reference: e.reference, pnr: e.pnr ?? '', agent: e.actorName, amount: e.amount, balance: e.balance })),
    { date: s.to, kind: 'closing', reference: '', pnr: '', agent: '', amount: '', balance: s.closing },
  ];
  return csvLines(['date', 'kind', 'reference', 'pnr', 'agent', 'amount', 'balance'], rows);
}

/** An agency's commission rules as the admin edits them (percent, not basis points). */
export async function commissionRulesView(db: Db, agencyId: string): Promise<CommissionRule[]> {
  await agencyOrNotFound(db, agencyId);
  return (await repo.commissionRulesOf(db, agencyId)).map(({ basisPoints, ...r }) => ({ ...r, percent: basisPoints / 100 }));
}

/** Replaces an agency's commission rules (admin), audited with the rules before and after. */
export async function saveCommissionRules(ctx: AgencyContext, agencyId: string, rules: CommissionRule[], actor: Actor): Promise<CommissionRule[]> {
  return ctx.database.db
    .transaction(async (tx) => {
      if (!(await repo.lockAgency(tx, agencyId))) throw new AgencyNotFoundError();
      // Read under the agency's lock: the audit's "before" is what this save replaced.
      const before = await commissionRulesView(tx, agencyId);
      await repo.replaceCommissionRules(tx, agencyId, rules.map(({ percent, ...r }) => ({ ...r, basisPoints: repo.toBasisPoints(percent) })));
      await recordAudit(tx, actor, { entity: 'agency', entityId: agencyId, action: 'commission-rules', before: { rules: before }, after: { rules } });
      return commissionRulesView(tx, agencyId);
    })
    .catch((err: unknown) => {
      // A place id that names no place: nothing was saved.
      throw isForeignKeyViolation(err) ? InvalidInputError.field('rules', 'fares.noSuchRoute') : err;
    });
}

/** The agency, its balance (the ledger's sum), its credit limit and what it may still spend. */
export async function overviewOf(db: Db, agencyId: string): Promise<AgencyOverview> {
  const agency = await agencyOrNotFound(db, agencyId);
  const balance = await repo.balanceOf(db, agencyId);
  return { agency: repo.agencyView(agency), balance, creditLimit: agency.creditLimit, available: balance + agency.creditLimit };
}

/** The agency, or AgencyNotFoundError (404). */
export async function agencyOrNotFound(db: Db, agencyId: string): Promise<repo.AgencyRow> {
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw new AgencyNotFoundError();
  return agency;
}

/** An agent's active agency, or AgencySuspendedError (checked again under the lock where money moves). */
export async function activeAgency(db: Db, agencyId: string): Promise<repo.AgencyRow> {
  const agency = await agencyOrNotFound(db, agencyId);
  if (agency.status !== 'active') throw new AgencySuspendedError();
  return agency;
}

/**
 * The agent's agency locked until the caller's transaction ends (the lock every movement of its wallet, and every
 * hold of its agents, takes first), or AgencyNotFoundError / AgencySuspendedError.
 */
export async function lockActiveAgency(tx: Db, agencyId: string): Promise<repo.AgencyRow> {
  const agency = await repo.lockAgency(tx, agencyId);
  if (!agency) throw new AgencyNotFoundError();
  if (agency.status !== 'active') throw new AgencySuspendedError();
  return agency;
}

/**
 * What an agent's booking must have before it is held: an active agency, the traveller's own contact (the consent
 * code goes there) and every passenger's full details (no nameless seats). Answers the agency's id.
 */
export async function agentMayBook(db: Db, agencyId: string, body: { contact?: { email: string; phone: string } | undefined; passengers: readonly { kind?: string }[] }): Promise<string> {
  await activeAgency(db, agencyId);
  if (!body.contact?.email || !body.contact.phone || body.passengers.some((p) => p.kind !== 'full')) throw InvalidInputError.field('contact', 'agency.needsTravellerDetails');
  return agencyId;
}
