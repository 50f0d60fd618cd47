import { z } from 'zod';
import { clockTime, flightDate, isoDate, optionalRef, requiredText, wholeAmount } from './catalog.js';
import { afterFieldChecks, says } from './fields.js';
import { SEAT_CAPACITY_MAX } from './limits.js';

/** Longest season one call may create (days from first to last date, inclusive). */
export const SEASON_DAYS_MAX = 400;

/** ISO days of the week: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon' },
  { day: 2, short: 'Tue' },
  { day: 3, short: 'Wed' },
  { day: 4, short: 'Thu' },
  { day: 5, short: 'Fri' },
  { day: 6, short: 'Sat' },
  { day: 7, short: 'Sun' },
] as const;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** The ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
export const isoWeekday = (d: string): number => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** YYYY-MM-DD, `days` after the given date. */
export const addDays = (d: string, days: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const prices = z.object(
  {
    platinum: wholeAmount('The platinum price'),
    gold: wholeAmount('The gold price'),
    silver: wholeAmount('The silver price'),
  },
  says('schedule.pricesShape'),
);

/** POST /api/schedules: a route's season, created in one transaction (or only previewed with `dryRun`). */
export const scheduleBody = z
  .object({
    flightNumber: requiredText('The flight number', 10).transform((s) => s.toUpperCase()),
    planeNumber: requiredText('The plane number', 20),
    from: requiredText('The departure location', 80),
    to: requiredText('The destination', 80),
    departTime: clockTime('The departure time'),
    arriveTime: clockTime('The arrival time'),
    arriveDayOffset: wholeAmount('The arrival day offset', 2).optional().default(0),
    daysOfWeek: z
      .array(z.number(says('schedule.weekdayNumber')).int().min(1, says('schedule.weekdayNumber')).max(7, says('schedule.weekdayNumber')), says('schedule.weekdaysList'))
      .min(1, says('schedule.weekdayMin'))
      .max(7, says('schedule.weekdayMax'))
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    startDate: isoDate('The first date'),
    endDate: flightDate('The last date'),
    prices,
    seatCapacity: wholeAmount('The seat capacity', SEAT_CAPACITY_MAX).refine((n) => n >= 1, says('flight.seatCapacityMin')),
    pilotsOfPlaneId: optionalRef('The pilot'),
    cabinCrewId: optionalRef('The cabin crew'),
    dryRun: z.boolean(says('schedule.dryRunBoolean')).optional().default(false),
  })
  .refine((s) => s.from.toLowerCase() !== s.to.toLowerCase(), { ...says('schedule.destinationSame'), path: ['to'], ...afterFieldChecks })
  .refine((s) => dayNumber(s.endDate) >= dayNumber(s.startDate), { ...says('schedule.lastBeforeFirst'), path: ['endDate'], ...afterFieldChecks })
  .refine((s) => dayNumber(s.endDate) - dayNumber(s.startDate) < SEASON_DAYS_MAX, {
    ...says('schedule.tooManyDays', { max: SEASON_DAYS_MAX }),
    path: ['endDate'],
    ...afterFieldChecks,
  });
export type ScheduleBody = z.input<typeof scheduleBody>;
export type ScheduleValues = z.output<typeof scheduleBody>;

/** The departure dates of a season: every date from first to last that falls on one of its weekdays. */
export function seasonDates(s: Pick<ScheduleValues, 'startDate' | 'endDate' | 'daysOfWeek'>): string[] {
  const dates: string[] = [];
  const days = new Set(s.daysOfWeek);
  for (let d = s.startDate; d <= s.endDate; d = addDays(d, 1)) if (days.has(isoWeekday(d))) dates.push(d);
  return dates;
}

export const scheduleSchema = z.object({
  _id: z.string(),
  flightNumber: z.string(),
  planeNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departTime: z.string(),
  arriveTime: z.string(),
  arriveDayOffset: z.number(),
  daysOfWeek: z.array(z.number()),
  startDate: z.string(),
  endDate: z.string(),
  prices: z.object({ platinum: z.number(), gold: z.number(), silver: z.number() }),
  seatCapacity: z.number(),
  /** Flights of the season, and how many of them have not departed yet. */
  flightCount: z.number(),
  futureFlightCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** One flight a season will create, as the preview shows it (the airports' local dates and times). */
export const plannedFlight = z.object({
  departingDate: z.string(),
  departingTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
});

/** The answer of a dry run: the flights it would create and the days its flight number already flies. */
export const schedulePreview = z.object({
  flights: z.array(plannedFlight),
  clashes: z.array(z.string()),
});
export type SchedulePreview = z.infer<typeof schedulePreview>;

/**
 * PATCH /api/schedules/:id: changes every future flight of the season at once. Seats already sold stay
 * sold: neither capacity nor seats left are touched.
 */
export const scheduleUpdateBody = z
  .object({
    departTime: clockTime('The departure time').optional(),
    arriveTime: clockTime('The arrival time').optional(),
    arriveDayOffset: wholeAmount('The arrival day offset', 2).optional(),
    prices: prices.partial().optional(),
  })
  .refine((u) => u.departTime !== undefined || u.arriveTime !== undefined || u.arriveDayOffset !== undefined || (u.prices && Object.keys(u.prices).length > 0), says('schedule.changeNeeded'));
export type ScheduleUpdateBody = z.input<typeof scheduleUpdateBody>;
