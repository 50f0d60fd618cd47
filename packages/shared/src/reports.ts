import { z } from 'zod';
import { isoDate } from './catalog.js';
import { afterFieldChecks, says } from './fields.js';

/** The day a report counts a sale or refund on: the airline's home zone (Bangladesh, UTC+6, no daylight saving). */
export const REPORT_TIME_ZONE = 'Asia/Dhaka';
/** Longest period one report covers. */
export const REPORT_DAYS_MAX = 400;

export const reportQuery = z
  .object({
    from: isoDate('The first day'),
    to: isoDate('The last day'),
    format: z.enum(['json', 'csv'], says('report.formatChoice')).optional().default('json'),
    /** For the load factor's CSV: one row per flight (default) or per route. */
    by: z.enum(['flight', 'route'], says('report.byChoice')).optional().default('flight'),
  })
  .refine((q) => q.from <= q.to, { ...says('report.lastBeforeFirst'), path: ['to'], ...afterFieldChecks })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_DAYS_MAX, {
    ...says('report.tooManyDays', { max: REPORT_DAYS_MAX }),
    path: ['to'],
    ...afterFieldChecks,
  });
export type ReportQuery = z.output<typeof reportQuery>;

/** One day of sales: bookings ticketed that day, their seats (travellers × flights) and money; refunds started that day. */
export const salesDay = z.object({
  day: z.string(),
  bookings: z.number(),
  seats: z.number(),
  revenue: z.number(),
  refunds: z.number(),
  /** Revenue of the order services issued that day, per kind (API.md "More than a seat"; absent on days without any); part of `revenue` when sold with the booking. */
  serviceRevenue: z.object({ seat: z.number(), bag: z.number(), meal: z.number(), assistance: z.number() }).optional(),
});
export type SalesDay = z.infer<typeof salesDay>;

/** A flight departing in the period: seats sold (ticketed) over its capacity. */
export const flightLoad = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departingDate: z.string(),
  from: z.string(),
  to: z.string(),
  seatsSold: z.number(),
  capacity: z.number(),
  loadFactor: z.number(),
});
export type FlightLoad = z.infer<typeof flightLoad>;

/** A route over the period: its flights' seats sold over their capacity, and the revenue of those seats. */
export const routeLoad = z.object({
  from: z.string(),
  to: z.string(),
  flights: z.number(),
  seatsSold: z.number(),
  capacity: z.number(),
  loadFactor: z.number(),
  revenue: z.number(),
});
export type RouteLoad = z.infer<typeof routeLoad>;

export const loadFactorReport = z.object({ flights: z.array(flightLoad), routes: z.array(routeLoad) });
export type LoadFactorReport = z.infer<typeof loadFactorReport>;
