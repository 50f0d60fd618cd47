import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, PaymentStart, TestPaymentComplete } from '@tarmac/shared';
import { ADMIN, call, setUp } from '../testing/process-setup.js';
import { crashDatabase, crashDatabaseKind, killServerProcesses, startServerProcess } from '../testing/server-process.js';
import { startSmtpServer } from '../testing/smtp.js';

/**
 * The real server process, killed with SIGKILL after a payment committed (tickets and the e-ticket mail in one
 * transaction) and before the mail was delivered, then started again: the traveller gets the mail exactly once.
 * OUTBOX_DELIVERY_DELAY_MS (a test aid) holds the first process's delivery back so the kill lands in between.
 */
afterEach(killServerProcesses);

describe(`an e-ticket mail committed before a crash (${crashDatabaseKind})`, () => {
  it('is delivered exactly once by the restarted server, with its attachments', async () => {
    const t = await crashDatabase('tarmac-ticket-crash-');
    const smtp = await startSmtpServer();
    try {
      const env = { ...ADMIN, ...t.env, SMTP_URL: smtp.url, PAYMENT_PROVIDER: 'test' };
      const first = startServerProcess({ ...env, OUTBOX_DELIVERY_DELAY_MS: '600000' });
      const base = await first.ready;
      const { flightId, packageId, tokens } = await setUp(base, 10, 1);
      const token = tokens[0]!;
      const held = await call<{ data: Booking }>(base, 'POST', '/api/bookings', { legs: [{ flightId, packageId }], passengers: [{ name: 'Crash Test' }] }, token);
      expect(held.status).toBe(201);
      const { pnr, userEmail } = held.body.data;
      const started = await call<{ data: PaymentStart }>(base, 'POST', `/api/bookings/${pnr}/payments`, {}, token);
      const paid = await call<{ data: TestPaymentComplete }>(base, 'POST', `/api/payments/test/${started.body.data.paymentId}/complete`, { outcome: 'paid' });
      expect(paid.body.data.outcome).toBe('paid');
      first.child.kill('SIGKILL');
      await first.exited;
      expect(smtp.mails.filter((m) => m.to === userEmail)).toHaveLength(0);

      const second = startServerProcess(env);
      const again = await second.ready;
      const mail = await smtp.waitFor(userEmail, 30_000);
      expect(mail.subject).toContain(pnr);
      expect(mail.attachments.map((a) => a.filename).sort()).toEqual([`flights-${pnr}.ics`, `ticket-${pnr}.pdf`]);
      const booking = await call<Booking>(again, 'GET', `/api/bookings/${pnr}`, undefined, token);
      expect(booking.body.status).toBe('ticketed');
      // A stop on SIGTERM lets the queue finish; a second delivery would have had time to happen.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await second.stop('SIGTERM')).toBe(0);
      expect(smtp.mails.filter((m) => m.to === userEmail)).toHaveLength(1);
    } finally {
      killServerProcesses();
      await smtp.close();
      await t.cleanup();
    }
  }, 120_000);
});
