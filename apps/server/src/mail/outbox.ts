import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/open.js';
import { mailOutbox, type OutboxAttachment, type OutboxBody } from '../db/schema.js';
import type { Jobs } from '../jobs/queue.js';
import { registerDeliverMail } from '../jobs/deliver-mail.js';
import type { Logger } from '../lib/logger.js';
import type { Mail, Mailer } from './mailer.js';
import {
  defaultDeliverySettings,
  deliverDueMail,
  senderDomain,
  type AttachmentBuilder,
  type BodyBuilder,
  type DeliveryReport,
  type DeliverySettings,
} from './outbox-delivery.js';

export type { OutboxAttachment, OutboxBody } from '../db/schema.js';
export type { AttachmentBuilder, BodyBuilder, DeliveryReport } from './outbox-delivery.js';
export { MailNoLongerTrue } from './outbox-delivery.js';

/**
 * A mail for the outbox. Documents are attached by reference (`kind` and `ref`) and made by the builder
 * registered for their kind when the mail is sent: a ticket PDF is rendered from the booking as it is
 * then, rows stay small, and no PDF bytes sit in the database. The body is either written now (`text`, `html`)
 * or, the same way, made when the mail is sent (`body`).
 */
export type OutboxMail = WrittenMail | BodyMadeAtSending;
/** A mail whose text (and html) is written now. */
export type WrittenMail = Pick<Mail, 'to' | 'subject' | 'text' | 'html'> & { attachments?: OutboxAttachment[] };
/** A mail whose body is made by the builder registered for `body.kind` when it is sent. */
export type BodyMadeAtSending = Pick<Mail, 'to' | 'subject'> & { body: OutboxBody; attachments?: OutboxAttachment[] };

/**
 * Writes `mail` to the outbox inside the caller's transaction (`tx`), so the mail exists if and only if
 * the change it reports commits. Kick delivery after the commit (`Outbox.kick`). Answers the row's id.
 */
export async function enqueueMail(tx: Db, mail: OutboxMail): Promise<string> {
  const [row] = await mailInsert(tx, mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** The insert of `enqueueMail`, not yet run: for `together`, beside the change the mail reports. */
export function mailInsert(tx: Db, mail: OutboxMail) {
  return tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    ...('body' in mail ? { text: '', body: mail.body } : { text: mail.text, html: mail.html ?? null }),
    attachments: mail.attachments ?? [],
  });
}

export interface Outbox {
  /** `enqueueMail`: the mail is written in `tx` and leaves after it commits. */
  enqueue(tx: Db, mail: OutboxMail): Promise<string>;
  /**
   * Call after the commit: delivery starts now (within a second). Never throws; a kick that is lost is
   * made up by the once-a-minute sweep.
   */
  kick(): void;
  /** Who makes attachments of `kind` (e.g. `ticket-pdf` from a booking id). */
  registerAttachment(kind: string, build: AttachmentBuilder): void;
  /** Who makes the bodies of `kind` (e.g. the e-ticket mail from a booking id). */
  registerBody(kind: string, build: BodyBuilder): void;
  /** Sends every due mail now (what the deliver-mail job runs). */
  deliverDue(): Promise<DeliveryReport>;
  /** Waits for an in-process delivery to finish (there is one only without a job queue). */
  close(): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  /** A function when the mailer is made after the outbox (buildApp makes both in one step). */
  mailer: Mailer | (() => Mailer);
  log: Logger;
  /** The sender (`MAIL_FROM`); its domain names the Message-IDs. */
  from: string;
  /** Delivery runs as the deliver-mail job of this queue; without one, kicks deliver in this process. */
  jobs: Jobs | null;
  delivery?: Partial<DeliverySettings>;
  /**
   * A test aid (OUTBOX_DELIVERY_DELAY_MS): kicks wait this long, so a crash test can kill the process between
   * a commit and the delivery of its mail. Zero (no wait) in every real setting.
   */
  kickDelayMs?: number;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const attachments = new Map<string, AttachmentBuilder>();
  const bodies = new Map<string, BodyBuilder>();
  const settings = { ...defaultDeliverySettings, ...options.delivery };
  const mailer = typeof options.mailer === 'function' ? options.mailer : () => options.mailer as Mailer;
  const sentNotRecorded = new Set<string>();
  // Through the queue a run claims for at most 30 s, then queues the next (so none outlives its job's expiry, 60 s).
  let again = () => {};
  const runBudget = options.jobs ? { ms: 30_000, then: () => again() } : undefined;
  const deliverDue = () =>
    deliverDueMail({
      db: options.db,
      mailer: mailer(),
      log: options.log,
      attachments,
      bodies,
      messageIdDomain: senderDomain(options.from),
      settings,
      sentNotRecorded,
      ...(runBudget ? { runBudget } : {}),
    });

  const deliverer = options.jobs ? viaJobs(options.jobs, deliverDue, options.log) : inProcess(deliverDue, options.log);
  again = deliverer.kick;
  const delay = options.kickDelayMs ?? 0;
  return {
    enqueue: enqueueMail,
    kick: delay > 0 ? () => void setTimeout(deliverer.kick, delay).unref() : deliverer.kick,
    registerAttachment(kind, build) {
      attachments.set(kind, build);
    },
    registerBody(kind, build) {
      bodies.set(kind, build);
    },
    deliverDue,
    close: deliverer.close,
  };
}

function viaJobs(jobs: Jobs, deliver: () => Promise<unknown>, log: Logger) {
  const job = registerDeliverMail(jobs, deliver);
  return {
    kick: () => void job.kick().catch((err: unknown) => log.warn({ err }, 'mail delivery could not be kicked; the sweep will send it')),
    close: async () => {},
  };
}

/** Without a queue (tests, scripts): kicks run a delivery here, one at a time; kicks during one run it again. */
function inProcess(deliver: () => Promise<unknown>, log: Logger) {
  let running: Promise<void> | null = null;
  let again = false;
  const kick = () => {
    again = true;
    running ??= (async () => {
      while (again) {
        again = false;
        await deliver().catch((err: unknown) => log.error({ err }, 'mail delivery failed'));
      }
      running = null;
    })();
  };
  return { kick, close: async () => void (await running) };
}

/**
 * What buildApp puts on the AppContext: the outbox (delivering through `jobs` when main.ts runs a queue,
 * in-process otherwise) and the queue. In-process deliveries are waited for when the app closes.
 */
export function outboxContext(
  app: FastifyInstance,
  options: { database: Database; jobs?: Jobs; mailer: () => Mailer; from: string; kickDelayMs?: number },
) {
  const jobs = options.jobs ?? null;
  const outbox = createOutbox({ db: options.database.db, mailer: options.mailer, log: app.log, from: options.from, jobs, kickDelayMs: options.kickDelayMs ?? 0 });
  app.addHook('onClose', () => outbox.close());
  return { outbox, jobs };
}
