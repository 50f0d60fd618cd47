import fs from 'node:fs';
import path from 'node:path';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { withSecurity, type ParsedBcbp } from '@tarmac/shared';

/** Our type of security data in a pass's security section: ECDSA P-256 over SHA-256, r‖s, base64url (86 characters). */
export const BCBP_SIGNATURE_TYPE = '1';

/** The file in the data folder that keeps a generated key (when BCBP_SIGNING_KEY is not set). */
export const BCBP_KEY_FILE = 'bcbp-signing-key.pem';

/**
 * BCBP_SIGNING_KEY when configured; otherwise a P-256 key generated on first start and kept in the data folder,
 * as the session secret is, so that passes issued before a restart still board.
 */
export function bcbpSigningKey(configured: string | undefined, dataDir: string): KeyObject {
  if (configured) return createPrivateKey(configured);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, BCBP_KEY_FILE);
  try {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`The boarding-pass signing key in ${file} cannot be read; restore it from a backup, or delete it to make a new one (passes issued before then stop boarding).`);
  }
  if (key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error(`The boarding-pass signing key in ${file} is not an ECDSA P-256 key.`);
  return key;
}

export interface BcbpSigner {
  /** The pass with its security section: the signature of everything before it. */
  sign(block: string): string;
  /** Whether a read pass carries our signature over what it says. */
  verify(pass: Pick<ParsedBcbp, 'signedPart' | 'security'>): boolean;
  /** The public key (SPKI PEM) that other scanners verify passes with. */
  publicKeyPem: string;
}

export function createBcbpSigner(privateKey: KeyObject): BcbpSigner {
  const publicKey = createPublicKey(privateKey);
  return {
    sign(block) {
      // ASCII by construction (the BCBP builder writes A-Z, digits, space and '/').
      const signature = sign('sha256', Buffer.from(block, 'latin1'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return withSecurity(block, BCBP_SIGNATURE_TYPE, signature.toString('base64url'));
    },
    verify({ signedPart, security }) {
      if (!security || security.type !== BCBP_SIGNATURE_TYPE || !/^[A-Za-z0-9_-]{86}$/.test(security.data)) return false;
      const signature = Buffer.from(security.data, 'base64url');
      // Only the one spelling of the signature: base64url's last character carries 4 bits that decoding ignores.
      if (signature.toString('base64url') !== security.data) return false;
      try {
        return verify('sha256', Buffer.from(signedPart, 'latin1'), { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
      } catch {
        return false;
      }
    },
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
