import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enqueueMail } from '../mail/outbox.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './open.js';
import { preparedPerDatabase } from './prepared.js';
import { mailOutbox } from './schema.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

let builds = 0;
const subjectsTo = preparedPerDatabase((db) => {
  builds++;
  return {
    subjects: db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, sql.placeholder('to'))).prepare('test_prepared_subjects'),
  };
});

describe('preparedPerDatabase', () => {
  it('builds a statement once per handle; in a transaction it runs on that transaction\'s connection and sees its writes', async () => {
    const { db } = database;
    const to = 'prepared@example.com';
    expect(await subjectsTo(db).subjects.execute({ to })).toEqual([]);
    for (const subject of ['First', 'Second']) {
      const seen = await db.transaction(async (tx) => {
        await enqueueMail(tx, { to, subject, text: 'Hello' });
        const inside = await subjectsTo(tx).subjects.execute({ to });
        // Outside the transaction (another connection on PostgreSQL) the row is not there yet.
        if (database.kind === 'postgres') expect(await subjectsTo(db).subjects.execute({ to })).toHaveLength(subject === 'First' ? 0 : 1);
        return inside.map((r) => r.subject).sort();
      });
      expect(seen).toEqual(subject === 'First' ? ['First'] : ['First', 'Second']);
    }
    // Once for the database, once for each transaction; the same handle reuses what it built.
    expect(builds).toBe(3);
    subjectsTo(db);
    expect(builds).toBe(3);
  });
});
