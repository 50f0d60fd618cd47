import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenOptions } from '../db/open.js';
import { mailOutbox } from '../db/schema.js';
import { crashDatabase, crashDatabaseKind, killServerProcesses, startServerProcess } from '../testing/server-process.js';
import { startSmtpServer } from '../testing/smtp.js';
import { enqueueMail } from './outbox.js';

/**
 * The real server process, killed with SIGKILL after a mail was committed to the outbox but before
 * anything sent it (a crash between a commit and its kick), then started again on the same data.
 */
afterEach(killServerProcesses);

async function withDatabase<T>(open: OpenOptions, use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const database = await openDatabase(open);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe(`a mail committed before a crash (${crashDatabaseKind})`, () => {
  it('is delivered exactly once by the restarted server', async () => {
    const t = await crashDatabase('tarmac-outbox-crash-');
    const smtp = await startSmtpServer();
    try {
      const env = { ...t.env, SMTP_URL: smtp.url, MAIL_FROM: 'Tarmac <no-reply@tarmac.test>', JWT_SECRET: 'y'.repeat(40) };
      const mail = { to: `crash-${Date.now().toString(36)}@example.com`, subject: 'Your e-ticket', text: 'Have a good flight.' };
      const write = () => withDatabase(t.open, (database) => database.db.transaction((tx) => enqueueMail(tx, mail)));

      const first = startServerProcess(env);
      await first.ready;
      // After start-up, so the delivery that runs at start has come and gone; nothing kicks this mail.
      const id = !t.embedded ? await write() : undefined;
      first.child.kill('SIGKILL');
      await first.exited;
      const mailId = id ?? (await write());
      expect(smtp.mails.filter((m) => m.to === mail.to)).toHaveLength(0);

      const second = startServerProcess(env);
      await second.ready;
      const got = await smtp.waitFor(mail.to, 20_000);
      expect(got.messageId).toBe(`<outbox.${mailId}@tarmac.test>`);
      // A stop on SIGTERM lets the queue finish; a second delivery would have had time to happen.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await second.stop('SIGTERM')).toBe(0);
      expect(smtp.mails.filter((m) => m.to === mail.to)).toHaveLength(1);

      const [row] = await withDatabase(t.open, (database) => database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)));
      expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      killServerProcesses();
      await smtp.close();
      await t.cleanup();
    }
  }, 120_000);
});
