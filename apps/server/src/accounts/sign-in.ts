import { messages, type SentenceId, type SigninResponse } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { consume, ensureNotBlocked } from '../http/rate-limit.js';
import { NotAuthenticatedError } from '../lib/domain-errors.js';
import * as repo from './accounts.repo.js';
import { checkPassword } from './passwords.js';
import { checkSecondFactor } from './totp.js';

/** What signing in needs of the app: the database, the attempt limits and the token issuer. */
export type SignInContext = Pick<AppContext, 'database' | 'limiters' | 'tokens'>;


/** Signed in (a token), or the password was right and the authenticator's code must follow (the sentence to say). */
export type SignInOutcome = Exclude<SigninResponse, { totpRequired: true }> | { totpRequired: true; message: SentenceId };

/** What the caller sends to sign in: the password, and the authenticator's code when the account has one. */
export interface Credentials {
  email: string;
  password: string;
  totp?: string | undefined;
}

/**
 * Signs a user in: attempts are limited per client address and per account (a wrong password or code counts
 * against the account; success clears its count). An account with an authenticator answers `totpRequired` until
 * the code comes too. The token says whether the session was signed in with the second factor.
 * Throws NotAuthenticatedError (401) for a wrong password or code, TooManyError (429) past the limits.
 */
export async function signIn(ctx: SignInContext, credentials: Credentials, clientAddress: string): Promise<SignInOutcome> {
  const { db } = ctx.database;
  const { email, password } = credentials;
  const what = 'rateLimit.signIns';
  await consume(ctx.limiters.signinPerIp, clientAddress, what);
  await ensureNotBlocked(ctx.limiters.signinPerEmail, email, what);
  const user = await repo.findUserByEmail(db, email);
  if (!(await checkPassword(user?.passwordHash ?? null, password)) || !user) {
    await consume(ctx.limiters.signinPerEmail, email, what);
    throw new NotAuthenticatedError(messages.wrongCredentials);
  }
  // An account with an authenticator: the password alone is not enough.
  let mfa = false;
  if (user.totpEnabledAt) {
    if (!credentials.totp) return { totpRequired: true as const, message: 'auth.totpRequired' };
    const checked = await checkSecondFactor(db, user, credentials.totp);
    if (checked !== 'ok') {
      await consume(ctx.limiters.signinPerEmail, email, what);
      throw new NotAuthenticatedError(checked === 'used' ? 'auth.totpUsed' : 'auth.totpWrong');
    }
    mfa = true;
  }
  await ctx.limiters.signinPerEmail.delete(email);
  const token = await ctx.tokens.issue({ id: user.id, role: user.role, sessionVersion: user.sessionVersion, mfa });
  return { token, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
}
