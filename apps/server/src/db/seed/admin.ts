import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../open.js';
import { users } from '../schema.js';
import { hashPassword } from '../../accounts/passwords.js';

export const DEMO_ADMIN_EMAIL = 'admin@tarmac.test';

export interface Log {
  info(msg: string): void;
}

/**
 * The first admin. From ADMIN_EMAIL/ADMIN_PASSWORD when set (created if missing, made admin if not);
 * otherwise, on an empty database, a demo admin with a fresh random password that is printed once.
 */
export async function ensureAdmin(db: Db, config: Config, log: Log): Promise<void> {
  if (config.admin) {
    const { email, password, name } = config.admin;
    const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (!existing) {
      await db.insert(users).values({ name, email, role: 'admin', passwordHash: await hashPassword(password) }).onConflictDoNothing();
      log.info(`Admin account ${email} created from ADMIN_EMAIL.`);
    } else if (existing.role !== 'admin') {
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      log.info(`Account ${email} made admin from ADMIN_EMAIL.`);
    }
    return;
  }
  if (config.seedDemo === 'no') return;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return;
  const password = randomBytes(9).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({ name: 'Demo Admin', email: DEMO_ADMIN_EMAIL, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return;
  const note = `Demo admin login: ${DEMO_ADMIN_EMAIL} / ${password}`;
  if (!config.databaseUrl) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(config.dataDir, 'demo-admin-login.txt'), `${note}\n`, { mode: 0o600 });
  }
  log.info(`\n\n  ${note}\n  (shown once${config.databaseUrl ? '' : `; also kept in ${path.join(config.dataDir, 'demo-admin-login.txt')}`})\n`);
}
