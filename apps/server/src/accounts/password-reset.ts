import { createHash, randomBytes } from 'node:crypto';
import { messages, RESET_TOKEN_MINUTES } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Language } from '../http/language.js';
import { consume } from '../http/rate-limit.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import * as repo from './accounts.repo.js';
import { hashPassword } from './passwords.js';
import { resetMail } from './reset-mail.js';

/** What a password reset needs of the app: the database, the request limits, the outbox and the site's address. */
export type PasswordResetContext = Pick<AppContext, 'database' | 'limiters' | 'outbox' | 'config'>;

/** Only the token's hash is stored: a leaked table opens no account. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a reset link to the account of `email`, if there is one (the caller is told the same either way).
 * Requests are limited per client address and per e-mail (TooManyError). The link opens the page in `language`.
 */
export async function requestPasswordReset(ctx: PasswordResetContext, email: string, language: Language, clientAddress: string): Promise<void> {
  const { db } = ctx.database;
  const what = 'rateLimit.resets';
  await consume(ctx.limiters.resetPerIp, clientAddress, what);
  await consume(ctx.limiters.resetPerEmail, email, what);
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${ctx.config.publicUrl}${language === 'bn' ? '/bn' : ''}/change-password?token=${token}`;
  // The reset and its mail commit together; the outbox sends the mail after the answer.
  await db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
    await ctx.outbox.enqueue(tx, resetMail(user, link, language));
  });
  ctx.outbox.kick();
}

/**
 * Sets a new password with a reset token (once; every other link of the account is void after it, and every
 * session ends). Throws InvalidInputError (400) for a token that is unknown, used or expired, or whose account
 * has another e-mail than the one given.
 */
export async function resetPassword(ctx: Pick<AppContext, 'database'>, reset: { token: string; email?: string | null | undefined; password: string }): Promise<void> {
  const outcome = await repo.resetPassword(ctx.database.db, hashToken(reset.token), reset.email, await hashPassword(reset.password));
  if (!outcome.ok) {
    throw new InvalidInputError(outcome.reason === 'email-mismatch' ? messages.resetEmailMismatch : messages.resetTokenInvalid);
  }
}

/**
 * A set-password link for an account, its token stored hashed in the caller's transaction like a reset's and valid
 * for `minutes` (an agent's invitation, issue 32): the same page and `PUT /api/update-password` set the password.
 */
export async function setPasswordLink(ctx: Pick<AppContext, 'config'>, tx: Parameters<typeof repo.insertPasswordReset>[0], userId: string, language: Language, minutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertPasswordReset(tx, userId, hashToken(token), new Date(Date.now() + minutes * 60_000));
  return `${ctx.config.publicUrl}${language === 'bn' ? '/bn' : ''}/change-password?token=${token}`;
}
