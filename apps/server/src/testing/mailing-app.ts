import { makePackage } from './factories.js';
import { startSmtpServer } from './smtp.js';
import { createTestApp, createUser, type TestApp } from './test-app.js';

/** What the order and mail tests start from: an app sending through a real SMTP test server, an admin, a silver package. */
export interface MailingApp {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  admin: Awaited<ReturnType<typeof createUser>>;
  silver: { _id: string };
}

export async function startMailingApp(env: Record<string, string> = {}): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  const admin = await createUser(t, { role: 'admin' });
  const silver = await makePackage(t, admin.auth, 'silver');
  return { t, smtp, admin, silver };
}

/** Closes what `startMailingApp` started (as far as it got). */
export async function stopMailingApp(app: Partial<MailingApp>): Promise<void> {
  await app.t?.close();
  await app.smtp?.close();
}
