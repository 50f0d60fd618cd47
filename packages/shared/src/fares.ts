import { z } from 'zod';
import { isoDate } from './catalog.js';
import { says } from './fields.js';
import { TRAVELLERS_MAX } from './limits.js';

// Fares that move (API.md "Fares that move (booking classes) and promo codes", issue 31).

/** Classes one ladder may have at most. */
export const FARE_CLASSES_MAX = 12;
/** "Few left": search says "৳… · N seats at this price" at or below this many. */
export const FEW_SEATS_AT_PRICE = 9;

/** One booking class: a letter, the adult price (whole taka) and the seats sold at that price at most. */
export const fareClass = z.object({
  code: z.string(says('fares.codeShape')).trim().toUpperCase().regex(/^[A-Z]$/, says('fares.codeShape')),
  price: z.number(says('fares.priceWhole')).int(says('fares.priceWhole')).min(0, says('fares.priceWhole')).max(10_000_000, says('fares.priceWhole')),
  seats: z.number(says('fares.seatsWhole')).int(says('fares.seatsWhole')).min(1, says('fares.seatsWhole')).max(1000, says('fares.seatsWhole')),
});
export type FareClass = z.output<typeof fareClass>;

/** A ladder, cheapest first, each letter once; empty: no ladder (the package's own price). */
export const fareLadder = z
  .array(fareClass, says('fares.classesList'))
  .max(FARE_CLASSES_MAX, says('fares.classesMax', { max: FARE_CLASSES_MAX }))
  .superRefine((classes, ctx) => {
    classes.forEach((c, i) => {
      if (classes.findIndex((o) => o.code === c.code) !== i) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: says('fares.codeOnce').error });
      if (i > 0 && c.price < classes[i - 1]!.price) ctx.addIssue({ code: 'custom', path: [i, 'price'], message: says('fares.cheapestFirst').error });
    });
  });

const ID_LABEL = 'The id';
const id = z
  .string(says('field.idFromList', { label: ID_LABEL }))
  .trim()
  .min(1, says('field.idFromList', { label: ID_LABEL }))
  .max(64, says('field.idTooLong', { label: ID_LABEL, max: 64 }));
const percent = z.number(says('fares.percentRange')).int(says('fares.percentRange')).min(1, says('fares.percentRange')).max(100, says('fares.percentRange'));
const days = z.number(says('fares.daysRange')).int(says('fares.daysRange')).min(1, says('fares.daysRange')).max(365, says('fares.daysRange'));

/** A route's closing rules: every class but the dearest closes at this load factor, or this close to departure. */
export const fareClosing = z.object({ loadFactorPercent: percent.nullable().default(null), daysBefore: days.nullable().default(null) });
export type FareClosing = z.output<typeof fareClosing>;

/** `PUT /api/admin/fare-ladders`: one route's default ladders (per package) and closing rules, replacing what it had. */
export const fareLaddersBody = z.object({
  fromId: id,
  toId: id,
  ladders: z.array(z.object({ packageId: id, classes: fareLadder }), says('fares.laddersList')).max(20),
  closing: fareClosing.optional().default({ loadFactorPercent: null, daysBefore: null }),
});
export type FareLaddersBody = z.input<typeof fareLaddersBody>;

/** `PUT /api/flight-information/:id/fare-classes`: one flight's own ladder of one package (`classes: []` removes it). */
export const flightFareClassesBody = z.object({ packageId: id, classes: fareLadder });
export type FlightFareClassesBody = z.input<typeof flightFareClassesBody>;

/** One route's defaults as `GET /api/admin/fare-ladders` lists them, with its flights' own ladders. */
export const fareRouteView = z.object({
  fromId: z.string(),
  toId: z.string(),
  from: z.string(),
  to: z.string(),
  ladders: z.array(z.object({ packageId: z.string(), packageName: z.string(), classes: z.array(fareClass) })),
  closing: z.object({ loadFactorPercent: z.number().nullable(), daysBefore: z.number().nullable() }),
  flights: z.array(
    z.object({
      flightId: z.string(),
      flightNumber: z.string(),
      departingDate: z.string(),
      ladders: z.array(z.object({ packageId: z.string(), packageName: z.string(), classes: z.array(fareClass) })),
    }),
  ),
});
export type FareRouteView = z.infer<typeof fareRouteView>;
export const fareLaddersAnswer = z.object({ routes: z.array(fareRouteView) });
export type FareLaddersAnswer = z.infer<typeof fareLaddersAnswer>;

/** What search says of a package's lowest open class on a flight (`flight.fareClasses[packageName]`). */
export const openFareClass = z.object({ code: z.string(), seatsAtThisPrice: z.number() });
export type OpenFareClass = z.infer<typeof openFareClass>;

/** `GET /api/flight-information/:id/fare-classes`: a flight's ladders as they sell now (the admin's preview). */
export const flightFareView = z.object({
  flightId: z.string(),
  loadFactorPercent: z.number(),
  daysBeforeDeparture: z.number(),
  packages: z.array(
    z.object({
      packageId: z.string(),
      packageName: z.string(),
      /** `flight` (its own), `route` (the route's default) or `none` (the package price). */
      source: z.enum(['flight', 'route', 'none']),
      price: z.number(),
      open: openFareClass.nullable(),
      classes: z.array(fareClass.extend({ sold: z.number(), status: z.enum(['open', 'soldOut', 'closedByRule', 'closedByNesting', 'waiting']) })),
    }),
  ),
});
export type FlightFareView = z.infer<typeof flightFareView>;

// ---- Promo codes ----

export const PROMO_KINDS = ['percent', 'amount'] as const;
const promoCodeText = z
  .string(says('promo.codeShape'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, says('promo.codeShape'));

/** `POST /api/admin/promo-codes`. */
export const promoCodeBody = z
  .object({
    code: promoCodeText,
    kind: z.enum(PROMO_KINDS, says('promo.kindChoice')),
    value: z.number(says('promo.valueWhole')).int(says('promo.valueWhole')).min(1, says('promo.valueWhole')).max(1_000_000, says('promo.valueWhole')),
    validFrom: isoDate('label.theDate'),
    validTo: isoDate('label.theDate'),
    maxUses: z.number(says('promo.maxUsesWhole')).int(says('promo.maxUsesWhole')).min(1, says('promo.maxUsesWhole')).max(1_000_000, says('promo.maxUsesWhole')),
    routes: z.array(z.object({ fromId: id, toId: id })).max(50).optional(),
    minTravellers: z.number(says('promo.minTravellersRange')).int(says('promo.minTravellersRange')).min(1, says('promo.minTravellersRange')).max(TRAVELLERS_MAX, says('promo.minTravellersRange')).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'percent' && b.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: says('promo.percentMax').error });
    if (b.validTo < b.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: says('promo.toBeforeFrom').error });
  });
export type PromoCodeBody = z.input<typeof promoCodeBody>;

export const promoCodeView = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number(),
  routes: z.array(z.object({ fromId: z.string(), toId: z.string(), from: z.string(), to: z.string() })).nullable(),
  minTravellers: z.number().nullable(),
  /** Live bookings (held or ticketed) using it. */
  uses: z.number(),
  /** Bookings ever made with it (paid, expired or cancelled too): once above 0 it is disabled, never deleted. */
  everUsed: z.number(),
  /** Discounts given on paid bookings, in whole taka. */
  discountGiven: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;

/** `GET /api/promo-codes/:code?from&to&date&travellers` (public): whether the code applies, and what it takes off. */
export const promoCheckQuery = z.object({
  from: z.string().trim().toLowerCase().max(80).optional(),
  to: z.string().trim().toLowerCase().max(80).optional(),
  travellers: z.coerce.number().int().min(1).max(TRAVELLERS_MAX).optional(),
  total: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export const promoCheckAnswer = z.object({
  code: z.string(),
  applies: z.boolean(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  /** Why it does not apply (a sentence in the caller's language). */
  reason: z.string().optional(),
  /** The discount on `total`, when one was given. */
  discount: z.number().optional(),
});
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswer>;

/** The discount of a code on a total: a percent (rounded down) or an amount, never more than the total. */
export function promoDiscount(kind: (typeof PROMO_KINDS)[number], value: number, total: number): number {
  const off = kind === 'percent' ? Math.floor((total * value) / 100) : value;
  return Math.max(0, Math.min(total, off));
}

/** The fare basis of a class on a package: the class letter and the package's first letters ("NSIL"). */
export function fareBasisOf(code: string, packageName: string): string {
  return `${code}${packageName.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}`;
}

/** A class of a flight's ladder with the seats sold in it (live bookings). */
export interface ClassSales extends FareClass {
  sold: number;
}

export type ClassStatus = 'open' | 'soldOut' | 'closedByRule' | 'closedByNesting' | 'waiting';

/**
 * The state of each class of a ladder for a party of `travellers`: a class below the dearest one that has sold
 * is closed (nested: a cheaper class never sells after a dearer one has); every class but the dearest is closed
 * while the route's rules say so; a class without seats for the whole party is sold out (for that party). The
 * lowest class left is `open`, those above it `waiting`. bookings/sql/hold.sql decides the same under the flight's lock.
 */
export function classStatuses(classes: readonly ClassSales[], travellers: number, closedByRule: boolean): ClassStatus[] {
  let dearestSold = -1;
  classes.forEach((c, i) => {
    if (c.sold > 0) dearestSold = i;
  });
  let opened = false;
  return classes.map((c, i) => {
    if (i < dearestSold) return 'closedByNesting';
    if (closedByRule && i < classes.length - 1) return 'closedByRule';
    if (c.seats - c.sold < travellers) return 'soldOut';
    if (opened) return 'waiting';
    opened = true;
    return 'open';
  });
}

/** The lowest open class for `travellers` and the seats left at its price; null when every class is closed. */
export function lowestOpenClass(classes: readonly ClassSales[], travellers: number, closedByRule: boolean): (ClassSales & { left: number }) | null {
  const i = classStatuses(classes, travellers, closedByRule).indexOf('open');
  const c = classes[i];
  return c ? { ...c, left: c.seats - c.sold } : null;
}

/** Whether a route's rules close the cheaper classes of a flight now: its load factor, or the days left. */
export function closedByRules(closing: { loadFactorPercent: number | null; daysBefore: number | null } | undefined, flight: { seatCapacity: number; seatsLeft: number; departsAt: Date }, now: Date): boolean {
  if (!closing) return false;
  const sold = flight.seatCapacity - flight.seatsLeft;
  if (closing.loadFactorPercent !== null && flight.seatCapacity > 0 && sold * 100 >= closing.loadFactorPercent * flight.seatCapacity) return true;
  if (closing.daysBefore !== null && flight.departsAt.getTime() - now.getTime() < closing.daysBefore * 86_400_000) return true;
  return false;
}

/**
 * `GET /api/admin/reports/fares?from&to` (the sales report's fares part): bookings ticketed in the period, by
 * booking class (`fareClass` null: sold at the package's own price) and by promo code.
 */
export const faresReport = z.object({
  classes: z.array(z.object({ packageName: z.string(), fareClass: z.string().nullable(), seats: z.number(), revenue: z.number() })),
  promoCodes: z.array(z.object({ code: z.string(), bookings: z.number(), discount: z.number(), revenue: z.number() })),
});
export type FaresReport = z.infer<typeof faresReport>;
