import { z } from 'zod';
import { flightSchema, isoDate } from './catalog.js';
import { labelValue, numberOrDigits, optionalEmail, phoneNumber, says, type Label } from './fields.js';
import { sentenceKey } from './sentences/index.js';
import { created } from './http.js';
import { fareRules } from './fare-rules.js';
import { MAX_TRIPS, NAME_MAX, TRAVELLERS_MAX, TRAVELLERS_MIN } from './limits.js';
import { contactInput, PASSENGER_TYPES, passengerInput, type ContactInput, type PassengerInput, type PassengerInputValues } from './passengers.js';
import { TRIP_KEYS } from './trips.js';
import { bookingChange } from './booking-changes.js';
import { bookingService, serviceItems, type ServiceItem } from './services.js';
import { legTaxes } from './taxes.js';

const PLACE_MAX = 80;
const place = (label: Label) =>
  z
    .string(says('field.required', { label: labelValue(label) }))
    .trim()
    .toLowerCase()
    .min(1, says('field.required', { label: labelValue(label) }))
    .max(PLACE_MAX, says('field.tooLong', { label: labelValue(label), max: PLACE_MAX }));

/**
 * How many travel together (1–9), from a query string (digits) or a body (a number). Nothing else is read as a
 * number: `true` is not 1, nor `[]` or `''` 0.
 */
export const travellersCount = numberOrDigits(
  z
    .number(says('search.travellersRange', { min: TRAVELLERS_MIN, max: TRAVELLERS_MAX }))
    .int(says('search.travellersWhole', { min: TRAVELLERS_MIN, max: TRAVELLERS_MAX }))
    .min(TRAVELLERS_MIN, says('search.travellersMin', { min: TRAVELLERS_MIN }))
    .max(TRAVELLERS_MAX, says('search.travellersMax', { max: TRAVELLERS_MAX })),
);

/** Children or infants of a search (0–8), from a query string or a body; absent is none (the old query: all adults). */
const partPart = numberOrDigits(z.number().int().min(0).max(TRAVELLERS_MAX - 1)).optional().default(0);

/**
 * Issue 35: `travellers` stays the seated total (adults + children, SPEC's 1–9); `children` of them are 2–11 and
 * `infants` (under 2) sit on an adult's lap, one per adult at most.
 */
function checkParty(q: { travellers: number; children: number; infants: number }, ctx: z.RefinementCtx) {
  // A travellers count that failed its own check says so alone.
  if (!Number.isInteger(q.travellers) || q.travellers < TRAVELLERS_MIN || q.travellers > TRAVELLERS_MAX) return;
  const adults = q.travellers - q.children;
  if (adults < 1) ctx.addIssue({ code: 'custom', path: ['children'], message: sentenceKey('search.childrenRange', { max: q.travellers - 1 }) });
  else if (q.infants > adults) ctx.addIssue({ code: 'custom', path: ['infants'], message: sentenceKey('search.infantsRange', { max: adults }) });
}

/** The query of the one-way / round-trip search. `flightReturningDate` counts only for a round trip. */
export const searchQuery = z
  .object({
    travelType: z.enum(['oneWay', 'roundTrip'], says('search.travelTypeChoice')),
    flightFromCurrentLocation: place('label.from'),
    flightToDestinationLocation: place('label.to'),
    flightDepartingDate: isoDate('label.theDepartDate'),
    flightReturningDate: z.string().optional(),
    travellers: travellersCount.optional().default(1),
    children: partPart,
    infants: partPart,
  })
  .superRefine((q, ctx) => {
    checkParty(q, ctx);
    if (q.flightFromCurrentLocation === q.flightToDestinationLocation) {
      ctx.addIssue({ code: 'custom', path: ['flightToDestinationLocation'], message: sentenceKey('search.sameFromTo') });
    }
    if (q.travelType !== 'roundTrip') return;
    const parsed = isoDate('label.theReturnDate').safeParse(q.flightReturningDate ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['flightReturningDate'], message: parsed.error.issues[0]!.message });
    } else if (parsed.data < q.flightDepartingDate) {
      ctx.addIssue({ code: 'custom', path: ['flightReturningDate'], message: sentenceKey('search.returnBeforeDepart') });
    }
  });
/** A checked search, as the web sends it. */
export type SearchQuery = z.output<typeof searchQuery>;

const tripLeg = z.object({
  flightFromCurrentLocation: place('From'),
  flightToDestinationLocation: place('To'),
  flightDepartingDate: isoDate('The depart date'),
});
/** One leg of a multi-city search: where from, where to, which day (places lower-case). */
export type TripLeg = z.output<typeof tripLeg>;
const trip = z.array(tripLeg).min(1, says('booking.tripNeedsLeg')).max(1, says('booking.tripOneLeg'));

export const multiCityBody = z
  .object({
    trip1: trip,
    trip2: trip.optional(),
    trip3: trip.optional(),
    travellers: travellersCount.optional().default(1),
    children: partPart,
    infants: partPart,
  })
  .strict()
  .superRefine((b, ctx) => {
    checkParty(b, ctx);
    if (b.trip3 && !b.trip2) ctx.addIssue({ code: 'custom', path: ['trip2'], message: sentenceKey('booking.trip2BeforeTrip3') });
    for (const key of TRIP_KEYS) {
      const leg = b[key]?.[0];
      if (leg && leg.flightFromCurrentLocation === leg.flightToDestinationLocation) {
        ctx.addIssue({ code: 'custom', path: [key, 0, 'flightToDestinationLocation'], message: sentenceKey('search.sameFromTo') });
      }
    }
  });
export type MultiCityBody = z.input<typeof multiCityBody>;

const packageOffer = z.object({
  _id: z.string(),
  packageName: z.string(),
  bagWeight: z.number(),
  packageFacility1: z.string(),
  packageFacility2: z.string(),
  /** The package's fare rules (refundable, change and refund fees). */
  fareRules,
});

/** A flight as search answers it; it also has one price property per package, keyed by the package name. */
export const flightResult = z
  .object({
    _id: z.string(),
    planeNumber: z.string(),
    flightNumber: z.string(),
    flightFromCurrentLocation: z.string(),
    flightToDestinationLocation: z.string(),
    flightDepartingDate: z.string(),
    flightDepartingTime: z.string(),
    flightArrivalDate: z.string(),
    flightArrivalTime: z.string(),
    seatsLeft: z.number(),
    /** Arrival minus departure, each read in its own airport's time zone. */
    durationMinutes: z.number(),
    packageList: z.array(packageOffer),
    /**
     * Issue 35: what the searched party (adults, children, infants) pays for this flight, per package name, as the
     * booking prices it (`partyFare`); the package's own property stays the fare per adult.
     */
    partyTotals: z.record(z.string(), z.number()).optional(),
  })
  .catchall(z.unknown());
export type FlightResult = z.infer<typeof flightResult> & Record<string, unknown>;
/** A fare package as a search result lists it (its price is the flight's property named after it). */
export type PackageOffer = z.infer<typeof packageOffer>;

// ---- Bookings ----

const legacyPassenger = z.object({
  name: z
    .string(says('booking.travellerNameRequired'))
    .trim()
    .min(1, says('booking.travellerNameRequired'))
    .max(100, says('booking.travellerNameTooLong', { max: 100 })),
});

/** A passenger of the booking body: the full form (API.md "Passengers and guests") or the old `{name}` (an adult). */
export type BookingPassenger = ({ kind: 'full' } & PassengerInput) | { kind: 'legacy'; name: string };

const bookingPassenger = z.looseObject({}, says('booking.passengerObject')).transform((raw, ctx): BookingPassenger => {
  const legacy = 'name' in raw && !('firstName' in raw) && !('lastName' in raw);
  const parsed = legacy ? legacyPassenger.safeParse(raw) : passengerInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return legacy ? { kind: 'legacy', name: (parsed.data as { name: string }).name } : { kind: 'full', ...(parsed.data as PassengerInput) };
});

export const bookingBody = z.object({
  legs: z
    .array(
      z.object({
        flightId: z.string().min(1).max(64),
        packageId: z.string().min(1).max(64),
        /** The adult price the traveller saw (issue 31): if the fare is no longer that, 409 `{error, newPrice}`. */
        expectedPrice: z.number().int().min(0).max(100_000_000).optional(),
      }),
      says('booking.legsList'),
    )
    .min(1, says('booking.chooseFlight'))
    .max(MAX_TRIPS, says('booking.maxLegs', { max: MAX_TRIPS })),
  /** Required from a guest; a signed-in caller without it is reached at the account's e-mail. */
  contact: contactInput.optional(),
  passengers: z
    .array(bookingPassenger, says('booking.passengersList'))
    .min(TRAVELLERS_MIN, says('booking.travellerMin'))
    // 9 seated passengers and as many infants on their laps; the seated limit is checked with the ages.
    .max(TRAVELLERS_MAX * 2, says('booking.passengersMax', { max: TRAVELLERS_MAX })),
  /** A promo code (issue 31): its discount is a line of its own; unknown, expired or used up: 400 naming it. */
  promoCode: z.string().trim().toUpperCase().max(20, says('promo.codeShape')).optional(),
  /** Seats, bags, meals and assistance taken with the hold (API.md "More than a seat"); priced by the server. */
  services: serviceItems.optional(),
});
/** A booking request as the web sends it (the full passenger form). */
export interface BookingRequestBody {
  legs: { flightId: string; packageId: string; expectedPrice?: number }[];
  contact?: ContactInput;
  passengers: (PassengerInputValues | { name: string })[];
  promoCode?: string;
  services?: ServiceItem[];
}
export type BookingBody = BookingRequestBody;

const bookingLeg = z.object({
  flightId: z.string(),
  planeNumber: z.string(),
  flightNumber: z.string(),
  flightFromCurrentLocation: z.string(),
  flightToDestinationLocation: z.string(),
  flightDepartingDate: z.string(),
  flightDepartingTime: z.string(),
  flightArrivalDate: z.string(),
  flightArrivalTime: z.string(),
  packageName: z.string(),
  /** The package's adult fare of this flight; children and infants pay their share of it (`passengers[].fares`). */
  packagePrice: z.number(),
  /** Checked baggage of the package, in kg. */
  bagWeight: z.number(),
  /** The package's fare rules when the booking was made: they hold for this booking. */
  fareRules,
  /** The taxes inside this leg's fares (issue 33), as sold: the rates of the day the booking was held. */
  taxes: legTaxes.optional(),
  /** The flight's day-of-travel status (API.md "Day of travel"); absent in answers made before it existed. */
  flightStatus: z.enum(['scheduled', 'delayed', 'cancelled', 'departed', 'arrived']).optional(),
  /** A delayed flight's new departure, local at the departure airport. */
  estimatedDeparture: z.object({ date: z.string(), time: z.string() }).optional(),
  /** A delayed flight's new arrival (moved by the delay), local at the arrival airport. */
  estimatedArrival: z.object({ date: z.string(), time: z.string() }).optional(),
  /** Why the flight is delayed or cancelled. */
  statusReason: z.string().optional(),
  /** True when this flight alone was cancelled from the booking (a partial cancellation); its tickets are void. */
  cancelled: z.boolean().optional(),
  /** The booking class sold (issue 31) and its fare basis, printed on the ticket; absent: the package's own price. */
  fareClass: z.string().optional(),
  fareBasis: z.string().optional(),
});

/** An order's life: held → ticketed → cancelled, or held → expired | cancelled (API.md "Orders"). */
export const BOOKING_STATUSES = ['held', 'ticketed', 'expired', 'cancelled'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

export const PAYMENT_STATUSES = ['started', 'paid', 'failed', 'cancelled', 'refused'] as const;
/** One attempt to pay for a booking. Amounts are whole taka (BDT). */
export const bookingPayment = z.object({
  /** The payment's id (the one its refunds name). */
  _id: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  createdAt: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

/** requested (recorded) → processing (the provider took it) → done, or failed (refused; an admin follows it up). */
export const REFUND_STATUSES = ['requested', 'processing', 'done', 'failed'] as const;
/** Money given back for a booking, from one of its payments (never more than that payment's amount in all). Amounts are whole taka (BDT). */
export const bookingRefund = z.object({
  _id: z.string(),
  /** The payment (`payments[]._id`) the money is returned from. */
  paymentId: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the money should be back (ISO instant): 7 days after the request for cards, 20 for other methods. */
  expectedBy: z.string(),
});
export type BookingRefund = z.infer<typeof bookingRefund>;

/** `GET /api/admin/refunds?status=`: refunds with their booking, the provider's refusals counted (admin). */
export const adminRefund = bookingRefund.extend({ pnr: z.string(), attempts: z.number(), lastError: z.string().nullable() });
export type AdminRefund = z.infer<typeof adminRefund>;
export const adminRefundsQuery = z.object({ status: z.enum(REFUND_STATUSES).optional() });

/** A passenger as a booking shows it (no passport details or birth dates: manage booking needs only a PNR and a surname). */
export const bookingPassengerView = z.object({
  /** "First Last", as the spec's booking shows a traveller. */
  name: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(PASSENGER_TYPES),
  /** This passenger's fare of each leg, in leg order. */
  fares: z.array(z.number()),
  /** Empty until the booking is paid; then one 13-digit ticket per leg (not for legs cancelled from the booking). */
  tickets: z.array(z.string()),
  /** True when this passenger alone was cancelled from the booking (a partial cancellation); their tickets are void. */
  cancelled: z.boolean().optional(),
});
export type BookingPassengerView = z.infer<typeof bookingPassengerView>;

export const bookingSchema = z.object({
  _id: z.string(),
  pnr: z.string(),
  status: bookingStatus,
  createdAt: z.string(),
  /** Until when a held booking may be paid (ISO instant); after it the hold expires. */
  payBy: z.string(),
  /** The account's e-mail, or the contact's for a guest booking. */
  userEmail: z.string(),
  /** Whether the booking was made without an account (then only manage booking and admins reach it). */
  guest: z.boolean(),
  /** Who is told about the booking: the e-ticket mail goes here. */
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** Seated passengers (adults and children): the seats the booking takes on each flight. */
  travellers: z.number(),
  legs: z.array(bookingLeg),
  passengers: z.array(bookingPassengerView),
  /** Every passenger's fares together, less `discount`: what is paid, in whole taka. */
  total: z.number(),
  /** The promo code used (issue 31) and what it took off the fares (a line of its own). */
  promoCode: z.string().optional(),
  discount: z.number().optional(),
  /** The travel agency that sold it (issue 32): the ticket names it, its registration number and the fare paid. */
  agency: z.object({ name: z.string(), registrationNumber: z.string(), farePaid: z.number() }).optional(),
  payments: z.array(bookingPayment),
  refunds: z.array(bookingRefund),
  /** Every change after booking (a new flight, a corrected name, a partial cancellation), oldest first. */
  changes: z.array(bookingChange),
  /** Seats, bags, meals and assistance of the order (API.md "More than a seat"). */
  services: z.array(bookingService).optional(),
  /** What is still to pay: a hold's total, or services added after ticketing and not yet paid. */
  balanceDue: z.number().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;
/** The answer of booking and of cancelling: `{message, data: booking}`. */
export const bookingAnswer = created(bookingSchema);
/** The answer of `POST /api/bookings`: the booking, and a manage-booking token for it (how a guest reaches it). */
export const bookingCreatedAnswer = bookingAnswer.extend({ manageToken: z.string() });
export type BookingCreated = z.infer<typeof bookingCreatedAnswer>;

// ---- Manage booking (no account needed) ----

export const MANAGE_TOKEN_MINUTES = 60;
export const manageBookingBody = z.object({
  pnr: z
    .string(says('booking.pnrRequired'))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, says('booking.pnrShape')),
  lastName: z
    .string(says('field.required', { label: labelValue('label.theLastName') }))
    .trim()
    .min(1, says('field.required', { label: labelValue('label.theLastName') }))
    .max(NAME_MAX, says('field.tooLong', { label: labelValue('label.theLastName'), max: NAME_MAX })),
});
export type ManageBookingBody = z.input<typeof manageBookingBody>;
/** `POST /api/manage-booking`: a token valid for this booking only, and the booking. */
export const manageBookingAnswer = z.object({ token: z.string(), expiresAt: z.string(), booking: bookingSchema });
export type ManageBookingAnswer = z.infer<typeof manageBookingAnswer>;

export const QUOTE_MINUTES = 10;
/** `POST /api/bookings/:pnr/cancellation-quote`: what cancelling now gives back, valid until `expiresAt`. */
export const cancellationQuote = z.object({
  quoteId: z.string(),
  refundAmount: z.number(),
  fee: z.number(),
  expiresAt: z.string(),
  /** A partial cancellation: the passengers (infants going with their adults) and legs it cancels, by index. */
  passengers: z.array(z.number()).optional(),
  legs: z.array(z.number()).optional(),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;
export const cancellationQuoteAnswer = created(cancellationQuote);
const indexes = z.array(z.number(says('partialCancel.index')).int(says('partialCancel.index')).min(0, says('partialCancel.index')).max(17, says('partialCancel.index'))).max(18);
/**
 * `POST /api/bookings/:pnr/cancellation-quote`: nothing (the whole booking), or only some passengers or legs
 * (API.md "Changing a booking": an infant goes with its adult, at least one adult stays).
 */
export const cancellationQuoteBody = z.object({ passengers: indexes.optional(), legs: indexes.optional() }).nullish();
export type CancellationQuoteBody = z.input<typeof cancellationQuoteBody>;
/** `POST /api/bookings/:pnr/cancel`: a quote to confirm (a held booking needs none). */
export const cancelBody = z
  .object({
    quoteId: z.string().trim().min(1).max(64).optional(),
    /** An agent's cancellation: the code the booking's contact was sent (issue 32). */
    consentCode: z.string().trim().regex(/^\d{6}$/).optional(),
  })
  .nullish();

/** `GET /api/booking-rules`: what the booking form needs to show fares per passenger type before booking. */
export const bookingRules = z.object({
  farePercents: z.object({ adult: z.number(), child: z.number(), infant: z.number() }),
  holdSeconds: z.number(),
});
export type BookingRules = z.infer<typeof bookingRules>;

/** The answer of `POST /api/bookings/:pnr/payments`: where the browser goes to pay. */
/** `paymentId` is null when there was nothing to pay (a total of 0): the booking is ticketed at once. */
export const paymentStart = z.object({ paymentId: z.string().nullable(), redirectUrl: z.string() });
export type PaymentStart = z.infer<typeof paymentStart>;
export const paymentStartAnswer = created(paymentStart);

export const PAYMENT_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
/** The TEST MODE page's button: `POST /api/payments/test/:paymentId/complete`. */
export const testPaymentBody = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES, says('payment.outcomeChoice')),
});

/** What the TEST MODE page shows about the payment it completes (`GET /api/payments/test/:paymentId`). */
export const testPaymentView = z.object({
  paymentId: z.string(),
  pnr: z.string(),
  amount: z.number(),
  currency: z.literal('BDT'),
  status: z.enum(PAYMENT_STATUSES),
});
export type TestPaymentView = z.infer<typeof testPaymentView>;

/** Where the browser goes back to after paying: `/payment/result?pnr=<PNR>&outcome=<...>`. */
export const PAYMENT_RESULT_OUTCOMES = ['paid', 'failed', 'cancelled', 'pending'] as const;
export type PaymentResultOutcome = (typeof PAYMENT_RESULT_OUTCOMES)[number];
/** The answer of `POST /api/payments/test/:paymentId/complete`: 200 `{message, data: {pnr, outcome, redirectUrl}}`. */
export const testPaymentCompleteAnswer = z.object({
  message: z.string(),
  data: z.object({ pnr: z.string(), outcome: z.enum(PAYMENT_RESULT_OUTCOMES), redirectUrl: z.string() }),
});
export type TestPaymentComplete = z.infer<typeof testPaymentCompleteAnswer>['data'];

export const adminBookingsQuery = z.object({
  // "confirmed" is the pre-payment name of "ticketed" and still filters ticketed bookings.
  status: z.enum([...BOOKING_STATUSES, 'confirmed']).optional(),
  flightId: z.string().max(64).optional(),
  pnr: z.string().trim().toUpperCase().max(6).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});

export { totalFare } from './fare-summary.js';

/** A flight and everyone booked on it (admin). */
export const manifestPassenger = z.object({
  pnr: z.string(),
  name: z.string(),
  type: z.enum(PASSENGER_TYPES),
  ticket: z.string(),
  packageName: z.string(),
  userEmail: z.string(),
  status: bookingSchema.shape.status,
  /** Day of travel: the seat once checked in (null for a lap infant or before check-in), and the times. */
  seat: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  boardedAt: z.string().nullable(),
  /** Services of the order on this flight (codes: extra bags, meals, assistance such as WCHR), and a seat chosen ahead. */
  services: z.array(z.string()).optional(),
  chosenSeat: z.string().nullable().optional(),
});
export type ManifestPassenger = z.infer<typeof manifestPassenger>;
export const flightManifest = z.object({
  flight: flightSchema,
  passengers: z.array(manifestPassenger),
  /** Passengers of ticketed bookings, how many of them checked in, how many boarded. */
  counts: z.object({ booked: z.number(), checkedIn: z.number(), boarded: z.number() }),
  gate: z.string().nullable(),
  /**
   * When it leaves, at the departure airport's clock (`city`): the expected departure (a delay's new time), and
   * the timetable's when a delay moved it. Check-in and boarding times of the passengers are at that clock too.
   */
  departure: z
    .object({
      city: z.string(),
      timeZone: z.string(),
      date: z.string(),
      time: z.string(),
      status: z.enum(['scheduled', 'delayed', 'cancelled', 'departed', 'arrived']),
      scheduled: z.object({ date: z.string(), time: z.string() }).optional(),
    })
    .optional(),
  /** The expected arrival at the arrival airport's clock: a delay moves it as much as the departure; `scheduled` then says the timetable's. */
  arrival: z
    .object({
      city: z.string(),
      date: z.string(),
      time: z.string(),
      scheduled: z.object({ date: z.string(), time: z.string() }).optional(),
    })
    .optional(),
});
export type FlightManifest = z.infer<typeof flightManifest>;

/** One person who has booked, summed up from the bookings (admin). */
export const passengerSummary = z.object({
  /** The user's id. */
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string(),
  travelCount: z.number(),
  totalDistanceKm: z.number(),
});
export type PassengerSummary = z.infer<typeof passengerSummary>;

// ---- Contact and subscribe ----

export const contactBody = z.object({
  username: z.string(says('account.nameRequired')).trim().min(1, says('account.nameRequired')).max(100),
  phone: phoneNumber('site.phoneRequired'),
  email: optionalEmail(),
  message: z.string(says('site.messageRequired')).trim().min(1, says('site.messageRequired')).max(5000),
});
export const contactMessageSchema = z.object({
  _id: z.string(),
  username: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const subscribeBody = z.object({
  email: z.string(says('account.emailRequired')).trim().toLowerCase().pipe(z.email(says('account.emailInvalid'))),
});
