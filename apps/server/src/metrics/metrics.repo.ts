import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';

/** What operators watch in the order's money and messages, read at each scrape (each on an index, bounded). */
export interface OrderFigures {
  /** Payments started and neither paid nor closed. */
  paymentsPending: number;
  /** Seconds since the oldest of them started (0 when none). */
  oldestPendingPaymentSeconds: number;
  /** Payments of the last 7 days taken as paid whose booking was never ticketed and that nothing refunds. */
  paidNotTicketed: number;
  /** Refunds not done after the date the traveller was promised (failed ones included). */
  refundsOverdue: number;
  /** Refunds the provider refused every time: an admin must act. */
  refundsFailed: number;
  /** Mails written and not yet delivered, and the age of the oldest (0 when none). */
  outboxWaiting: number;
  outboxOldestSeconds: number;
}

export async function orderFigures(db: Db): Promise<OrderFigures> {
  const [row] = rowsOf<Record<keyof OrderFigures, string | number | null>>(
    await db.execute(sql`
      select
        (select count(*) from payments where status = 'started') as "paymentsPending",
        (select coalesce(extract(epoch from now() - min(created_at)), 0) from payments where status = 'started') as "oldestPendingPaymentSeconds",
        (select count(*) from payments p join bookings b on b.id = p.booking_id
          where p.status = 'paid' and p.created_at > now() - interval '7 days' and p.change_offer_id is null
            and b.ticketed_at is null and not exists (select 1 from refunds r where r.payment_id = p.id)) as "paidNotTicketed",
        (select count(*) from refunds where status in ('requested', 'processing', 'failed') and expected_by < now()) as "refundsOverdue",
        (select count(*) from refunds where status = 'failed') as "refundsFailed",
        (select count(*) from mail_outbox where sent_at is null and next_attempt_at is not null) as "outboxWaiting",
        (select coalesce(extract(epoch from now() - min(created_at)), 0) from mail_outbox where sent_at is null and next_attempt_at is not null) as "outboxOldestSeconds"
    `),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)])) as unknown as OrderFigures;
}

/** Jobs waiting per queue (created or to be retried), from pg-boss's own table; none before pg-boss installed it. */
export async function jobsWaiting(db: Db): Promise<{ name: string; waiting: number }[]> {
  const [present] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('pgboss.job') is not null as present`));
  if (!present?.present) return [];
  return rowsOf<{ name: string; waiting: string | number }>(
    await db.execute(sql`select name, count(*) as waiting from pgboss.job where state in ('created', 'retry') group by name`),
  ).map((r) => ({ name: r.name, waiting: Number(r.waiting) }));
}
