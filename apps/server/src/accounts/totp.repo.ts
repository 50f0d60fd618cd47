import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';

/** The condition that makes a step usable: later than the last one accepted, so each code works once. */
const unusedStep = (step: number) => or(isNull(users.totpLastStep), lt(users.totpLastStep, step));

/** The account's authenticator: its secret (confirmed or not) and when it was turned on. */
export async function authenticatorOf(db: Db, userId: string) {
  const [row] = await db.select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Keeps a new, unconfirmed secret; the steps used with the old secret say nothing about the new one's codes. */
export async function keepNewSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db.update(users).set({ totpSecret: secret, totpEnabledAt: null, totpRecoveryHashes: [], totpLastStep: null }).where(eq(users.id, userId));
}

/**
 * Turns the authenticator on with its first code's step and the recovery codes' hashes, and ends the account's
 * other sessions: only while the secret is the one the code was checked against, the step is unused, and (unless
 * `again`) it is not on yet. The new session version, or null when a condition failed.
 */
export async function turnOn(db: Db, userId: string, confirm: { secret: string; step: number; recoveryHashes: string[]; again: boolean }): Promise<number | null> {
  const [done] = await db
    .update(users)
    .set({ totpEnabledAt: new Date(), totpRecoveryHashes: confirm.recoveryHashes, totpLastStep: confirm.step, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.totpSecret, confirm.secret), unusedStep(confirm.step), confirm.again ? undefined : isNull(users.totpEnabledAt)))
    .returning({ sessionVersion: users.sessionVersion });
  return done?.sessionVersion ?? null;
}

/** Records a code's step as used, in the statement that checks it is unused; false when it (or a later one) was. */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const used = await db.update(users).set({ totpLastStep: step }).where(and(eq(users.id, userId), unusedStep(step))).returning({ id: users.id });
  return used.length > 0;
}

/** Removes a recovery code's hash in the statement that checks it is still there; false when it was not. */
export async function useRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const left = await db
    .update(users)
    .set({ totpRecoveryHashes: sql`${users.totpRecoveryHashes} - ${hash}::text` })
    .where(and(eq(users.id, userId), sql`${users.totpRecoveryHashes} @> ${JSON.stringify([hash])}::jsonb`))
    .returning({ id: users.id });
  return left.length > 0;
}
