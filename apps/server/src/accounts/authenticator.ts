import type { SentenceId } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../http/auth.js';
import { consume, ensureNotBlocked } from '../http/rate-limit.js';
import { ForbiddenError, InvalidInputError } from '../lib/domain-errors.js';
import { confirmEnrolment, startEnrolment } from './totp.js';

/** What enrolling an authenticator needs of the app: the database, sign-in's attempt limits, the token issuer. */
export type AuthenticatorContext = Pick<AppContext, 'database' | 'limiters' | 'tokens'>;

/** The first step: a new secret and its QR code, to scan. */
export interface EnrolmentStarted {
  message: SentenceId;
  data: { secret: string; otpauthUrl: string; qrDataUrl: string };
}

/** The second: the authenticator is on; its recovery codes (shown once) and the caller's new session. */
export interface EnrolmentConfirmed {
  message: SentenceId;
  data: { recoveryCodes: string[]; token: string };
}

/**
 * Staff second factor: without `code`, a new secret and its QR code; with the first code, confirmed (recovery codes
 * once, every other session ended). Only staff (admins and agents) enrol; replacing or re-confirming a working authenticator takes a
 * session signed in with it (ForbiddenError). Codes are limited as sign-in is (TooManyError); a wrong or used code
 * is an InvalidInputError of `code`.
 */
export async function enrolAuthenticator(
  ctx: AuthenticatorContext,
  caller: AuthUser,
  code: string | undefined,
  clientAddress: string,
): Promise<EnrolmentStarted | EnrolmentConfirmed> {
  const { db } = ctx.database;
  // Staff: admins and the agents of travel agencies (issue 32), who spend their agency's wallet.
  if (caller.role !== 'admin' && caller.role !== 'agent') throw new ForbiddenError('auth.totpStaffOnly');
  if (!code) {
    const started = await startEnrolment(db, caller);
    if (!started) throw new ForbiddenError('auth.totpAlreadyOn');
    return { message: 'auth.totpScan', data: started };
  }
  // A code is guessed one try at a time: limited as sign-in is, per address and (sharing sign-in's count, so
  // that the two together give no more tries) per account.
  const what = 'rateLimit.totpAttempts';
  await consume(ctx.limiters.signinPerIp, clientAddress, what);
  await ensureNotBlocked(ctx.limiters.signinPerEmail, caller.email, what);
  const confirmed = await confirmEnrolment(db, caller, code);
  if (!confirmed.ok) {
    if (confirmed.reason === 'needs-second-factor') throw new ForbiddenError('auth.totpAlreadyOnConfirm');
    await consume(ctx.limiters.signinPerEmail, caller.email, what);
    if (confirmed.reason === 'used') throw InvalidInputError.field('code', 'auth.totpUsed');
    throw InvalidInputError.field('code', 'auth.totpMismatch');
  }
  await ctx.limiters.signinPerEmail.delete(caller.email);
  const token = await ctx.tokens.issue({ id: caller.id, role: caller.role, sessionVersion: confirmed.sessionVersion, mfa: true });
  return {
    message: 'auth.totpOn',
    data: { recoveryCodes: confirmed.recoveryCodes, token },
  };
}
