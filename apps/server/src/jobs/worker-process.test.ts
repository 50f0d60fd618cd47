import { afterEach, describe, expect, it } from 'vitest';
import { legacyApiPaths } from '@tarmac/shared';
import { ADMIN, call } from '../testing/process-setup.js';
import { killServerProcesses, startServerProcess } from '../testing/server-process.js';
import { startSmtpServer } from '../testing/smtp.js';
import { createPostgresDatabase } from '../testing/test-database.js';

/**
 * README "Several processes": web processes started with RUN_JOBS=false only queue jobs; a worker process
 * (`npm run start:worker`) works them. PostgreSQL only: the embedded database belongs to one process.
 */
afterEach(killServerProcesses);

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('a web process with RUN_JOBS=false beside a worker process', () => {
  it('queues the mail of a request, which only the worker sends, once', async () => {
    const db = await createPostgresDatabase(postgresUrl!);
    const smtp = await startSmtpServer();
    try {
      const env = { ...ADMIN, DATABASE_URL: db.url, SMTP_URL: smtp.url };
      const web = startServerProcess({ ...env, RUN_JOBS: 'false' });
      const base = await web.ready;
      const asked = await call<{ message: string }>(base, 'PUT', legacyApiPaths.accounts.forgotPassword, { email: ADMIN.ADMIN_EMAIL });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      // The web process kicked the delivery job but works none: the mail waits.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(smtp.mails).toHaveLength(0);

      const worker = startServerProcess(env, ['src/main.ts', '--worker']);
      expect(await worker.ready).toBe('');
      const mail = await smtp.waitFor(ADMIN.ADMIN_EMAIL, 20_000);
      expect(mail.text).toContain('/change-password?token=');
      expect(worker.output()).not.toContain('Server listening');
      expect(await worker.stop('SIGTERM')).toBe(0);
      expect(await web.stop('SIGTERM')).toBe(0);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
      await db.drop();
    }
  }, 90_000);
});
