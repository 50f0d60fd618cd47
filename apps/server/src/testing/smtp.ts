import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startSmtpServer(options: { port?: number } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` (waiting for it up to `timeoutMs`). */
    async waitFor(to: string, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
