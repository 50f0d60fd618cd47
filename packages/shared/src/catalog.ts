import { z } from 'zod';
import { ARRIVAL_DAYS_AFTER_MAX, BLOOD_GROUPS, FLIGHT_DAYS_AHEAD_MAX, SEAT_CAPACITY_MAX } from './limits.js';
import { afterFieldChecks, labelValue, optionalEmail, phoneNumber, says, type Label } from './fields.js';
import { sentenceKey } from './sentences/index.js';
import { passengerInput } from './passengers.js';
import { listParams } from './paging.js';

export const TIERS = ['silver', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * A whole, non-negative amount (taka, kilograms, seats). Legacy clients send strings of digits, newer ones
 * numbers; both are accepted, anything else is refused with a sentence naming the field.
 */
export const wholeAmount = (label: string, max = 10_000_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v.trim()) : v),
    z
      .number(says('field.wholeNumber', { label }))
      .int(says('field.wholeNumber', { label }))
      .min(0, says('field.notNegative', { label }))
      // Written with grouping commas, as this English always was (a string: answers write numbers plain).
      .max(max, says('field.atMostAmount', { label, max: max.toLocaleString('en-US') })),
  );

export const requiredText = (label: Label, max: number) =>
  z
    .string(says('field.required', { label: labelValue(label) }))
    .trim()
    .min(1, says('field.required', { label: labelValue(label) }))
    .max(max, says('field.tooLong', { label: labelValue(label), max }));

const optionalText = (label: string, max: number) =>
  z
    .string(says('field.mustBeText', { label }))
    .trim()
    .max(max, says('field.tooLong', { label, max }))
    .optional()
    .default('');

/** A data URL of a new image, or the URL of the image already stored (kept unchanged). */
const imageField = (label: string) => z.string(says('field.required', { label })).min(1, says('field.required', { label })).max(8_000_000);

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

// ---- Locations (destinations) ----

const locationExtras = {
  iataCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{3})?$/, says('location.iataShape'))
    .optional()
    .default(''),
  timeZone: z
    .string()
    .trim()
    .max(60)
    .refine((tz) => tz === '' || isTimeZone(tz), says('location.timeZoneShape'))
    .optional()
    .default(''),
  latitude: z
    .union([z.number().min(-90, says('location.latitudeRange')).max(90, says('location.latitudeRange')), z.null()])
    .optional()
    .default(null),
  longitude: z
    .union([z.number().min(-180, says('location.longitudeRange')).max(180, says('location.longitudeRange')), z.null()])
    .optional()
    .default(null),
};

export const locationBody = z.object({
  flightLocationName: requiredText('The location name', 80),
  /** The name in Bangla (new, optional): Bangla pages, mails and PDFs write it; '' or left out: the English name. */
  flightLocationNameBn: optionalText('The Bangla name', 80),
  tickitPrice: wholeAmount('The ticket price'),
  locationImage: imageField('The location image'),
  ...locationExtras,
});
export type LocationBody = z.input<typeof locationBody>;

export const locationSchema = z.object({
  _id: z.string(),
  flightLocationName: z.string(),
  /** '' when the place has no Bangla name. */
  flightLocationNameBn: z.string(),
  tickitPrice: z.number(),
  locationImage: z.string(),
  iataCode: z.string(),
  timeZone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

// ---- Packages ----

export const packageBody = z.object({
  packageName: requiredText('The package name', 40),
  /** Optional for legacy clients: then read from the name ("Gold Package" is gold). */
  tier: z.enum(TIERS, says('package.tierChoice')).optional(),
  bagWeight: wholeAmount('The bag weight', 100),
  packagesPrice: wholeAmount('The package price').optional().default(0),
  packageFacility1: optionalText('The first facility', 120),
  packageFacility2: optionalText('The second facility', 120),
  /** The name and facilities in Bangla (new, optional): '' or left out, Bangla pages write the English. */
  packageNameBn: optionalText('The Bangla package name', 40),
  packageFacility1Bn: optionalText('The first facility in Bangla', 120),
  packageFacility2Bn: optionalText('The second facility in Bangla', 120),
  // Fare rules (API.md "Manage booking"); a legacy client that leaves them out gets an open fare.
  refundable: z.boolean(says('package.refundableBoolean')).optional().default(true),
  changeFee: wholeAmount('The change fee', 1_000_000).optional().default(0),
  refundFeeBefore24h: wholeAmount('The refund fee before 24 h', 1_000_000).optional().default(0),
  refundFeeWithin24h: wholeAmount('The refund fee within 24 h', 1_000_000).optional().default(0),
});
export type PackageBody = z.input<typeof packageBody>;

/** The tier a package name speaks of, if any. */
export function tierFromName(name: string): Tier | undefined {
  const lower = name.toLowerCase();
  return TIERS.find((t) => lower.includes(t));
}

export const packageSchema = z.object({
  _id: z.string(),
  packageName: z.string(),
  tier: z.enum(TIERS),
  bagWeight: z.number(),
  packagesPrice: z.number(),
  packageFacility1: z.string(),
  packageFacility2: z.string(),
  /** '' when not given in Bangla. */
  packageNameBn: z.string(),
  packageFacility1Bn: z.string(),
  packageFacility2Bn: z.string(),
  refundable: z.boolean(),
  changeFee: z.number(),
  refundFeeBefore24h: z.number(),
  refundFeeWithin24h: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

// ---- Pilots and cabin crew ----

export const pilotBody = z.object({ pilotName: requiredText('The pilot name', 80) });
export const pilotSchema = z.object({ _id: z.string(), pilotName: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Pilot = z.infer<typeof pilotSchema>;

export const cabinCrewBody = z.object({ cabinCrewName: requiredText('The cabin crew name', 80) });
export const cabinCrewSchema = z.object({ _id: z.string(), cabinCrewName: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type CabinCrew = z.infer<typeof cabinCrewSchema>;

// ---- Flight information ----

export const isoDate = (label: Label) =>
  z
    .string(says('field.required', { label: labelValue(label) }))
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('field.notDateSuchAs', { label: labelValue(label) }))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
      error: sentenceKey('field.notCalendarDate', { label: labelValue(label) }),
    });

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;

/** The last date a flight may depart on, `FLIGHT_DAYS_AHEAD_MAX` days after `today` (UTC), as YYYY-MM-DD. */
export const latestFlightDate = (today = new Date()) => new Date(today.getTime() + FLIGHT_DAYS_AHEAD_MAX * DAY_MS).toISOString().slice(0, 10);

/** A date a flight is scheduled on: real, and at most `FLIGHT_DAYS_AHEAD_MAX` days ahead. */
export const flightDate = (label: Label) =>
  isoDate(label).refine((d) => d <= latestFlightDate(), {
    error: sentenceKey('field.tooFarAhead', { label: labelValue(label), max: FLIGHT_DAYS_AHEAD_MAX }),
    // Only a real date is compared (a malformed one has its own sentence).
    when: (payload) => payload.issues.length === 0,
  });

export const clockTime = (label: string) =>
  z
    .string(says('field.timeRequired', { label }))
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, says('field.timeShape', { label }));

/** An optional id of a pilot or crew member: '', null or missing mean "not assigned" (null). */
export const optionalRef = (label: string) =>
  z
    .union([z.string(says('field.idFromList', { label })).trim().max(64, says('field.idTooLong', { label, max: 64 })), z.null()], says('field.idFromList', { label }))
    .optional()
    .transform((v) => (v ? v : null));

export const flightBody = z
  .object({
    planeNumber: requiredText('The plane number', 20),
    flightNumber: requiredText('The flight number', 10),
    flightFromCurrentLocation: requiredText('The departure location', 80),
    flightToDestinationLocation: requiredText('The destination', 80),
    platinumpackagesPrice: wholeAmount('The platinum price'),
    goldPackagesPrice: wholeAmount('The gold price'),
    silverPackagesPrice: wholeAmount('The silver price'),
    flightDepartingDate: flightDate('The departing date'),
    flightDepartingTime: clockTime('The departing time'),
    flightArrivalDate: isoDate('The arrival date'),
    flightArrivalTime: clockTime('The arrival time'),
    /** Optional: crews are rostered after schedules (SPEC §5 does not require them). '' or null: not assigned. */
    pilotsOfPlaneId: optionalRef('The pilot'),
    cabinCrewId: optionalRef('The cabin crew'),
    /** Left out by legacy clients: the configured default applies. */
    seatCapacity: wholeAmount('The seat capacity', SEAT_CAPACITY_MAX)
      .refine((n) => n >= 1, says('flight.seatCapacityMin'))
      .optional(),
  })
  .refine((f) => f.flightFromCurrentLocation.toLowerCase() !== f.flightToDestinationLocation.toLowerCase(), {
    ...says('flight.destinationSame'),
    path: ['flightToDestinationLocation'],
  })
  .refine((f) => dayNumber(f.flightArrivalDate) - dayNumber(f.flightDepartingDate) <= ARRIVAL_DAYS_AFTER_MAX, {
    ...says('flight.arrivalDaysMax', { max: ARRIVAL_DAYS_AFTER_MAX }),
    path: ['flightArrivalDate'],
    ...afterFieldChecks,
  });
export type FlightBody = z.input<typeof flightBody>;

export const flightSchema = z.object({
  _id: z.string(),
  planeNumber: z.string(),
  flightNumber: z.string(),
  flightFromCurrentLocation: z.string(),
  flightToDestinationLocation: z.string(),
  platinumpackagesPrice: z.number(),
  goldPackagesPrice: z.number(),
  silverPackagesPrice: z.number(),
  flightDepartingDate: z.string(),
  flightDepartingTime: z.string(),
  flightArrivalDate: z.string(),
  flightArrivalTime: z.string(),
  pilotsOfPlaneId: z.object({ _id: z.string(), pilotName: z.string() }).nullable(),
  cabinCrewId: z.object({ _id: z.string(), cabinCrewName: z.string() }).nullable(),
  seatCapacity: z.number(),
  seatsLeft: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The day-of-travel status (flight-status.ts); added for the back office's list. */
  status: z.enum(['scheduled', 'delayed', 'cancelled', 'departed', 'arrived']).optional(),
  /** A delayed flight's expected departure, local at the departure airport (absent when not delayed). */
  estimatedDeparture: z.object({ date: z.string(), time: z.string() }).optional(),
});
export type Flight = z.infer<typeof flightSchema>;

const locationRef = (label: string) =>
  z
    .string(says('field.idFromList', { label }))
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, says('field.idFromList', { label }))
    .optional();

/**
 * The back office's flight list (issue 35): the paging parameters, and the flights departing (local date at the
 * departure airport) from `dateFrom` to `dateTo`, on the route `fromId` → `toId` (either end alone too).
 */
export const flightListQuery = z
  .object({
    ...listParams,
    dateFrom: isoDate('From date').optional(),
    dateTo: isoDate('To date').optional(),
    fromId: locationRef('From'),
    toId: locationRef('To'),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { ...says('report.lastBeforeFirst'), path: ['dateTo'], ...afterFieldChecks });
export type FlightListQuery = z.output<typeof flightListQuery>;

// ---- Saved travellers ("passenger information") ----

export const travellerBody = z.object({
  name: requiredText('The name', 100),
  email: optionalEmail(),
  primaryMobile: phoneNumber('crew.primaryMobileRequired'),
  secondaryMobile: phoneNumber().optional().default(''),
  bloodGroup: z.union([z.enum(BLOOD_GROUPS, says('account.bloodGroup')), z.literal('')]).optional().default(''),
  weightKg: z.union([wholeAmount('The weight', 400), z.null()]).optional().default(null),
  // Issue 35: what a booking asks of a passenger, checked as the booking form checks it; '' when not given.
  title: z.union([z.literal(''), passengerInput.shape.title]).optional().default(''),
  dateOfBirth: passengerInput.shape.dateOfBirth.transform((v) => v ?? ''),
  passportNumber: passengerInput.shape.passportNumber.transform((v) => v ?? ''),
  passportExpiry: passengerInput.shape.passportExpiry.transform((v) => v ?? ''),
  nationality: passengerInput.shape.nationality.transform((v) => v ?? ''),
});
export const travellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  primaryMobile: z.string(),
  secondaryMobile: z.string(),
  bloodGroup: z.string(),
  weightKg: z.number().nullable(),
  title: z.string(),
  dateOfBirth: z.string(),
  passportNumber: z.string(),
  passportExpiry: z.string(),
  nationality: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Traveller = z.infer<typeof travellerSchema>;
