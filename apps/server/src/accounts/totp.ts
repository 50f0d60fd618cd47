import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import { recordAudit } from '../audit/audit.js';

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Tarmac';

const totpFor = (secret: string, email: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

const hash = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

/** Whether a 6-digit code fits the secret now (one step either side, for clocks a little apart). */
export function codeFits(secret: string, email: string, code: string): boolean {
  return totpFor(secret, email).validate({ token: code.replace(/\s/g, ''), window: 1 }) !== null;
}

/** Starts an enrolment: a new secret kept unconfirmed, its otpauth:// address and a QR code of it. */
export async function startEnrolment(db: Db, user: { id: string; email: string; mfa?: boolean }) {
  // Replacing a working authenticator takes a session signed in with it: a stolen password alone cannot.
  const [current] = await db.select({ enabled: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
  if (current?.enabled && !user.mfa) return null;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db.update(users).set({ totpSecret: secret, totpEnabledAt: null, totpRecoveryHashes: [] }).where(eq(users.id, user.id));
  const otpauthUrl = totpFor(secret, user.email).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/** Confirms an enrolment with a first code; answers the recovery codes (shown once), or null for a wrong code. */
export async function confirmEnrolment(db: Db, user: { id: string; email: string }, code: string): Promise<string[] | null> {
  const [row] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
  if (!row?.secret || !codeFits(row.secret, user.email, code)) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex').toUpperCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: new Date(), totpRecoveryHashes: codes.map(hash), updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, user, { entity: 'user', entityId: user.id, action: 'totp-enrol', after: { totp: true } });
  });
  return codes;
}

/**
 * The second factor at sign-in: a code of the authenticator, or a recovery code (used up). Answers whether
 * it was right.
 */
export async function checkSecondFactor(db: Db, user: { id: string; email: string; totpSecret: string | null; totpRecoveryHashes: string[] }, code: string): Promise<boolean> {
  if (user.totpSecret && /^\s*\d{6}\s*$/.test(code)) return codeFits(user.totpSecret, user.email, code);
  const h = hash(code);
  if (!user.totpRecoveryHashes.includes(h)) return false;
  // Used once: removed in the same statement that checks it is still there.
  const left = await db
    .update(users)
    .set({ totpRecoveryHashes: sql`${users.totpRecoveryHashes} - ${h}::text` })
    .where(and(eq(users.id, user.id), sql`${users.totpRecoveryHashes} @> ${JSON.stringify([h])}::jsonb`))
    .returning({ id: users.id });
  return left.length > 0;
}
