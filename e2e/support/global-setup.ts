import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { FullConfig } from '@playwright/test';
import { mailDir } from './env';
import { startServer } from './server';

/**
 * Starts a real SMTP server (mail is written to e2e/.tmp/mail for the tests to read) and the built
 * Tarmac server on a fresh embedded database, exactly as `npm start` runs it.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });

  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          fs.writeFileSync(path.join(mailDir, `${Date.now()}-${++n}.json`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const server = await startServer(baseURL, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

  return async () => {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
