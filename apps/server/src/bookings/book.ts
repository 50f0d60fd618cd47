import {
  taxesForLeg,
  digits,
  partyFare,
  partyCountsOf,
  tripFarePercents,
  passengerProblems,
  seatedCount,
  splitName,
  type Booking,
  type bookingBody,
  type ContactInput,
  type FarePercents,
  type PartyMember,
  type Tier,
} from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { ConflictError, InvalidInputError, TooManyError } from '../lib/domain-errors.js';
import type { Offer } from '../catalog/cache.js';
import type { FlightWithPlaces } from '../catalog/flights.repo.js';
import * as repo from './bookings.repo.js';
import { BadLegError, IdempotencyKeyReusedError } from './errors.js';
import { requestFingerprint } from './request-fingerprint.js';
import { legStatusFields } from '../flight-status/status-view.js';
import { checkExpectedFares, fareAsExpected, priceFareClasses, promoFor, rememberClasses, setClass } from '../fares/hold-fares.js';
import { FareClassChangedError } from '../fares/errors.js';
import type { Language } from '../http/language.js';
import { pricedHoldServices, servicesTotal } from '../services/hold-services.js';
import { ratesForHold } from '../receipts/taxes.js';
import { normaliseBdPhone } from '../sms/phone.js';
import { enqueueSms, heldSms } from '../sms/sms-messages.js';
import { agentMayBook, lockActiveAgency } from '../agencies/agencies.js';
import { AGENT_HELD_SEATS_PER_FLIGHT, sellAsAgency } from '../agencies/agency-holds.js';

/** What booking needs of the app: the database, the packages, the search cache to clear, the hold settings. */
export type BookingContext = Pick<AppContext, 'database' | 'catalog' | 'legCache' | 'config' | 'outbox'>;

/** Seats one account (or guest e-mail) may hold on one flight at once (the most one booking can have). */
export const MAX_HELD_SEATS_PER_FLIGHT = 9;

/** A booking request as the request schema gives it (1–3 legs, passengers in the full or the legacy form). */
export type BookingRequest = z.output<typeof bookingBody>;
type LegChoice = BookingRequest['legs'][number];

/** Who books: a signed-in user (an agent with its agency), or nobody (a guest, known by the booking's contact). */
export type Booker = { id: string; email: string; role?: string; agencyId?: string | undefined } | null;

/**
 * Prices each leg from our own data, whatever the client sent: the flight's price for the package's tier, with
 * the package's bag and fare rules as they are now. Refuses an unknown flight or package, a departed flight and
 * the same flight twice (BadLegError).
 */
export function priceLegs(legs: LegChoice[], flightRows: FlightWithPlaces[], offers: Offer[], now = new Date()): repo.QuotedLeg[] {
  return legs.map((leg, index) => {
    const row = flightRows.find((r) => r.f.id === leg.flightId);
    const flight = row?.f;
    if (!row || !flight) throw new BadLegError(index, 'flightId', 'booking.noSuchFlight');
    if (flight.departsAt <= now) throw new BadLegError(index, 'flightId', 'booking.flightDeparted', { flight: flight.flightNumber });
    if (flight.status === 'cancelled') throw new ConflictError('booking.flightCancelled', { flight: flight.flightNumber, date: digits(flight.departingDate) });
    if (flight.status === 'departed' || flight.status === 'arrived') throw new BadLegError(index, 'flightId', 'booking.flightDeparted', { flight: flight.flightNumber });
    if (legs.findIndex((l) => l.flightId === leg.flightId) !== index) throw new BadLegError(index, 'flightId', 'booking.sameFlightTwice');
    const pkg = offers.find((p) => p._id === leg.packageId);
    if (!pkg) throw new BadLegError(index, 'packageId', 'booking.noSuchPackage');
    const price: Record<Tier, number> = { silver: flight.silverPrice, gold: flight.goldPrice, platinum: flight.platinumPrice };
    return {
      flightId: flight.id,
      packageId: pkg._id,
      packageName: pkg.packageName,
      packagePrice: price[pkg.tier],
      bagWeight: pkg.bagWeight,
      fareRules: pkg.fareRules,
      international: row.fromKind === 'international' || row.toKind === 'international',
      planeNumber: flight.planeNumber,
      flightNumber: flight.flightNumber,
      flightFromCurrentLocation: row.fromName,
      flightToDestinationLocation: row.toName,
      flightDepartingDate: flight.departingDate,
      flightDepartingTime: flight.departingTime,
      flightArrivalDate: flight.arrivalDate,
      flightArrivalTime: flight.arrivalTime,
      ...legStatusFields(flight, row.fromZone, row.toZone),
    };
  });
}

/**
 * The passengers in the full form. The old body `[{name}]` is kept for signed-in callers (one adult per name,
 * the last word as surname); a guest must give the full form, so that manage booking can find the booking.
 */
export function partyOf(body: BookingRequest, booker: Booker): PartyMember[] {
  return body.passengers.map((p, i) => {
    if (p.kind === 'full') {
      const { kind: _kind, ...passenger } = p;
      return passenger;
    }
    if (!booker) {
      throw InvalidInputError.field(`passengers.${i}.lastName`, 'booking.guestPassengers');
    }
    return { title: '', ...splitName(p.name), type: 'adult' as const, legacy: true };
  });
}

/** Whom the booking tells: the contact given, or a signed-in caller's account e-mail. */
export function contactOf(body: BookingRequest, booker: Booker): ContactInput {
  if (body.contact) return body.contact;
  if (!booker) throw InvalidInputError.field('contact', 'booking.guestContact');
  return { email: booker.email, phone: '' };
}

/** Today's date as YYYY-MM-DD (UTC): nobody is born after it. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Refuses a party that may not fly these legs (ages, infants, passports): 400 naming each field. */
export function checkParty(party: PartyMember[], legs: repo.QuotedLeg[], now = new Date()): void {
  const lastLegDate = legs.map((l) => l.flightDepartingDate).reduce((a, b) => (a > b ? a : b));
  const problems = passengerProblems(party, { lastLegDate, international: legs.some((l) => l.international), today: today(now) });
  if (Object.keys(problems).length > 0) {
    throw InvalidInputError.fields(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [problem]])));
  }
}

/** Each passenger's share of the adult fare, and the booking's total: every passenger, every leg. */
export function priceParty(party: PartyMember[], legs: repo.QuotedLeg[], configured: FarePercents) {
  // A lap infant flies free when no leg starts or ends abroad (issue 35): the same rule search totals with.
  const percents = tripFarePercents(configured, legs.some((l) => l.international));
  const passengers = party.map((p) => ({ ...p, farePercent: percents[p.type] }));
  const total = partyFare(legs.map((l) => l.packagePrice), partyCountsOf(party), percents);
  return { passengers, total };
}

/**
 * How long the hold lasts: the configured time, but never past the first departure (`payBy` is never later than
 * it, so a hold cannot be paid for a flight that has gone).
 */
export function holdSecondsBefore(flightRows: readonly { f: { departsAt: Date } }[], configured: number, now = new Date()): number {
  const first = Math.min(...flightRows.map((r) => r.f.departsAt.getTime()));
  return Math.max(1, Math.min(configured, Math.floor((first - now.getTime()) / 1000)));
}

/**
 * The booking a booker already made with this idempotency key and this same request, if any. The key used for
 * another request (another body, or a guest's key sent with someone else's e-mail) is refused with 409, saying
 * nothing of the booking it made.
 */
async function replayed(ctx: BookingContext, owner: repo.Owner, key: string | null, fingerprint: string): Promise<Booking | null> {
  if (!key) return null;
  const earlier = await repo.findByIdempotencyKey(ctx.database.db, owner, key);
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  return (await repo.loadBookings(ctx.database.db, [earlier.id]))[0] ?? null;
}

/**
 * The limits against seat blocking, as configured (a limit that is off is null). An agent's are its agency's
 * (decision 053): many holds at once (AGENT_HOLD_MAX), three travellers' seats on a flight, no per-address count
 * (an agency's office or partner server is one address), and the agency's unpaid holds within what its wallet can
 * spend, checked by `sellAsAgency`; the flight's share limit is everyone's.
 */
export function holdLimits(config: BookingContext['config'], agent = false): repo.HoldLimits {
  const maxFlightPercent = config.holdMaxFlightPercent < 100 ? config.holdMaxFlightPercent : null;
  if (agent) return { maxHolds: config.agentHoldMax, maxSeatsPerFlight: AGENT_HELD_SEATS_PER_FLIGHT, maxHoldsPerAddress: null, maxFlightPercent };
  return { maxHolds: config.holdMaxPerAccount, maxSeatsPerFlight: MAX_HELD_SEATS_PER_FLIGHT, maxHoldsPerAddress: config.holdMaxPerIp || null, maxFlightPercent };
}

/**
 * Holds the legs for the passengers: prices them from our data (children and infants their share of the adult
 * fare), checks ages, infants and passports, and takes the seats in one transaction; the booking is `held`
 * until `payBy` and gets its tickets when paid. A guest's booking belongs to its contact e-mail. The same
 * idempotency key from the same booker with the same request answers the booking it made before, even when two
 * requests race; with another request it is refused (409). `clientAddress` counts the hold against the
 * per-address limit.
 * The booking remembers `language` (the request's), in which its mails and documents are written.
 * An agent books for a traveller: the booking records its agency in the hold's transaction, under the agency's
 * limits (`holdLimits`), and names the agency in its answer.
 * Throws InvalidInputError / BadLegError (400), AgencyHoldsOverFundsError (402), SoldOutError or
 * IdempotencyKeyReusedError (409), a TooManyError (429).
 */
export async function bookFlights(
  ctx: BookingContext,
  booker: Booker,
  body: BookingRequest,
  key: string | null,
  language: Language = 'en',
  clientAddress: string | null = null,
): Promise<Booking> {
  const { db } = ctx.database;
  // An agent books for a traveller of an active agency, with the traveller's own details (issue 32).
  const agencyId = booker?.role === 'agent' && booker.agencyId ? await agentMayBook(db, booker.agencyId, body) : null;
  const contact = contactOf(body, booker);
  const party = partyOf(body, booker);
  const owner: repo.Owner = { userId: booker?.id ?? null, contactEmail: contact.email };
  const fingerprint = requestFingerprint(owner.userId, body);
  const earlier = await replayed(ctx, owner, key, fingerprint);
  if (earlier) return earlier;
  const flightRows = await ctx.catalog.flights(body.legs.map((l) => l.flightId));
  const legs = priceLegs(body.legs, flightRows, await ctx.catalog.offers());
  checkParty(party, legs);
  const seated = seatedCount(party);
  // Booking classes and promo codes (issue 31): the lowest open class of each leg, the fare the traveller saw.
  await priceFareClasses(ctx, legs, flightRows, seated);
  // A guess that is not the price the traveller saw is read again before they are told the price moved.
  if (!fareAsExpected(body.legs, legs)) await priceFareClasses(ctx, legs, flightRows, seated, { fresh: true });
  checkExpectedFares(body.legs, legs);
  // Taxes (issue 33): inside the fares, at today's rates, kept on each leg so a later rate never moves them.
  const rate = await ratesForHold(db);
  for (const leg of legs) {
    const row = flightRows.find((r) => r.f.id === leg.flightId)!;
    leg.taxes = taxesForLeg(rate, { kind: row.fromKind, timeZone: row.fromZone }, { kind: row.toKind, timeZone: row.toZone });
  }
  const firstFlight = flightRows.find((r) => r.f.id === legs[0]!.flightId)!.f;
  const promo = body.promoCode ? await promoFor(ctx, body.promoCode, { fromId: firstFlight.fromId, toId: firstFlight.toId }, party.length) : null;
  // Services taken with the hold (API.md "More than a seat"): offered and priced from the catalogue, then the seats
  // and bassinets looked at and the services written by the hold's one statement.
  const services = body.services?.length ? await pricedHoldServices(ctx.catalog, db, legs, flightRows, party, body.services, language) : undefined;
  let booking: Booking;
  const texted = normaliseBdPhone(contact.phone) !== null;
  try {
    for (let attempt = 0; ; attempt++) {
      const { passengers, total: fares } = priceParty(party, legs, ctx.config.farePercents);
      // The promo code's discount is on the fares; services are sold at their own prices.
      const discount = promo ? promo.discountOn(fares) : 0;
      const hold = (tx: typeof db) =>
        repo.createHold(tx, {
          owner,
          ownerEmail: booker?.email ?? contact.email,
          contact,
          legs,
          passengers,
          seated,
          total: fares - discount + servicesTotal(services),
          idempotencyKey: key,
          fingerprint,
          clientAddress: agencyId ? null : clientAddress,
          holdSeconds: holdSecondsBefore(flightRows, ctx.config.holdSeconds),
          limits: holdLimits(ctx.config, agencyId !== null),
          language,
          ...(promo ? { promoCode: promo.code, discount } : {}),
          ...(services ? { services } : {}),
        });
      try {
        // The "held, pay by" SMS (issue 33) is written in the hold's transaction; without a number, one statement as before.
        // An agent's hold takes its agency's lock first and records the agency as the seller before it commits.
        const sms = (b: Booking) => heldSms({ pnr: b.pnr, language, contactPhone: contact.phone, payBy: new Date(b.payBy) });
        booking =
          texted || agencyId
            ? await db.transaction(async (tx) => {
                const agency = agencyId ? await lockActiveAgency(tx, agencyId) : null;
                const made = await hold(tx);
                if (agency) {
                  await sellAsAgency(tx, agency, made._id);
                  made.agency = { name: agency.name, registrationNumber: agency.registrationNumber, farePaid: made.total };
                }
                if (texted) await enqueueSms(tx, sms(made));
                return made;
              })
            : await hold(db);
        await rememberClasses(ctx, legs, seated);
        break;
      } catch (err) {
        // Another buyer took the class's last seats (or a rule closed it) since the seats sold were read: the hold
        // said which class is open now. The traveller who saw a price is asked first (409 with the new one).
        if (!(err instanceof FareClassChangedError) || attempt >= 8 || !legs[err.legIndex]) throw err;
        setClass(legs[err.legIndex]!, err.code);
        await rememberClasses(ctx, legs, seated);
        checkExpectedFares(body.legs, legs);
      }
    }
    ctx.legCache.clear();
    if (texted) ctx.outbox.kick();
  } catch (err) {
    // The same key raced in from a double click: the other request made the booking (and may have used up
    // the account's last hold, which its twin then meets first).
    if (key && (isUniqueViolation(err) || err instanceof TooManyError)) {
      const other = await replayed(ctx, owner, key, fingerprint);
      if (other) return other;
    }
    throw err;
  }
  return booking;
}
