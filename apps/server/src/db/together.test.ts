import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditInsert } from '../audit/audit.js';
import { mailInsert } from '../mail/outbox.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './open.js';
import { auditLog, mailOutbox } from './schema.js';
import { together } from './together.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const actor = { id: null, email: 'system' };
const entry = (entityId: string) => ({ entity: 'test', entityId, action: 'together' });

describe('together', () => {
  it('runs several writes as one statement, each to completion', async () => {
    const { db } = database;
    await db.transaction((tx) =>
      together(tx, [auditInsert(tx, actor, [entry('a'), entry('b')]), mailInsert(tx, { to: 'one@example.com', subject: 'Together', text: 'Hello' })]),
    );
    const audits = await db.select({ entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.entity, 'test')).orderBy(auditLog.entityId);
    expect(audits.map((a) => a.entityId)).toEqual(['a', 'b']);
    const mails = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, 'one@example.com'));
    expect(mails).toEqual([{ subject: 'Together' }]);
  });

  it('writes nothing when one of them fails', async () => {
    const { db } = database;
    await expect(
      together(db, [mailInsert(db, { to: 'two@example.com', subject: 'Never', text: 'Hello' }), sql`insert into ${auditLog} (entity) values (null)`]),
    ).rejects.toThrow();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'two@example.com'))).toEqual([]);
  });
});
