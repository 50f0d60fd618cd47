import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-mailer-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<typeof createMailer>[0]['log'];

describe('the file mailer (no SMTP_URL)', () => {
  it('writes each mail as an .eml file, making its folder when it is missing, also after it was removed', async () => {
    const outboxDir = path.join(root, 'outbox', 'nested');
    const mailer = createMailer({ outboxDir, from: 'Tarmac <tickets@example.com>', log: silent });
    await mailer.send({ to: 'one@example.com', subject: 'First', text: 'Hello' });
    fs.rmSync(outboxDir, { recursive: true });
    await mailer.send({ to: 'two@example.com', subject: 'Second', text: 'Hello again' });
    await mailer.send({ to: 'three@example.com', subject: 'Third', text: 'And again' });
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const texts = files.map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    expect(texts.some((t) => t.includes('Subject: Second') && t.includes('To: two@example.com'))).toBe(true);
    expect(texts.some((t) => t.includes('Subject: Third'))).toBe(true);
    expect((fs.statSync(path.join(outboxDir, files[0]!)).mode & 0o777).toString(8)).toBe('600');
  });

  it('takes each Message-ID once, as a mail server that knows it would: a mail sent again is not written twice', async () => {
    const outboxDir = path.join(root, 'by-message-id');
    const mailer = createMailer({ outboxDir, from: 'Tarmac <tickets@example.com>', log: silent });
    const mail = { to: 'once@example.com', subject: 'Your e-ticket', text: 'Hello', messageId: '<outbox.1@example.com>' };
    await mailer.send(mail);
    await mailer.send(mail);
    await mailer.send({ ...mail, messageId: '<outbox.2@example.com>' });
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const ids = files.map((f) => /^Message-ID: (.+)$/im.exec(fs.readFileSync(path.join(outboxDir, f), 'utf8'))?.[1]?.trim()).sort();
    expect(ids).toEqual(['<outbox.1@example.com>', '<outbox.2@example.com>']);
  });
});
