import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { FullConfig } from '@playwright/test';
import { ADMIN, mailDir } from './env';

/**
 * Starts a real SMTP server (mail is written to e2e/.tmp/mail for the tests to read) and the built
 * Tarmac server on a fresh embedded database, exactly as `npm start` runs it.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const port = new URL(baseURL).port;
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

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-e2e-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-address limit is for the real world, not for one test machine.
      RATE_SIGNIN_PER_IP: '100000',
      RATE_RESET_PER_IP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The Tarmac server exited during start-up (see its output above).');
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The Tarmac server did not become ready at ${baseURL} within 60 s.`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
