import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './open.js';
import { auditLog, mailOutbox } from './schema.js';
import { preparedTogether } from './together.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const p = sql.placeholder;
// A mail (with a jsonb column filled from a placeholder) and an audit entry whose entity may be null (refused).
const write = preparedTogether('test_together', (db) => [
  db.insert(mailOutbox).values({ to: p('to'), subject: 'Together', text: 'Hello', attachments: p('attachments') }),
  sql`insert into ${auditLog} (actor_email, entity, entity_id, action) values ('system', ${p('entity')}, ${p('to')}, 'together')`,
]);

describe('preparedTogether', () => {
  it('runs several writes as one prepared statement, again and again with new values', async () => {
    const { db } = database;
    const attachments = [{ filename: 'a.txt', contentType: 'text/plain', kind: 'test', ref: 'x' }];
    for (const n of [1, 2, 3, 4, 5, 6]) await db.transaction((tx) => write(tx, { to: `p${n}@example.com`, entity: 'together', attachments }));
    const preparedHere = await db.transaction(async (tx) => {
      await write(tx, { to: 'p7@example.com', entity: 'together', attachments: [] });
      return tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name = 'test_together'`);
    });
    // PostgreSQL keeps it prepared on the connection (the embedded database prepares nothing by name).
    if (database.kind === 'postgres') expect((preparedHere as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    const mails = await db.select({ to: mailOutbox.to, attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.subject, 'Together')).orderBy(mailOutbox.to);
    expect(mails.map((m) => m.to)).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com', 'p5@example.com', 'p6@example.com', 'p7@example.com']);
    expect(mails[0]!.attachments).toEqual(attachments);
    expect(mails[6]!.attachments).toEqual([]);
    const audits = await db.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.entity, 'together')).orderBy(auditLog.entityId);
    expect(audits.map((a) => a.id)).toEqual(mails.map((m) => m.to));
  });

  it('writes nothing when one of the statements fails', async () => {
    const { db } = database;
    await expect(db.transaction((tx) => write(tx, { to: 'p8@example.com', entity: null, attachments: [] }))).rejects.toThrow();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'p8@example.com'))).toEqual([]);
  });
});
