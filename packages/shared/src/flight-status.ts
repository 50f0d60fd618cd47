import { z } from 'zod';
import { clockTime, isoDate, requiredText } from './catalog.js';
import { created } from './http.js';
import { DELAY_HOURS_MAX, FLIGHT_NUMBER_MAX } from './limits.js';
import { labelValue, says } from './fields.js';
import { sentence, sentenceKey, type Sentence } from './sentences/index.js';

/** A flight's day of travel (API.md "Day of travel"): scheduled until the admin says otherwise. */
export const FLIGHT_STATUSES = ['scheduled', 'delayed', 'cancelled', 'departed', 'arrived'] as const;
export const flightStatusValue = z.enum(FLIGHT_STATUSES);
export type FlightStatusValue = z.infer<typeof flightStatusValue>;

/** The labels every screen shows. */
export const FLIGHT_STATUS_LABELS: Record<FlightStatusValue, string> = {
  scheduled: 'On time',
  delayed: 'Delayed',
  cancelled: 'Cancelled',
  departed: 'Departed',
  arrived: 'Arrived',
};

/**
 * Which status may follow which. A delay may be changed again (a new time); cancelled and arrived are final;
 * a flight that has departed can only arrive. `scheduled` is never set: it is where every flight starts.
 */
export const FLIGHT_STATUS_NEXT: Record<FlightStatusValue, readonly FlightStatusValue[]> = {
  scheduled: ['delayed', 'cancelled', 'departed'],
  delayed: ['delayed', 'cancelled', 'departed'],
  departed: ['arrived'],
  cancelled: [],
  arrived: [],
};

/** Days after a cancelled flight within which its travellers may move to another flight of the route for free. */
export const REBOOK_WINDOW_DAYS = 3;

export const REASON_MAX = 200;

/**
 * `PATCH /api/flight-information/:id/status`. A delay gives the new departure as the departure airport's local
 * date and time (as flights are entered) and a reason; a cancellation a reason; departed and arrived nothing more.
 */
export const flightStatusBody = z
  .object({
    status: z.enum(['delayed', 'cancelled', 'departed', 'arrived'], says('flightStatus.statusChoice')),
    estimatedDate: isoDate('The new departure date').optional(),
    estimatedTime: clockTime('The new departure time').optional(),
    reason: requiredText('The reason', REASON_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'delayed') {
      if (!b.estimatedDate) ctx.addIssue({ code: 'custom', path: ['estimatedDate'], message: sentenceKey('flightStatus.delayNeedsDate') });
      if (!b.estimatedTime) ctx.addIssue({ code: 'custom', path: ['estimatedTime'], message: sentenceKey('flightStatus.delayNeedsTime') });
    }
    if ((b.status === 'delayed' || b.status === 'cancelled') && !b.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: sentenceKey('flightStatus.needsReason', { status: b.status }) });
    }
  });
export type FlightStatusBody = z.input<typeof flightStatusBody>;

/** `GET /api/flight-status?flightNumber=&date=`: `date` is the flight's local departure date. */
export const flightStatusQuery = z.object({
  flightNumber: z
    .string(says('field.required', { label: labelValue('label.theFlightNumber') }))
    .trim()
    .toUpperCase()
    .min(1, says('field.required', { label: labelValue('label.theFlightNumber') }))
    .max(FLIGHT_NUMBER_MAX, says('flightStatus.flightNumberLong', { max: FLIGHT_NUMBER_MAX })),
  date: isoDate('label.theDate'),
});
export type FlightStatusQuery = z.input<typeof flightStatusQuery>;

const localTime = z.object({ date: z.string(), time: z.string() });

/** A flight's status: the contract's fields, and (added) the flight, its places and the local times to show. */
export const flightStatusSchema = z.object({
  status: flightStatusValue,
  /** The scheduled departure (ISO instant). */
  scheduled: z.string(),
  /** The expected departure (ISO instant): the new time of a delay, otherwise the scheduled one. */
  estimated: z.string(),
  reason: z.string().optional(),
  flightId: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  /** Local date and time at the departure airport. */
  scheduledLocal: localTime,
  estimatedLocal: localTime,
  /** The scheduled arrival, local at the arrival airport. */
  arrivalLocal: localTime,
  /** The expected arrival, local at the arrival airport: the scheduled one moved by the delay. */
  estimatedArrivalLocal: localTime.optional(),
  /** When the status was last changed (ISO instant); absent while scheduled. */
  updatedAt: z.string().optional(),
});
export type FlightStatus = z.infer<typeof flightStatusSchema>;
export const flightStatusAnswer = created(flightStatusSchema);

/** Another flight of the route a cancelled leg may move to. */
export const rebookingFlight = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departingDate: z.string(),
  departingTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  seatsLeft: z.number(),
});
export type RebookingFlight = z.infer<typeof rebookingFlight>;

/** `GET /api/bookings/:pnr/rebooking-options`: each cancelled leg with the flights it may move to, and the refund. */
export const rebookingOptions = z.object({
  /** What the disruption refund gives back: everything paid for the flights not flown. 0 when none applies. */
  refundAmount: z.number(),
  legs: z.array(
    z.object({
      legIndex: z.number(),
      flightNumber: z.string(),
      from: z.string(),
      to: z.string(),
      departingDate: z.string(),
      departingTime: z.string(),
      reason: z.string(),
      flights: z.array(rebookingFlight),
    }),
  ),
});
export type RebookingOptions = z.infer<typeof rebookingOptions>;

export const rebookBody = z.object({
  legIndex: z.number(says('rebook.legRequired')).int().min(0).max(9),
  flightId: z.string(says('rebook.chooseFlight')).trim().min(1, says('rebook.chooseFlight')).max(64),
});
export type RebookBody = z.input<typeof rebookBody>;

/** Why a status change is refused, or null when it may be made. Instants in ms. */
export function statusChangeProblem(
  current: FlightStatusValue,
  next: FlightStatusValue,
  times: { scheduled: number; estimated?: number },
): Sentence | null {
  if (!FLIGHT_STATUS_NEXT[current].includes(next)) {
    if (current === 'cancelled' || current === 'arrived') return sentence('flight.statusFinal', { status: current });
    return sentence('flight.statusNotNext', { current, next });
  }
  if (next === 'delayed' && (times.estimated === undefined || times.estimated <= times.scheduled)) {
    return sentence('flight.delayNotLater');
  }
  if (next === 'delayed' && times.estimated !== undefined && times.estimated > times.scheduled + DELAY_HOURS_MAX * 3_600_000) {
    return sentence('flight.delayTooLong', { hours: DELAY_HOURS_MAX });
  }
  return null;
}

/** Whether a flight moved to another may take a cancelled one's travellers: after it, within the window. */
export function withinRebookWindow(cancelledDeparture: number, candidateDeparture: number): boolean {
  return candidateDeparture > cancelledDeparture && candidateDeparture <= cancelledDeparture + REBOOK_WINDOW_DAYS * 86_400_000;
}
