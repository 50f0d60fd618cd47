import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database, Db } from './open.js';
import { auditLog, mailOutbox } from './schema.js';
import { together } from './together.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// A mail (with a jsonb column) and an audit entry whose entity may be null (refused), each with its own values.
const write = (tx: Db, v: { to: string; entity: string | null; attachments: { filename: string; contentType: string; kind: string; ref: string }[] }) =>
  together(tx, [
    tx.insert(mailOutbox).values({ to: v.to, subject: 'Together', text: 'Hello', attachments: v.attachments }),
    sql`insert into ${auditLog} (actor_email, entity, entity_id, action) values ('system', ${v.entity}, ${v.to}, 'together')`,
  ]);

describe('together', () => {
  it('runs several writes as one statement, each part with its own values', async () => {
    const { db } = database;
    const attachments = [{ filename: 'a.txt', contentType: 'text/plain', kind: 'test', ref: 'x' }];
    for (const n of [1, 2, 3]) await db.transaction((tx) => write(tx, { to: `p${n}@example.com`, entity: 'together', attachments: n === 3 ? [] : attachments }));
    const mails = await db.select({ to: mailOutbox.to, attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.subject, 'Together')).orderBy(mailOutbox.to);
    expect(mails.map((m) => m.to)).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com']);
    expect(mails[0]!.attachments).toEqual(attachments);
    expect(mails[2]!.attachments).toEqual([]);
    const audits = await db.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.entity, 'together')).orderBy(auditLog.entityId);
    expect(audits.map((a) => a.id)).toEqual(mails.map((m) => m.to));
  });

  it('writes nothing when one of the statements fails', async () => {
    const { db } = database;
    await expect(db.transaction((tx) => write(tx, { to: 'p8@example.com', entity: null, attachments: [] }))).rejects.toThrow();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'p8@example.com'))).toEqual([]);
  });
});
