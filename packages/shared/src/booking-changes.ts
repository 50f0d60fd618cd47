import { z } from 'zod';
import { says } from './fields.js';
import { personName } from './passengers.js';

/** API.md "Changing a booking": a new date or flight for one leg, a corrected name, what a booking lists of them. */

/** How long a change offer holds the new flight's seats, at most. */
export const CHANGE_OFFER_MINUTES = 20;
/** A name may be corrected online by this many characters in all (first and last name together). */
export const NAME_CORRECTION_MAX = 3;

const legIndex = z.number(says('change.legIndex')).int(says('change.legIndex')).min(0, says('change.legIndex')).max(9, says('change.legIndex'));

/** `POST /api/bookings/:pnr/change-offers`. */
export const changeOfferBody = z.object({
  legIndex,
  flightId: z.string(says('change.flightId')).trim().min(1, says('change.flightId')).max(64, says('change.flightId')),
  packageId: z.string(says('change.flightId')).trim().min(1, says('change.flightId')).max(64, says('change.flightId')).optional(),
});
export type ChangeOfferBody = z.input<typeof changeOfferBody>;

/** The leg as it would be after the change. */
export const changedLeg = z.object({
  legIndex: z.number(),
  flightId: z.string(),
  flightNumber: z.string(),
  flightFromCurrentLocation: z.string(),
  flightToDestinationLocation: z.string(),
  flightDepartingDate: z.string(),
  flightDepartingTime: z.string(),
  flightArrivalDate: z.string(),
  flightArrivalTime: z.string(),
  packageName: z.string(),
  /** The new flight's adult fare of the package. */
  packagePrice: z.number(),
  /** The booking class the new flight is priced in (issue 31) and its fare basis, as the leg takes them once moved; absent: the package's own price. */
  fareClass: z.string().optional(),
  fareBasis: z.string().optional(),
});
export type ChangedLeg = z.infer<typeof changedLeg>;

/** What moving the leg costs, held until `expiresAt`. Whole taka; `total = fareDifference + changeFee`. */
export const changeOffer = z.object({
  offerId: z.string(),
  expiresAt: z.string(),
  /** What the new fare costs more than the one paid, every passenger together; never negative. */
  fareDifference: z.number(),
  /** The fare rules' change fee, per seated passenger, together. */
  changeFee: z.number(),
  total: z.number(),
  leg: changedLeg,
});
export type ChangeOffer = z.infer<typeof changeOffer>;
export const changeOfferAnswer = z.object({ message: z.string(), data: changeOffer });

/** `POST /api/bookings/:pnr/changes`. */
export const changeBody = z.object({ offerId: z.string(says('change.offerId')).trim().min(1, says('change.offerId')).max(64, says('change.offerId')) });

/** `POST /api/bookings/:pnr/name-correction`. */
export const nameCorrectionBody = z.object({
  passengerIndex: z.number(says('nameCorrection.passengerIndex')).int(says('nameCorrection.passengerIndex')).min(0, says('nameCorrection.passengerIndex')).max(17, says('nameCorrection.passengerIndex')),
  firstName: personName('label.theFirstName'),
  lastName: personName('label.theLastName'),
});
export type NameCorrectionBody = z.input<typeof nameCorrectionBody>;

export const BOOKING_CHANGE_KINDS = ['flight', 'name', 'cancellation'] as const;
/** One change of a booking after it was made (`booking.changes[]`), oldest first. */
export const bookingChange = z.object({
  _id: z.string(),
  kind: z.enum(BOOKING_CHANGE_KINDS),
  /** Who made it: an e-mail, "manage booking (PNR and last name)" or "system". */
  by: z.string(),
  /** What it was and what it became: a flight change names the leg, its flight and tickets; a name correction the passenger and names. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /** Paid for it (a flight change) or refunded (a cancellation), whole taka. */
  amount: z.number(),
  createdAt: z.string(),
});
export type BookingChange = z.infer<typeof bookingChange>;

/**
 * How many characters a name correction changes, first and last name together (Levenshtein distance, ignoring
 * case: tickets print names in capitals). `distance` is the caller's edit distance of two strings.
 */
export function nameCorrectionSize(
  before: { firstName: string; lastName: string },
  after: { firstName: string; lastName: string },
  distance: (a: string, b: string) => number,
): number {
  const up = (s: string) => s.trim().toUpperCase();
  return distance(up(before.firstName), up(after.firstName)) + distance(up(before.lastName), up(after.lastName));
}

/** `GET /api/bookings/:pnr/change-options?legIndex=`: the days around the leg's flight. */
export const CHANGE_CALENDAR_DAYS = 7;
export const changeOptionsQuery = z.object({ legIndex: z.coerce.number(says('change.legIndex')).int(says('change.legIndex')).min(0, says('change.legIndex')).max(9, says('change.legIndex')) });

/** One flight a leg may move to, priced as an offer would be (nothing is held until an offer is made). */
export const changeOption = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departingDate: z.string(),
  departingTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  seatsLeft: z.number(),
  fareDifference: z.number(),
  changeFee: z.number(),
  total: z.number(),
});
export type ChangeOption = z.infer<typeof changeOption>;
/** The fare calendar of a change: each day with its flights (none on a day without one), in order. */
export const changeOptions = z.object({
  legIndex: z.number(),
  days: z.array(z.object({ date: z.string(), flights: z.array(changeOption) })),
});
export type ChangeOptions = z.infer<typeof changeOptions>;
