import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import pMap from 'p-map';
import type { Db } from '../db/open.js';
import { mailOutbox } from '../db/schema.js';
import type { Logger } from '../lib/logger.js';
import type { Mail, Mailer } from './mailer.js';

/** Makes the bytes of an attachment from its `ref` (e.g. a booking id) when the mail is sent. */
export type AttachmentBuilder = (ref: string) => Promise<Uint8Array>;
/** Makes a mail's body from its `ref` when the mail is sent. */
export type BodyBuilder = (ref: string) => Promise<{ text: string; html?: string }>;

export interface DeliverySettings {
  /** Rows claimed per round. */
  batchSize: number;
  /**
   * Mails of a round being sent at once. A send waits mostly on the mail server (a connection, its greeting,
   * the accept), so a few at a time multiply what one deliverer sends per second; each uses its own connection.
   */
  concurrency: number;
  /** Deliveries tried before a mail is given up (a claim counts as one). */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to `retryMaxSeconds`. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /**
   * How long a claimed row belongs to its deliverer. A deliverer that dies mid-send leaves the row to be
   * claimed again after this; it must be longer than a send can take, or a slow send is repeated.
   */
  leaseSeconds: number;
}

export const defaultDeliverySettings: DeliverySettings = {
  batchSize: 20,
  concurrency: 4,
  maxAttempts: 10, // 30 s … 1 h apart: about five hours of outage
  retryBaseSeconds: 30,
  retryMaxSeconds: 3600,
  // With the mailer's timeouts (mailer.ts) a send ends well within it; a dead or failing deliverer's mail is sent
  // again within two minutes (the lease, then the next once-a-minute sweep).
  leaseSeconds: 60,
};

export interface DeliveryReport {
  sent: number;
  failed: number;
  gaveUp: number;
  /** Mails not sent because what they say is no longer true (an e-ticket of a booking cancelled meanwhile). */
  withdrawn: number;
}

/**
 * Thrown by a body builder when the mail would say something no longer true by the time it is sent (the e-ticket
 * of a booking cancelled meanwhile): the mail is not sent, and the outbox row keeps why.
 */
export class MailNoLongerTrue extends Error {}

export interface Deliverer {
  db: Db;
  mailer: Mailer;
  log: Logger;
  attachments: ReadonlyMap<string, AttachmentBuilder>;
  bodies: ReadonlyMap<string, BodyBuilder>;
  /** The right-hand side of Message-IDs: the sender's domain. */
  messageIdDomain: string;
  settings: DeliverySettings;
  /**
   * Mails the mail server accepted whose "sent" could not be written (the database failed just then): kept by the
   * process (the outbox's own set) and written at the next delivery, and never sent again meanwhile.
   */
  sentNotRecorded?: Set<string>;
  /**
   * A run stops claiming more mail after `ms` and calls `then` (which queues another run), so no one run lasts long
   * enough to look stuck; default: no limit.
   */
  runBudget?: { ms: number; then: () => void };
}

/** How often, and how far apart, a mail's "sent" is written before it is left to the next delivery. */
const recordTries = [0, 200, 1000];

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Sends every mail that is due, each once. Rows are claimed (for `leaseSeconds`) in a statement of their
 * own, with `for update skip locked`, so deliverers in several processes never take the same row, and no
 * transaction stays open while the SMTP server is talked to. A row is marked sent right after the server
 * accepted it; a crash between the two sends it again after the lease, with the same Message-ID. The mails of a
 * round start in the order they fell due and are sent `concurrency` at a time, so they may arrive out of order.
 */
export async function deliverDueMail(d: Deliverer): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0, withdrawn: 0 };
  const started = Date.now();
  // Mails sent earlier whose "sent" could not be written then: written first, so they are due no more.
  for (const id of [...(d.sentNotRecorded ?? [])]) await recordSent(d, id).catch(() => {});
  // A row that failed in this run waits for the next one, even if its retry is already due. Only those are
  // named: a sent or given-up row is due no more, and a long run (thousands of mails) must not send them all back.
  const failed: string[] = [];
  for (;;) {
    if (d.runBudget && Date.now() - started > d.runBudget.ms) {
      d.runBudget.then();
      return report;
    }
    const batch = await claimDue(d, failed);
    if (batch.length === 0) return report;
    // Each mail's outcome is its own: one that cannot be recorded never strands the rest of its batch.
    await pMap(
      batch,
      async (row) => {
        const outcome = await deliverOne(d, row).catch((err: unknown) => {
          d.log.error({ err, mailId: row.id }, 'mail delivery could not be recorded; it is tried again when its claim lapses');
          return 'failed' as const;
        });
        if (outcome === 'failed') failed.push(row.id);
        report[outcome]++;
      },
      { concurrency: d.settings.concurrency },
    );
  }
}

/**
 * Writes that a mail left, a few times a little apart. When the database still fails, the process keeps the mail's
 * id (`sentNotRecorded`): it is not sent again by this process, and the next delivery writes it.
 */
async function recordSent(d: Deliverer, id: string): Promise<void> {
  let last: unknown;
  for (const wait of recordTries) {
    if (wait) await new Promise((r) => setTimeout(r, wait));
    try {
      // The body may carry a link with a secret token: once sent it is not kept.
      await d.db.update(mailOutbox).set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null, text: '', html: null }).where(eq(mailOutbox.id, id));
      d.sentNotRecorded?.delete(id);
      return;
    } catch (err) {
      last = err;
    }
  }
  d.sentNotRecorded?.add(id);
  throw last;
}

function claimDue(d: Deliverer, exclude: string[]): Promise<Claimed[]> {
  const due = d.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(lte(mailOutbox.nextAttemptAt, sql`now()`), exclude.length ? notInArray(mailOutbox.id, exclude) : undefined))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(d.settings.batchSize)
    .for('update', { skipLocked: true });
  return d.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${d.settings.leaseSeconds})` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function deliverOne(d: Deliverer, row: Claimed): Promise<keyof DeliveryReport> {
  const about = { mailId: row.id, to: row.to, subject: row.subject, attempt: row.attempts };
  if (d.sentNotRecorded?.has(row.id)) {
    // Already accepted by the mail server: only its record is missing.
    await recordSent(d, row.id);
    return 'sent';
  }
  try {
    await d.mailer.send(await message(d, row));
  } catch (err) {
    if (err instanceof MailNoLongerTrue) {
      await d.db
        .update(mailOutbox)
        .set({ lastError: `Not sent: ${err.message}`, nextAttemptAt: null, text: '', html: null })
        .where(eq(mailOutbox.id, row.id));
      d.log.info({ ...about, reason: err.message }, 'mail withdrawn: what it said is no longer true');
      return 'withdrawn';
    }
    const permanent = isPermanent(err);
    const giveUp = permanent || row.attempts >= d.settings.maxAttempts;
    const delay = Math.min(d.settings.retryBaseSeconds * 2 ** Math.max(0, row.attempts - 1), d.settings.retryMaxSeconds);
    const reason = errorText(err);
    await d.db
      .update(mailOutbox)
      .set({ lastError: reason, nextAttemptAt: giveUp ? null : sql`now() + make_interval(secs => ${delay})` })
      .where(eq(mailOutbox.id, row.id));
    if (giveUp) {
      d.log.error({ ...about, reason }, permanent ? 'mail refused by the mail server; not trying again' : `mail could not be sent after ${row.attempts} attempts; giving up`);
      return 'gaveUp';
    }
    d.log.warn({ ...about, reason, retryInSeconds: delay }, 'mail could not be sent; will try again');
    return 'failed';
  }
  try {
    await recordSent(d, row.id);
  } catch (err) {
    d.log.error({ ...about, err }, 'mail sent, but its record could not be written; it is written at the next delivery, and not sent again');
  }
  return 'sent';
}

function builderOf<T>(builders: ReadonlyMap<string, T>, what: string, kind: string): T {
  const build = builders.get(kind);
  if (!build) throw new Error(`No builder is registered for ${what} of kind "${kind}".`);
  return build;
}

/** The mail of a row; a body made at sending time and the attachments are made at once (they may share a read). */
async function message(d: Deliverer, row: Claimed): Promise<Mail> {
  const made = row.body ? builderOf(d.bodies, 'bodies', row.body.kind)(row.body.ref) : Promise.resolve({ text: row.text, html: row.html ?? undefined });
  const attachments = Promise.all(
    row.attachments.map(async (a) => {
      const content = await builderOf(d.attachments, 'attachments', a.kind)(a.ref);
      return { filename: a.filename, contentType: a.contentType, content: Buffer.from(content) };
    }),
  );
  const [body, files] = await Promise.all([made, attachments]);
  return {
    to: row.to,
    subject: row.subject,
    text: body.text,
    ...(body.html === undefined ? {} : { html: body.html }),
    messageId: outboxMessageId(row.id, d.messageIdDomain),
    ...(files.length ? { attachments: files } : {}),
  };
}

/** The Message-ID of an outbox row: the same on every attempt, so a repeated mail shows as the same one. */
export const outboxMessageId = (id: string, domain: string) => `<outbox.${id}@${domain}>`;

/** The domain of a From address such as `Tarmac <no-reply@tarmac.example>`. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'tarmac.invalid';
}

/** An SMTP 5xx answer (no such mailbox, refused): trying again would get the same answer. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);
