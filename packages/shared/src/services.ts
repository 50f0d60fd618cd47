import { z } from 'zod';
import { says } from './fields.js';
import type { SentenceId } from './sentences/index.js';

/**
 * More than a seat (API.md "More than a seat (order services)"): seats chosen ahead, extra bags, meals and
 * assistance, each a service of the order with a price from the server and, once paid, a 13-digit document (EMD).
 */
export const SERVICE_KINDS = ['seat', 'bag', 'meal', 'assistance'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_STATUSES = ['held', 'issued', 'cancelled', 'refunded'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A seat chosen ahead has this code; the seat itself is the service's `seat`. */
export const SEAT_CODE = 'SEAT';
/** How a seat is priced: the front rows, the layout's extra-legroom (and exit) rows, or any other. */
export const SEAT_KINDS = ['standard', 'front', 'extraLegroom'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
/** The rows counted as the front of the cabin (unless they are extra-legroom rows). */
export const FRONT_ROWS = 5;

/** Extra checked baggage, in blocks of 5, 10 and 20 kg. */
export const BAG_CODES = ['XBAG5', 'XBAG10', 'XBAG20'] as const;
export const BAG_WEIGHTS: Record<(typeof BAG_CODES)[number], number> = { XBAG5: 5, XBAG10: 10, XBAG20: 20 };
/** Meals sold on international legs (IATA special-meal codes). */
export const MEAL_CODES = ['MOML', 'HNML', 'VGML', 'CHML'] as const;
/** Free assistance; BSCT (a bassinet) only for a passenger with an infant, as many per flight as the layout has. */
export const ASSISTANCE_CODES = ['WCHR', 'WCHS', 'WCHC', 'BLND', 'DEAF', 'MEDA', 'BSCT'] as const;

export const SERVICE_CODES = [SEAT_CODE, ...BAG_CODES, ...MEAL_CODES, ...ASSISTANCE_CODES] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** The kind of a service by its code. */
export function serviceKindOf(code: string): ServiceKind {
  if (code === SEAT_CODE) return 'seat';
  if ((BAG_CODES as readonly string[]).includes(code)) return 'bag';
  if ((MEAL_CODES as readonly string[]).includes(code)) return 'meal';
  return 'assistance';
}

/** The sentence naming a service (said in the reader's language). */
export function serviceNameId(code: string): SentenceId {
  return `service.${code}` as SentenceId;
}

/** How a seat of a layout is priced. */
export function seatKindOf(layout: { extraLegroomRows: readonly number[]; exitRows: readonly number[] }, seat: string): SeatKind {
  const row = Number(/^\d+/.exec(seat)?.[0] ?? 0);
  if (layout.extraLegroomRows.includes(row) || layout.exitRows.includes(row)) return 'extraLegroom';
  return row <= FRONT_ROWS ? 'front' : 'standard';
}

const index = (id: SentenceId) => z.number(says(id)).int(says(id)).min(0, says(id)).max(20, says(id));

/** One service asked for: at booking (`POST /api/bookings` `services`) or after (`POST …/services` `items`). */
export const serviceItem = z.object({
  code: z.enum(SERVICE_CODES, says('services.unknownCode')),
  legIndex: index('services.legIndex'),
  passengerIndex: index('services.passengerIndex'),
  seat: z
    .string(says('services.seatShape'))
    .trim()
    .toUpperCase()
    .regex(/^\d{1,2}[A-Z]$/, says('services.seatShape'))
    .optional(),
});
export type ServiceItem = z.input<typeof serviceItem>;
export const serviceItems = z.array(serviceItem, says('services.list')).max(60, says('services.tooMany', { max: 60 }));
export const addServicesBody = z.object({ items: serviceItems.min(1, says('services.none')) });
export type AddServicesBody = z.input<typeof addServicesBody>;

/** What may be added now, priced by the server (`GET /api/bookings/:pnr/service-offers`). */
export const serviceOffer = z.object({
  code: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  price: z.number(),
  legIndex: z.number(),
  passengerIndex: z.number(),
  seat: z.string().optional(),
  seatKind: z.enum(SEAT_KINDS).optional(),
});
export type ServiceOffer = z.infer<typeof serviceOffer>;
export const serviceOffers = z.array(serviceOffer);

/** A service of a booking, as the booking answer shows it. */
export const bookingService = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  legIndex: z.number(),
  passengerIndex: z.number(),
  seat: z.string().optional(),
  price: z.number(),
  status: z.enum(SERVICE_STATUSES),
  /** The EMD's 13 digits, once issued; null before. */
  documentNumber: z.string().nullable(),
});
export type BookingService = z.infer<typeof bookingService>;

const money = z.number(says('field.wholeNumber')).int(says('field.wholeNumber')).min(0, says('field.notNegative')).max(1_000_000, says('field.atMostAmount', { max: 1_000_000 }));
const optionalId = z.string().min(1).max(64).nullable().optional().default(null);

/** `GET/PUT /api/admin/service-prices`: seat kinds per package tier, bag blocks per route (null: any), meals. */
export const servicePrices = z.object({
  seats: z.array(z.object({ tier: z.enum(['silver', 'gold']), kind: z.enum(SEAT_KINDS), price: money })).max(20),
  bags: z.array(z.object({ code: z.enum(BAG_CODES), fromId: optionalId, toId: optionalId, price: money })).max(600),
  meals: z.array(z.object({ code: z.enum(MEAL_CODES), price: money })).max(20),
});
export type ServicePrices = z.output<typeof servicePrices>;
export type ServicePricesBody = z.input<typeof servicePrices>;
