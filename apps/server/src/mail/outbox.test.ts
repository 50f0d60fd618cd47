import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/open.js';
import { mailOutbox } from '../db/schema.js';
import { openJobs } from '../jobs/queue.js';
import type { Logger } from '../lib/logger.js';
import { startSmtpServer } from '../testing/smtp.js';
import { openTestDatabase } from '../testing/test-database.js';
import { createMailer, type Mailer } from './mailer.js';
import { createOutbox, enqueueMail, type OutboxOptions } from './outbox.js';
import { defaultDeliverySettings } from './outbox-delivery.js';

const FROM = 'Tarmac <no-reply@tarmac.test>';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

/** Log lines kept for the test to read, as they would be written (JSON). */
function recordingLog() {
  const lines: string[] = [];
  const write = (level: string) => (details: object, message: string) => void lines.push(JSON.stringify({ level, ...details, message }));
  const log: Logger = { info: write('info'), warn: write('warn'), error: write('error') };
  return { log, lines };
}

const mailerTo = (smtpUrl: string, log: Logger) => createMailer({ smtpUrl, outboxDir: path.join(os.tmpdir(), 'unused-outbox'), from: FROM, log });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function outbox(overrides: Partial<OutboxOptions> = {}) {
  const { log, lines } = recordingLog();
  const box = createOutbox({ db: database.db, mailer: mailerTo(smtp.url, log), log, from: FROM, jobs: null, ...overrides });
  cleanups.push(() => box.close());
  return { box, lines };
}

let counter = 0;
const mailTo = (label: string) => {
  const to = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
  return { to, subject: `Your booking ${counter}`, text: `Open http://tarmac.test/reset?token=secret-${counter}`, html: `<p>secret-${counter}</p>` };
};

const row = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const received = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

/** A port on loopback where nothing listens: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('the mail outbox', () => {
  beforeEach(async () => {
    // Each test sees only its own mail.
    await database.db.delete(mailOutbox);
  });

  it('never sends a mail written in a transaction that rolled back', async () => {
    const { box } = outbox();
    const mail = mailTo('rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(received(mail.to)).toEqual([]);
  });

  it('delivers a committed mail to the SMTP server exactly once, with a Message-ID of its row, and keeps no body', async () => {
    const { box, lines } = outbox();
    const mail = mailTo('committed');
    const id = await database.db.transaction((tx) => enqueueMail(tx, mail));
    expect(await box.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });

    const got = await smtp.waitFor(mail.to);
    expect(received(mail.to)).toHaveLength(1);
    expect(got.subject).toBe(mail.subject);
    expect(got.text.trim()).toBe(mail.text);
    expect(got.messageId).toBe(`<outbox.${id}@tarmac.test>`);
    const sent = await row(id);
    expect(sent).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null, text: '', html: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Recipients and subjects are logged, bodies (with their tokens) never.
    expect(lines.join('\n')).toContain(mail.to);
    expect(lines.join('\n')).not.toContain('secret-');
  });

  it('a "sent" the database refuses to record strands none of its batch, and the mail is not sent again', async () => {
    // The database refuses to record one mail as sent (a real failure: a trigger raising "too many clients").
    await database.executeSql(`create table if not exists test_refuse_sent (id uuid primary key)`);
    await database.executeSql(`create or replace function test_refuse_sent() returns trigger language plpgsql as $$
      begin
        if new.sent_at is not null and exists (select 1 from test_refuse_sent where id = new.id) then
          raise exception 'sorry, too many clients already' using errcode = '53300';
        end if;
        return new;
      end $$`);
    await database.executeSql(`drop trigger if exists test_refuse_sent on mail_outbox`);
    await database.executeSql(`create trigger test_refuse_sent before update on mail_outbox for each row execute function test_refuse_sent()`);
    cleanups.push(async () => {
      await database.executeSql(`drop trigger if exists test_refuse_sent on mail_outbox`);
      await database.executeSql(`delete from test_refuse_sent`);
    });
    const { box, lines } = outbox();
    const mails = Array.from({ length: 6 }, (_, i) => mailTo(`batch-${i}`));
    const ids = await database.db.transaction(async (tx) => {
      const made: string[] = [];
      for (const m of mails) made.push(await enqueueMail(tx, m));
      return made;
    });
    await database.executeSql(`insert into test_refuse_sent (id) values ($1)`, [ids[0]]);

    // Every mail of the batch leaves, the one whose record failed too (the mail server accepted it).
    expect(await box.deliverDue()).toEqual({ sent: 6, failed: 0, gaveUp: 0, withdrawn: 0 });
    for (const m of mails) await smtp.waitFor(m.to);
    expect((await row(ids[0]!)).sentAt).toBeNull();
    for (const id of ids.slice(1)) expect((await row(id)).sentAt).toBeInstanceOf(Date);
    expect(lines.join('\n')).toContain('its record could not be written');

    // Its claim lapses and the database is well again: the next delivery records it, and does not send it again.
    await database.executeSql(`delete from test_refuse_sent`);
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, ids[0]!));
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect((await row(ids[0]!)).sentAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 300));
    for (const m of mails) expect(received(m.to)).toHaveLength(1);
  });

  it('keeps a mail through an SMTP outage and delivers it on a later attempt, once', async () => {
    const port = await closedPort();
    const { log, lines } = recordingLog();
    const { box } = outbox({ mailer: mailerTo(`smtp://127.0.0.1:${port}`, log), log, delivery: { retryBaseSeconds: 1 } });
    const mail = mailTo('outage');
    const id = await database.db.transaction((tx) => enqueueMail(tx, mail));

    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1, gaveUp: 0, withdrawn: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, text: mail.text });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens.
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(lines.join('\n')).toContain('will try again');
    expect(lines.join('\n')).not.toContain('secret-');

    // The server comes back on the same address; the retry is due after its backoff.
    const back = await startSmtpServer({ port });
    cleanups.push(() => back.close());
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await box.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(back.mails.filter((m) => m.to === mail.to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
  });

  it('gives up after the last attempt with an error line naming recipient and subject', async () => {
    const port = await closedPort();
    const { log, lines } = recordingLog();
    const { box } = outbox({ mailer: mailerTo(`smtp://127.0.0.1:${port}`, log), log, delivery: { retryBaseSeconds: 0, maxAttempts: 2 } });
    const mail = mailTo('gave-up');
    const id = await enqueueMail(database.db, mail);
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1, gaveUp: 0, withdrawn: 0 });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 1, withdrawn: 0 });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(await row(id)).toMatchObject({ attempts: 2, sentAt: null, nextAttemptAt: null });
    const line = JSON.parse(lines.find((l) => l.includes('giving up'))!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', to: mail.to, subject: mail.subject, mailId: id });
    expect(lines.join('\n')).not.toContain('secret-');
  });

  it('sends again a mail whose deliverer died between the accept and the mark, after its lease, with the same Message-ID', async () => {
    const { log } = recordingLog();
    const real = mailerTo(smtp.url, log);
    let accepted = () => {};
    const wasAccepted = new Promise<void>((r) => (accepted = r));
    // Sends, then never comes back: the process died before it could mark the row sent.
    const dying: Mailer = { send: async (m) => (await real.send(m), accepted(), await new Promise(() => {})), close: () => {} };
    const crashed = createOutbox({ db: database.db, mailer: dying, log, from: FROM, jobs: null, delivery: { leaseSeconds: 1 } });
    const mail = mailTo('died-after-accept');
    await enqueueMail(database.db, mail);
    void crashed.deliverDue();
    await wasAccepted;

    const { box } = outbox({ delivery: { leaseSeconds: 1 } });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 }); // still claimed
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await box.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, withdrawn: 0 });
    const copies = received(mail.to);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
  });

  it('with the default lease, mail claimed by a deliverer that died is due again within a minute (sent within two of a restart, with the once-a-minute sweep)', async () => {
    expect(defaultDeliverySettings.leaseSeconds).toBeLessThanOrEqual(60);
    const { log } = recordingLog();
    let claimed = () => {};
    const wasClaimed = new Promise<void>((r) => (claimed = r));
    // Claims the row (default settings), then hangs before sending anything: the process died.
    const dead: Mailer = { send: async () => (claimed(), await new Promise(() => {})), close: () => {} };
    const crashed = createOutbox({ db: database.db, mailer: dead, log, from: FROM, jobs: null });
    const mail = mailTo('died-while-sending');
    const id = await enqueueMail(database.db, mail);
    const claimedAt = Date.now();
    void crashed.deliverDue();
    await wasClaimed;
    const lease = (await row(id)).nextAttemptAt!.getTime() - claimedAt;
    expect(lease).toBeGreaterThan(0);
    expect(lease).toBeLessThanOrEqual(60_000 + 2_000);

    // The restarted process, default settings: the row is still claimed now…
    const { box } = outbox();
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 });
    // …and once its lease has run out (its time moved back by the lease) it is claimed again and sent, once.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - make_interval(secs => ${defaultDeliverySettings.leaseSeconds})` })
      .where(eq(mailOutbox.id, id));
    expect(await box.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, withdrawn: 0 });
    expect(received(mail.to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ sentAt: expect.any(Date), attempts: 2 });
  });

  it('sends each mail once when two deliverers race', async () => {
    // Small batches, so the two claim many times over against each other.
    const a = outbox({ delivery: { batchSize: 3 } }).box;
    const b = outbox({ delivery: { batchSize: 3 } }).box;
    const mails = Array.from({ length: 30 }, () => mailTo('race'));
    await database.db.transaction(async (tx) => {
      for (const m of mails) await enqueueMail(tx, m);
    });
    const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(ra.sent + rb.sent).toBe(30);
    expect(ra.sent).toBeGreaterThan(0);
    expect(rb.sent).toBeGreaterThan(0);
    for (const m of mails) expect(received(m.to), m.to).toHaveLength(1);
  });

  it('sends a few mails at once while the mail server answers, each once, and a failed one waits for its retry', async () => {
    const { log } = recordingLog();
    const real = mailerTo(smtp.url, log);
    let inFlight = 0;
    let most = 0;
    const refused = mailTo('busy-refused');
    // A mail server that takes its time to accept, and is down for one recipient.
    const slow: Mailer = {
      send: async (m) => {
        most = Math.max(most, ++inFlight);
        try {
          await new Promise((r) => setTimeout(r, 30));
          if (m.to === refused.to) throw new Error('connection reset');
          await real.send(m);
        } finally {
          inFlight--;
        }
      },
      close: () => {},
    };
    const { box } = outbox({ mailer: slow, log, delivery: { batchSize: 5, concurrency: 3 } });
    const mails = Array.from({ length: 11 }, () => mailTo('busy'));
    await database.db.transaction(async (tx) => {
      for (const m of [...mails.slice(0, 4), refused, ...mails.slice(4)]) await enqueueMail(tx, m);
    });
    expect(await box.deliverDue()).toEqual({ sent: 11, failed: 1, gaveUp: 0, withdrawn: 0 });
    expect(most).toBe(3);
    for (const m of mails) expect(received(m.to), m.to).toHaveLength(1);
    expect(received(refused.to)).toEqual([]);
    const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused.to));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connection reset' });
  });

  it('makes attachments with their registered builder when the mail is sent', async () => {
    const { box } = outbox();
    const built: string[] = [];
    box.registerAttachment('ticket-pdf', async (ref) => {
      built.push(ref);
      return Buffer.from(`%PDF-1.4 ticket of ${ref}`);
    });
    const mail = { ...mailTo('attached'), attachments: [{ filename: 'e-ticket.pdf', contentType: 'application/pdf', kind: 'ticket-pdf', ref: 'booking-42' }] };
    await enqueueMail(database.db, mail);
    expect(built).toEqual([]); // nothing is rendered when the mail is written
    await box.deliverDue();
    expect(built).toEqual(['booking-42']);
    const [got] = received(mail.to);
    expect(got!.attachments).toEqual([{ filename: 'e-ticket.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 ticket of booking-42') }]);
  });

  it('makes a body with its registered builder when the mail is sent, from what the reference says then', async () => {
    const { box } = outbox();
    const state = { paid: 'not yet' };
    box.registerBody('ticket-mail', async (ref) => ({ text: `Booking ${ref}: ${state.paid}`, html: `<p>Booking ${ref}</p>` }));
    const { to, subject } = mailTo('made-later');
    const id = await enqueueMail(database.db, { to, subject, body: { kind: 'ticket-mail', ref: 'booking-7' } });
    expect(await row(id)).toMatchObject({ text: '', html: null, body: { kind: 'ticket-mail', ref: 'booking-7' } });
    state.paid = 'paid';
    expect(await box.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, withdrawn: 0 });
    const [got] = received(to);
    expect(got).toMatchObject({ subject, text: 'Booking booking-7: paid', html: '<p>Booking booking-7</p>' });
    // A body with no builder is kept and retried, like an attachment.
    const orphan = await enqueueMail(database.db, { ...mailTo('no-body'), body: { kind: 'boarding-mail', ref: '1' } });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1, gaveUp: 0, withdrawn: 0 });
    expect((await row(orphan)).lastError).toBe('No builder is registered for bodies of kind "boarding-mail".');
  });

  it('keeps a mail whose attachment has no builder, saying why', async () => {
    const { box } = outbox();
    const id = await enqueueMail(database.db, { ...mailTo('no-builder'), attachments: [{ filename: 'x.pdf', contentType: 'application/pdf', kind: 'boarding-pass', ref: '1' }] });
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1, gaveUp: 0, withdrawn: 0 });
    expect((await row(id)).lastError).toBe('No builder is registered for attachments of kind "boarding-pass".');
  });

  it('without a job queue, a kick after commit delivers in this process', async () => {
    const { box } = outbox();
    const mail = mailTo('kicked-in-process');
    await database.db.transaction((tx) => box.enqueue(tx, mail));
    box.kick();
    box.kick(); // kicks during a delivery collapse into one more run
    await smtp.waitFor(mail.to, 5_000);
    await box.close();
    expect(received(mail.to)).toHaveLength(1);
  });

  it('with the job queue, a kick after commit delivers through the deliver-mail job within a second', async () => {
    const { log } = recordingLog();
    const jobs = openJobs(database, { pollingIntervalSeconds: 30, stopTimeoutMs: 5_000 });
    cleanups.push(() => jobs.stop());
    const { box } = outbox({ jobs });
    await jobs.start(log);
    // The run at start has found nothing to send.
    await new Promise((r) => setTimeout(r, 500));
    const mail = mailTo('kicked-by-job');
    await database.db.transaction((tx) => box.enqueue(tx, mail));
    const kickedAt = Date.now();
    box.kick();
    await smtp.waitFor(mail.to, 5_000);
    expect(Date.now() - kickedAt).toBeLessThan(1_000);
    const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where name = 'deliver-mail' and state = 'completed'`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(received(mail.to)).toHaveLength(1);
  });

  it('delivers mail left in the outbox when the job queue starts (a crash between commit and kick)', async () => {
    const mail = mailTo('left-behind');
    await enqueueMail(database.db, mail); // committed, never kicked
    const { log } = recordingLog();
    const jobs = openJobs(database, { pollingIntervalSeconds: 30, stopTimeoutMs: 5_000 });
    cleanups.push(() => jobs.stop());
    outbox({ jobs });
    await jobs.start(log);
    await smtp.waitFor(mail.to, 5_000);
    expect(received(mail.to)).toHaveLength(1);
  });
});
