import { z } from 'zod';
import { labelValue, phoneNumber, says, type Label } from './fields.js';
import { BIRTH_DATE_MIN, EMAIL_MAX, NAME_MAX, NATIONALITY_MIN, PHONE_DIGITS_MIN, TRAVELLERS_MAX, TRAVELLERS_MIN } from './limits.js';
import { digits, sentenceKey } from './sentences/index.js';

/** API.md "Passengers and guests": who flies, and what each pays. */

import { PASSENGER_TITLES, PASSENGER_TYPES, type PassengerType } from './passenger-types.js';

export { PASSENGER_TITLES, PASSENGER_TYPES, splitName, type PassengerTitle, type PassengerType } from './passenger-types.js';

/** Ages on the date of the last leg: an infant is under 2, a child 2–11, an adult 12 or older. */
export const CHILD_MIN_AGE = 2;
export const ADULT_MIN_AGE = 12;
export { DEFAULT_FARE_PERCENT, fareShare, passengerFare, type FarePercents } from './party-fare.js';

/** How a type is written for travellers. */
export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = { adult: 'Adult', child: 'Child (2–11)', infant: 'Infant (under 2, on lap)' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (label: Label) =>
  z
    .string(says('field.notDate', { label: labelValue(label) }))
    .trim()
    .regex(ISO_DAY, says('field.notDate', { label: labelValue(label) }))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), says('field.notRealDate', { label: labelValue(label) }));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const personName = (label: Label) =>
  z
    .string(says('field.required', { label: labelValue(label) }))
    .trim()
    .min(1, says('field.required', { label: labelValue(label) }))
    .max(NAME_MAX, says('field.tooLong', { label: labelValue(label), max: NAME_MAX }))
    .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, says('field.nameCharacters', { label: labelValue(label) }));

/** One passenger as the booking form sends it. Ages and documents are checked against the flights by `passengerProblems`. */
export const passengerInput = z.object({
  title: z.enum(PASSENGER_TITLES, says('passenger.titleInvalid', { titles: PASSENGER_TITLES.join(', ') })),
  firstName: personName('label.theFirstName'),
  lastName: personName('label.theLastName'),
  type: z.enum(PASSENGER_TYPES, says('passenger.typeInvalid')),
  dateOfBirth: optional(
    realDay('label.theDateOfBirth').refine((d) => d >= BIRTH_DATE_MIN, {
      error: sentenceKey('passenger.bornTooEarly', { day: digits(BIRTH_DATE_MIN) }),
      // Only a real date is compared (a malformed one has its own sentence).
      when: (payload) => payload.issues.length === 0,
    }),
  ),
  passportNumber: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,20}$/, says('passenger.passportNumber')),
  ),
  passportExpiry: optional(realDay('The passport expiry')),
  nationality: optional(
    z
      .string()
      .trim()
      .min(NATIONALITY_MIN, says('passenger.nationalityShort', { min: NATIONALITY_MIN }))
      .max(NAME_MAX, says('passenger.nationalityLong', { max: NAME_MAX }))
      .regex(/^[\p{L} .'-]+$/u, says('passenger.nationalityLetters')),
  ),
});
export type PassengerInput = z.output<typeof passengerInput>;
export type PassengerInputValues = z.input<typeof passengerInput>;
/**
 * A passenger as a booking is made for them: the form, or (`legacy`) an adult of the old `{name}` body, which has
 * no title and no documents.
 */
export type PartyMember = Omit<PassengerInput, 'title'> & { title: PassengerInput['title'] | ''; legacy?: boolean };

/** Who to tell about the booking: the e-ticket goes to this e-mail. */
export const contactInput = z.object({
  email: z
    .string(says('passenger.contactEmailRequired'))
    .trim()
    .toLowerCase()
    .pipe(z.email(says('passenger.contactEmailInvalid')).max(EMAIL_MAX, says('passenger.contactEmailTooLong'))),
  phone: phoneNumber('passenger.contactPhoneRequired').refine((p) => p.replace(/\D/g, '').length >= PHONE_DIGITS_MIN, says('passenger.contactPhoneDigits', { min: PHONE_DIGITS_MIN })),
});
export type ContactInput = z.output<typeof contactInput>;

/** Whole years between a date of birth and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The type a date of birth makes a passenger on a day. */
export function typeByAge(dateOfBirth: string, day: string): PassengerType {
  const age = ageOn(dateOfBirth, day);
  return age < CHILD_MIN_AGE ? 'infant' : age < ADULT_MIN_AGE ? 'child' : 'adult';
}


/** Passengers who take a seat (infants fly on an adult's lap). */
export const seatedCount = (passengers: readonly { type: PassengerType }[]) => passengers.filter((p) => p.type !== 'infant').length;

export interface TripFacts {
  /** The date of the last leg (YYYY-MM-DD, local): ages and passport expiry are measured on it. */
  lastLegDate: string;
  /** Whether any leg starts or ends abroad: then passports are required. */
  international: boolean;
  /** Today (YYYY-MM-DD): nobody is born after it. */
  today: string;
}

/**
 * Every problem with a party of passengers for a trip, as `field → sentence` (fields like `passengers.2.dateOfBirth`):
 * 1–9 seated, at least one adult, infants ≤ adults, each type matching the date of birth on the last leg's
 * day (required for children and infants), and passport number, expiry (after the last leg) and nationality
 * on an international trip (not asked of `legacy` passengers, whose old clients cannot send them). Empty when the
 * party may fly.
 */
export function passengerProblems(passengers: readonly PartyMember[], trip: TripFacts): Record<string, string> {
  // Each problem is a sentence key (docs/decisions/030), said where it is shown.
  const problems: Record<string, string> = {};
  const count = (t: PassengerType) => passengers.filter((p) => p.type === t).length;
  const seated = seatedCount(passengers);
  if (seated < TRAVELLERS_MIN || seated > TRAVELLERS_MAX) {
    problems.passengers = sentenceKey('passenger.seatedRange', { min: TRAVELLERS_MIN, max: TRAVELLERS_MAX });
  } else if (count('adult') === 0) {
    problems.passengers = sentenceKey('passenger.adultTravels');
  } else if (count('infant') > count('adult')) {
    problems.passengers = sentenceKey('passenger.infantsPerAdult');
  }
  passengers.forEach((p, i) => {
    const at = (field: string) => `passengers.${i}.${field}`;
    const number = i + 1;
    if (p.dateOfBirth) {
      if (p.dateOfBirth > trip.today) problems[at('dateOfBirth')] = sentenceKey('passenger.bornInFuture', { number });
      else {
        const byAge = typeByAge(p.dateOfBirth, trip.lastLegDate);
        if (byAge !== p.type) {
          problems[at('type')] = sentenceKey('passenger.travelsAs', { number, age: ageOn(p.dateOfBirth, trip.lastLegDate), day: digits(trip.lastLegDate), type: byAge });
        }
      }
    } else if (p.type !== 'adult') {
      problems[at('dateOfBirth')] = sentenceKey('passenger.birthDateRequired', { number, type: p.type });
    }
    // A passenger of the old `{name}` body (older signed-in clients) brings no documents; check-in asks for them.
    if (trip.international && !p.legacy) {
      if (!p.passportNumber) problems[at('passportNumber')] = sentenceKey('passenger.passportRequired', { number });
      if (!p.nationality) problems[at('nationality')] = sentenceKey('passenger.nationalityRequired', { number });
      if (!p.passportExpiry) problems[at('passportExpiry')] = sentenceKey('passenger.expiryRequired', { number });
      else if (p.passportExpiry <= trip.lastLegDate) problems[at('passportExpiry')] = sentenceKey('passenger.passportExpires', { number, day: digits(trip.lastLegDate) });
    }
  });
  return problems;
}

/** How a name prints on a ticket or boarding pass: SURNAME/GIVEN TITLE, upper case. */
export function ticketName(p: { title?: string; firstName: string; lastName: string }): string {
  const given = [p.firstName, p.title].filter(Boolean).join(' ');
  return `${p.lastName}/${given}`.toUpperCase();
}

