import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { recordAudit } from '../audit/audit.js';
import { actorOf } from '../audit/actor.js';
import { BookingNotFoundError } from '../bookings/errors.js';
import { maskEmail } from '../bookings/resend-ticket.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import { sayer } from '../i18n/messages.js';
import { ConflictError, ForbiddenError, InvalidInputError, TooManyError } from '../lib/domain-errors.js';
import { activeAgency } from './agencies.js';
import { consume } from '../http/rate-limit.js';
import * as repo from './agencies.repo.js';

/** How long a consent code is valid, and how many wrong codes end it. */
export const CONSENT_MINUTES = 15;
export const CONSENT_MAX_ATTEMPTS = 5;

const hashCode = (bookingId: string, code: string) => createHash('sha256').update(`${bookingId}:${code}`).digest('hex');

/**
 * An agent asks the booking's traveller to consent to a cancellation: a 6-digit code, stored hashed, valid
 * CONSENT_MINUTES, mailed to the booking's contact in the booking's language (the mail written in the same
 * transaction), recorded in the audit log with the agent's name. A new request replaces the earlier one; at most
 * CONSENTS_PER_HOUR an hour per booking (TooManyError).
 * Answers where the code went, masked.
 */
export async function requestConsent(ctx: Pick<AppContext, 'database' | 'outbox' | 'limiters'>, viewer: BookingViewer, pnr: string): Promise<string> {
  const { db } = ctx.database;
  // Whether the booking is the viewer's comes first: a stranger learns nothing of it.
  const bookingId = await visibleBookingId(db, viewer, pnr);
  if (viewer.role !== 'agent' || !viewer.agencyId) throw new ForbiddenError('agency.agentsOnly');
  const agency = await activeAgency(db, viewer.agencyId);
  const b = await repo.bookingHead(db, bookingId);
  if (!b) throw new BookingNotFoundError();
  if (b.status !== 'held' && b.status !== 'ticketed') throw new ConflictError('booking.cannotCancel', { status: b.status });
  // Each code mails the traveller and opens CONSENT_MAX_ATTEMPTS guesses: a few an hour per booking.
  await consume(ctx.limiters.consentPerBooking, bookingId, 'rateLimit.consents');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const say = sayer(b.language);
  await db.transaction(async (tx) => {
    await repo.insertConsent(tx, { bookingId, codeHash: hashCode(bookingId, code), expiresAt: new Date(Date.now() + CONSENT_MINUTES * 60_000), requestedBy: viewer.id ?? null });
    await ctx.outbox.enqueue(tx, {
      to: b.contactEmail,
      subject: say('consentMail.subject', { pnr: b.pnr }),
      text: [say('consentMail.asked', { agency: agency.name, pnr: b.pnr }), '', say('consentMail.code', { code, count: CONSENT_MINUTES }), '', say('consentMail.ignore')].join('\n'),
    });
    await recordAudit(tx, actorOf(viewer), { entity: 'booking', entityId: bookingId, action: 'consent-request', after: { agency: agency.name, agent: viewer.name ?? '', to: maskEmail(b.contactEmail) } });
  });
  ctx.outbox.kick();
  return maskEmail(b.contactEmail);
}

type Check = { ok: true; consentId: string } | { ok: false; error: Error };

/**
 * Checks the code the traveller gave for the booking's newest consent request. A wrong code counts (committed on its
 * own, so retrying cannot undo it); CONSENT_MAX_ATTEMPTS wrong ones end the request. Answers the request's id: the
 * cancellation uses it (`useConsent`) in its own transaction, once.
 */
export async function checkConsent(db: Db, bookingId: string, code: string): Promise<string> {
  const outcome = await db.transaction(async (tx): Promise<Check> => {
    const c = await repo.lockLatestConsent(tx, bookingId);
    if (!c || c.usedAt || c.expiresAt <= new Date()) return { ok: false, error: new ConflictError('consent.expired') };
    if (c.attempts >= CONSENT_MAX_ATTEMPTS) return { ok: false, error: new TooManyError('consent.tooManyTries') };
    const given = Buffer.from(hashCode(bookingId, code));
    if (!timingSafeEqual(given, Buffer.from(c.codeHash))) {
      await repo.countConsentAttempt(tx, c.id);
      return { ok: false, error: InvalidInputError.field('consentCode', 'consent.wrong') };
    }
    return { ok: true, consentId: c.id };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.consentId;
}

/** Uses the checked consent in the cancellation's transaction: a consent is used once. */
export async function useConsent(tx: Db, consentId: string): Promise<void> {
  if (!(await repo.useConsent(tx, consentId))) throw new ConflictError('consent.expired');
}
