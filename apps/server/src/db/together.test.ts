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

  it('prepared, runs the same statement again with new values, and still writes nothing when one part fails', async () => {
    const { db } = database;
    const write = (tx: typeof db, to: string, entity: string | null) =>
      together(tx, [mailInsert(tx, { to, subject: 'Prepared', text: 'Hello' }), sql`insert into ${auditLog} (actor_email, entity, entity_id, action) values ('system', ${entity}, ${to}, 'together')`], {
        prepare: true,
      });
    for (const n of [1, 2, 3, 4, 5, 6]) await db.transaction((tx) => write(tx, `p${n}@example.com`, 'prepared'));
    const preparedHere = await db.transaction(async (tx) => {
      await write(tx, 'p7@example.com', 'prepared');
      return tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'together_%'`);
    });
    // PostgreSQL keeps it prepared on the connection (the embedded database prepares nothing by name).
    if (database.kind === 'postgres') expect((preparedHere as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    const mails = await db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.subject, 'Prepared')).orderBy(mailOutbox.to);
    expect(mails.map((m) => m.to)).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com', 'p5@example.com', 'p6@example.com', 'p7@example.com']);
    expect(await db.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.entity, 'prepared'))).toHaveLength(7);

    await expect(db.transaction((tx) => write(tx, 'p8@example.com', null))).rejects.toThrow();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'p8@example.com'))).toEqual([]);
  });
});
