import { placesByLanguage } from '../catalog/name-book.js';
import { digits, FLIGHT_STATUS_NEXT, statusChangeProblem, type FlightStatus, type flightStatusBody } from '@tarmac/shared';
import { cancelledSms, delaySms, enqueueSms } from '../sms/sms-messages.js';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { cancel, inOrderTransaction, type LifecycleContext } from '../bookings/lifecycle.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { isUuid } from '../db/errors.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { zonedToUtc } from '../lib/zoned-time.js';
import { cancellationMail, delayMail } from './disruption-mail.js';
import * as repo from './flight-status.repo.js';
import { statusView } from './status-view.js';

type Body = z.output<typeof flightStatusBody>;
export type StatusContext = LifecycleContext & Pick<AppContext, 'config'>;

export interface StatusChange {
  status: FlightStatus;
  /** False for a repeated identical change: nothing was written and nobody mailed. */
  changed: boolean;
  /** Bookings told by mail. */
  mailed: number;
  /** The travellers of the bookings mailed (issue 35: the admin is told how many people were told). */
  passengers: number;
}

const auditFields = (f: { status: string; estimatedDepartsAt: Date | null; statusReason: string }) => ({
  status: f.status,
  estimated: f.estimatedDepartsAt?.toISOString() ?? null,
  reason: f.statusReason,
});

/**
 * Sets a flight's status as the admin says, in one transaction with its audit entry and, for a delay or a
 * cancellation, one outbox mail per held or ticketed booking on the flight. A cancellation also ends the holds
 * on the flight (free; their seats go back). The same change sent again changes nothing and mails nobody.
 * Throws NotFoundError, ConflictError (a transition the rules refuse) or InvalidInputError (a delay not later).
 */
export async function setFlightStatus(ctx: StatusContext, actor: Actor, flightId: string, body: Body): Promise<StatusChange> {
  const result = await inOrderTransaction(ctx, async (o) => {
    const { tx } = o;
    // Bookings before the flight, as cancelling and paying lock them, so the two cannot deadlock; then again
    // once the flight is locked, so a booking made in between is told too.
    if (!isUuid(flightId)) throw new NotFoundError('flight.notFound');
    await repo.lockBookingsOnFlight(tx, flightId);
    const row = await repo.lockStatusFlight(tx, flightId);
    if (!row) throw new NotFoundError('flight.notFound');
    const f = row.f;
    const estimated = body.status === 'delayed' ? zonedToUtc(body.estimatedDate!, body.estimatedTime!, row.fromZone || HOME_TIME_ZONE) : f.estimatedDepartsAt;
    const reason = body.status === 'delayed' || body.status === 'cancelled' ? (body.reason ?? '') : '';
    const same = f.status === body.status && (estimated?.getTime() ?? null) === (f.estimatedDepartsAt?.getTime() ?? null) && reason === f.statusReason;
    if (same) return { row, changed: false, mailed: 0, passengers: 0 };
    const problem = statusChangeProblem(f.status, body.status, { scheduled: f.departsAt.getTime(), estimated: estimated?.getTime() });
    // An allowed change with a bad time is the admin's typing (400); a change the rules refuse, a conflict (409).
    if (problem) throw FLIGHT_STATUS_NEXT[f.status].includes(body.status) ? InvalidInputError.field('estimatedTime', problem.id, problem.values) : new ConflictError(problem.id, problem.values);

    const next = { status: body.status, estimatedDepartsAt: estimated, reason };
    await repo.writeStatus(tx, flightId, next);
    await recordAudit(tx, actor, {
      entity: 'flight',
      entityId: flightId,
      action: 'status',
      before: auditFields(f),
      after: auditFields({ status: next.status, estimatedDepartsAt: next.estimatedDepartsAt, statusReason: next.reason }),
    });
    const updated = { ...row, f: { ...f, status: next.status, estimatedDepartsAt: estimated, statusReason: reason, statusChangedAt: new Date() } };
    if (body.status !== 'delayed' && body.status !== 'cancelled') return { row: updated, changed: true, mailed: 0, passengers: 0 };

    const view = statusView(updated);
    const booked = await repo.lockBookingsOnFlight(tx, flightId);
    const named = placesByLanguage(tx, view);
    for (const b of booked) {
      const view = await named(b.language);
      const status = b.status === 'held' ? 'held' : 'ticketed';
      if (body.status === 'cancelled' && status === 'held') {
        await cancel(o, b, { actor, reason: `Flight ${f.flightNumber} was cancelled before payment; nothing was charged.`, refundAmount: 0 });
      }
      const mail = body.status === 'delayed' ? delayMail({ ...b, status }, view, ctx.config.publicUrl) : cancellationMail({ ...b, status }, view, ctx.config.publicUrl);
      await ctx.outbox.enqueue(tx, mail);
      await enqueueSms(tx, body.status === 'delayed' ? delaySms(b, view) : cancelledSms(b, view, ctx.config.publicUrl));
    }
    return { row: updated, changed: true, mailed: booked.length, passengers: booked.reduce((n, b) => n + b.travellers, 0) };
  });
  if (result.changed) {
    ctx.outbox.kick();
    // Search and the flight list show bookable flights: a cancelled one leaves them.
    ctx.legCache.clear();
    await ctx.database.announceCatalogChange();
  }
  return { status: statusView(result.row), changed: result.changed, mailed: result.mailed, passengers: result.passengers };
}

/** GET /api/flight-status: the flight of that number on that local date. */
export async function readFlightStatus(ctx: Pick<AppContext, 'database'>, flightNumber: string, date: string): Promise<FlightStatus> {
  const row = await repo.findByNumberAndDate(ctx.database.db, flightNumber, date);
  if (!row) throw new NotFoundError('flight.noneOnDay', { flight: flightNumber, date: digits(date) });
  return statusView(row);
}
