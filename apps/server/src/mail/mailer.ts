import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (the outbox sets one per row, so a repeated send is recognisable as the same mail). */
  messageId?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  /** Sends now; callers send after their transaction has committed. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured; otherwise each message is written to an outbox folder as an .eml file. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    // A send must end well within the outbox's lease (60 s), or a slow one would be sent twice.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Like a mail server that knows its Message-IDs, the folder takes each one once: a mark per Message-ID in
  // `.sent/` (written after the mail), so a mail sent again (its "sent" was not recorded) is not written twice.
  const sentMark = (messageId: string) => path.join(options.outboxDir, '.sent', createHash('sha256').update(messageId).digest('hex').slice(0, 32));
  const exists = (file: string) => fs.access(file).then(() => true, () => false);
  return {
    async send(mail) {
      if (mail.messageId && (await exists(sentMark(mail.messageId)))) {
        options.log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail already in the outbox folder; not written again');
        return;
      }
      const info = await transport.sendMail({ from: options.from, ...mail });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      const write = () => fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The folder is made when a write finds it missing (the first mail, or after someone removed it), not before every mail.
      await write().catch(async (err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await fs.mkdir(options.outboxDir, { recursive: true });
        await write();
      });
      if (mail.messageId) {
        await fs.mkdir(path.dirname(sentMark(mail.messageId)), { recursive: true });
        await fs.writeFile(sentMark(mail.messageId), path.basename(file));
      }
      // The link inside carries a secret token, so the log names the file, not the link.
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'no SMTP_URL: mail written to the outbox');
    },
    close: () => {},
  };
}
