import { z } from 'zod';
import { digits, sentence, type Sentence } from './sentences/index.js';
import { says } from './fields.js';

/** When online check-in opens and closes before departure (config CHECKIN_OPENS_HOURS, CHECKIN_CLOSES_MINUTES). */
export interface CheckInRules {
  opensHours: number;
  closesMinutes: number;
}
export const DEFAULT_CHECK_IN_RULES: CheckInRules = { opensHours: 48, closesMinutes: 60 };

/** Boarding begins this many minutes before departure; the pass shows it. */
export const BOARDING_MINUTES_BEFORE = 30;

export type CheckInState = 'not-open' | 'open' | 'closed';

/** The window of a flight: open from `opensAt` (inclusive) until `closesAt` (exclusive). */
export function checkInWindow(departsAt: Date, rules: CheckInRules): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(departsAt.getTime() - rules.opensHours * 3_600_000),
    closesAt: new Date(departsAt.getTime() - rules.closesMinutes * 60_000),
  };
}

export function checkInState(now: Date, departsAt: Date, rules: CheckInRules): CheckInState {
  const { opensAt, closesAt } = checkInWindow(departsAt, rules);
  if (now < opensAt) return 'not-open';
  return now < closesAt ? 'open' : 'closed';
}

/** `2030-01-01 15:30`: an instant as the clocks of a time zone show it. */
export function zonedStamp(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The sentence for a check-in asked for outside the window: at the departure airport's clock, named by its city,
 * when `airport` is given (as the traveller will meet it), otherwise in UTC.
 */
export function checkInRefusal(state: CheckInState, window: { opensAt: Date; closesAt: Date }, airport?: { city: string; timeZone: string }): Sentence {
  if (airport) {
    const at = (d: Date) => digits(zonedStamp(d, airport.timeZone));
    return state === 'not-open'
      ? sentence('checkIn.opensAtLocal', { at: at(window.opensAt), city: airport.city })
      : sentence('checkIn.closedAtLocal', { at: at(window.closesAt), city: airport.city });
  }
  const at = (d: Date) => digits(d.toISOString().slice(0, 16).replace('T', ' '));
  return state === 'not-open' ? sentence('checkIn.opensAt', { at: at(window.opensAt) }) : sentence('checkIn.closedAt', { at: at(window.closesAt) });
}

/** The instant boarding begins. */
export const boardingTime = (departsAt: Date) => new Date(departsAt.getTime() - BOARDING_MINUTES_BEFORE * 60_000);

const seatText = z
  .string(says('checkIn.seatShape'))
  .trim()
  .toUpperCase()
  .regex(/^0?\d{1,2}[A-Z]$/, says('checkIn.seatShape'))
  .transform((s) => s.replace(/^0+(?=\d)/, ''));

/** POST /api/bookings/:pnr/check-in */
export const checkInBody = z.object({
  legIndex: z.number(says('checkIn.chooseLeg')).int().min(0).max(20),
  passengers: z
    .array(
      z.object({
        index: z.number(says('checkIn.passengerIndex')).int().min(0).max(20),
        /** Left out: a seat is assigned. */
        seat: seatText.optional(),
      }),
      says('checkIn.choosePassengers'),
    )
    .min(1, says('checkIn.atLeastOnePassenger'))
    .max(18)
    .refine((ps) => new Set(ps.map((p) => p.index)).size === ps.length, says('checkIn.passengerOnce'))
    .refine((ps) => {
      const seats = ps.flatMap((p) => (p.seat ? [p.seat] : []));
      return new Set(seats).size === seats.length;
    }, says('checkIn.sameSeat')),
});
export type CheckInBody = z.input<typeof checkInBody>;

export const boardingPassSchema = z.object({
  passengerIndex: z.number(),
  legIndex: z.number(),
  /** `12A`; null for an infant on an adult's lap. */
  seat: z.string().nullable(),
  sequence: z.number(),
  bcbp: z.string(),
  name: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  fromCode: z.string(),
  toCode: z.string(),
  /** Local date and time at the departure airport: when the flight leaves (a delay's new time). */
  departureDate: z.string(),
  departureTime: z.string(),
  boardingTime: z.string(),
  /** The timetable's departure (local), present only when a delay moved it. */
  scheduledDate: z.string().optional(),
  scheduledTime: z.string().optional(),
  gate: z.string().nullable(),
  boarded: z.boolean(),
  /** Services of the order on this flight the passenger has (extra bags, meals, assistance), by code. */
  services: z.array(z.string()).optional(),
});
export type BoardingPass = z.infer<typeof boardingPassSchema>;

/** GET /api/bookings/:pnr/check-in: each flight's window and state, and the passes issued so far. */
export const checkInStatusSchema = z.object({
  pnr: z.string(),
  ticketed: z.boolean(),
  legs: z.array(
    z.object({
      legIndex: z.number(),
      flightId: z.string(),
      flightNumber: z.string(),
      opensAt: z.string(),
      closesAt: z.string(),
      /** The window at the departure airport's clock (`2030-01-01 15:30`), and the city that clock is in. */
      opensLocal: z.string().optional(),
      closesLocal: z.string().optional(),
      fromCity: z.string().optional(),
      state: z.enum(['not-open', 'open', 'closed']),
    }),
  ),
  passengers: z.array(z.object({ index: z.number(), name: z.string(), type: z.enum(['adult', 'child', 'infant']) })),
  boardingPasses: z.array(boardingPassSchema),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

export const checkInAnswer = z.object({ message: z.string(), data: z.array(boardingPassSchema) });

/** POST /api/admin/flights/:id/board */
export const boardBody = z.object({
  bcbp: z.string(says('boarding.scanPass')).min(1, says('boarding.scanPass')).max(500, says('boarding.passTooLong')),
});
export const boardAnswer = z.object({
  message: z.string(),
  /** `name`: the passenger's name on record; `scannedName`: the name the pass carries (`SURNAME/GIVEN`). */
  data: z.object({
    name: z.string(),
    scannedName: z.string(),
    seat: z.string().nullable(),
    pnr: z.string(),
    boardedAt: z.string(),
    /** Assistance the agent must give (WCHR, BLND…), and the passenger's other services (extra bags, meals), by code. */
    assistance: z.array(z.string()).optional(),
    services: z.array(z.string()).optional(),
  }),
});

/** GET /api/boarding-pass-key (public): what another scanner needs to verify our passes' signatures. */
export const boardingPassKeySchema = z.object({
  /** The carrier's public key, SPKI PEM (`-----BEGIN PUBLIC KEY-----`). */
  publicKey: z.string(),
  algorithm: z.literal('ES256'),
  /** The type of security data our passes carry after `^`. */
  securityType: z.string(),
  signedPart: z.string(),
  encoding: z.string(),
});

/** PUT /api/admin/flights/:id/gate */
export const gateBody = z.object({
  gate: z
    .string(says('gate.text'))
    .trim()
    .toUpperCase()
    .max(6, says('gate.tooLong', { max: 6 }))
    .regex(/^[A-Z0-9]*$/, says('gate.characters')),
});
