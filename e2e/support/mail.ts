import fs from 'node:fs';
import path from 'node:path';
import { mailDir } from './env';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the first mail the SMTP server received for `to` (whose subject contains `about`, when given). */
export async function waitForMail(to: string, timeoutMs = 15_000, about?: string): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of fs.readdirSync(mailDir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to) && (about === undefined || mail.subject.includes(about))) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
