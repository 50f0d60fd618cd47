import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time, so unknown e-mails are not revealed. */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
