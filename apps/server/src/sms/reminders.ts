import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/rows.js';
import type { Language } from '../i18n/messages.js';
import { checkInOpenSms, enqueueSms, holdEndingSms } from './sms-messages.js';

/** How long before a hold ends its reminder SMS goes. */
export const HOLD_REMINDER_MINUTES = 5;

type Row = { pnr: string; language: Language; contact_phone: string; flight_number?: string };

/**
 * The SMS no single change writes, only the clock: "your hold ends in 5 minutes" and "check-in is open". Each is
 * marked on its row (`hold_reminder_at`, `check_in_sms_at`) in the transaction that writes it to the outbox, so
 * two processes sweeping at once, or a sweep repeated after a crash, write it once. Answers how many were written.
 */
export async function writeDueSms(ctx: Pick<AppContext, 'database' | 'outbox' | 'config'>, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const written = await ctx.database.db.transaction(async (tx) => {
    const holds = rowsOf<Row>(
      await tx.execute(sql`
        update bookings set hold_reminder_at = ${at}::timestamptz
        where status = 'held' and hold_reminder_at is null and contact_phone <> ''
          and pay_by > ${at}::timestamptz and pay_by <= ${at}::timestamptz + make_interval(mins => ${HOLD_REMINDER_MINUTES})
        returning pnr, language, contact_phone`),
    );
    for (const b of holds) await enqueueSms(tx, holdEndingSms({ pnr: b.pnr, language: b.language, contactPhone: b.contact_phone }, ctx.config.publicUrl));
    const { opensHours, closesMinutes } = ctx.config.checkIn;
    const legs = rowsOf<Row>(
      await tx.execute(sql`
        update booking_legs l set check_in_sms_at = ${at}::timestamptz
        from bookings b, flights f
        where b.id = l.booking_id and f.id = l.flight_id and b.status = 'ticketed' and l.cancelled_at is null
          and l.check_in_sms_at is null and b.contact_phone <> '' and f.status in ('scheduled', 'delayed')
          and f.departs_at - make_interval(hours => ${opensHours}) <= ${at}::timestamptz
          and f.departs_at - make_interval(mins => ${closesMinutes}) > ${at}::timestamptz
        returning b.pnr, b.language, b.contact_phone, f.flight_number`),
    );
    for (const l of legs) {
      await enqueueSms(tx, checkInOpenSms({ pnr: l.pnr, language: l.language, contactPhone: l.contact_phone, flightNumber: l.flight_number ?? '' }, ctx.config.publicUrl));
    }
    return holds.length + legs.length;
  });
  if (written) ctx.outbox.kick();
  return written;
}
