import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** JWT_SECRET when configured; otherwise one generated on first start and kept in the data folder. */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`The session secret in ${file} is too short; delete the file to make a new one.`);
  return secret;
}
