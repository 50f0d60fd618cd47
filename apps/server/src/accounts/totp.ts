import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/open.js';
import { recordAudit } from '../audit/audit.js';
import { authenticatorOf, keepNewSecret, turnOn, useRecoveryCode, useStep } from './totp.repo.js';

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Tarmac';
/** Seconds per code. */
const PERIOD = 30;

const totpFor = (secret: string, email: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });

const hash = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

/** The time step of a 6-digit code that fits the secret now (one step either side, for clocks a little apart), or null. */
export function stepOf(secret: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, email).validate({ token: code.replace(/\s/g, ''), window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** A code's outcome: accepted, not a code of this authenticator, or one already used (its step or an older one). */
export type CodeCheck = 'ok' | 'wrong' | 'used';

/** Starts an enrolment: a new secret kept unconfirmed, its otpauth:// address and a QR code of it. */
export async function startEnrolment(db: Db, user: { id: string; email: string; mfa?: boolean }) {
  // Replacing a working authenticator takes a session signed in with it: a stolen password alone cannot.
  const current = await authenticatorOf(db, user.id);
  if (current?.enabledAt && !user.mfa) return null;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await keepNewSecret(db, user.id, secret);
  const otpauthUrl = totpFor(secret, user.email).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

export type Confirmation = { ok: true; recoveryCodes: string[]; sessionVersion: number } | { ok: false; reason: CodeCheck | 'needs-second-factor' };

/**
 * Confirms an enrolment with a first code: the authenticator is on, recovery codes are made (shown once), the
 * code's step is used up, and the account's other sessions end (the caller gets a new one from the answer's
 * session version). An authenticator that is already on is confirmed again (fresh recovery codes) only from a
 * session signed in with it.
 */
export async function confirmEnrolment(db: Db, user: { id: string; email: string; mfa?: boolean }, code: string): Promise<Confirmation> {
  const row = await authenticatorOf(db, user.id);
  if (row?.enabledAt && !user.mfa) return { ok: false, reason: 'needs-second-factor' };
  const secret = row?.secret;
  const step = secret ? stepOf(secret, user.email, code) : null;
  if (!secret || step === null) return { ok: false, reason: 'wrong' };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex').toUpperCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return db.transaction(async (tx) => {
    // The secret confirmed is the one the code was checked against (not replaced meanwhile), and still unused.
    const sessionVersion = await turnOn(tx, user.id, { secret, step, recoveryHashes: codes.map(hash), again: !!user.mfa });
    if (sessionVersion === null) return { ok: false, reason: 'used' } as const;
    await recordAudit(tx, user, { entity: 'user', entityId: user.id, action: 'totp-enrol', after: { totp: true } });
    return { ok: true, recoveryCodes: codes, sessionVersion } as const;
  });
}

/**
 * The second factor at sign-in: a code of the authenticator (each accepted once: its step is recorded in the
 * statement that checks it is unused), or a recovery code (used up).
 */
export async function checkSecondFactor(db: Db, user: { id: string; email: string; totpSecret: string | null; totpRecoveryHashes: string[] }, code: string): Promise<CodeCheck> {
  if (user.totpSecret && /^\s*\d{6}\s*$/.test(code)) {
    const step = stepOf(user.totpSecret, user.email, code);
    if (step === null) return 'wrong';
    return (await useStep(db, user.id, step)) ? 'ok' : 'used';
  }
  const h = hash(code);
  if (!user.totpRecoveryHashes.includes(h)) return 'wrong';
  return (await useRecoveryCode(db, user.id, h)) ? 'ok' : 'used';
}
