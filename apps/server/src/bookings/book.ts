import type { Booking, bookingBody, Tier } from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { TooManyError } from '../lib/domain-errors.js';
import type { Offer } from '../catalog/cache.js';
import * as repo from './bookings.repo.js';
import { BadLegError } from './errors.js';

/** What booking needs of the app: the database, the packages, the search cache to clear, the hold settings. */
export type BookingContext = Pick<AppContext, 'database' | 'catalog' | 'legCache' | 'config'>;

/** Seats one account may hold on one flight at once (the most one booking can have). */
export const MAX_HELD_SEATS_PER_FLIGHT = 9;

/** A booking request as the request schema gives it (1–3 legs, 1–9 named passengers). */
export type BookingRequest = z.output<typeof bookingBody>;
type LegChoice = BookingRequest['legs'][number];

/**
 * Prices each leg from our own data, whatever the client sent: the flight's price for the package's tier.
 * Refuses an unknown flight or package, a departed flight and the same flight twice (BadLegError).
 */
export function priceLegs(legs: LegChoice[], flightRows: repo.FlightWithPlaces[], offers: Pick<Offer, '_id' | 'packageName' | 'tier'>[], now = new Date()): repo.QuotedLeg[] {
  return legs.map((leg, index) => {
    const row = flightRows.find((r) => r.f.id === leg.flightId);
    const flight = row?.f;
    if (!row || !flight) throw new BadLegError(index, 'flightId', 'There is no such flight.');
    if (flight.departsAt <= now) throw new BadLegError(index, 'flightId', `Flight ${flight.flightNumber} has already departed.`);
    if (legs.findIndex((l) => l.flightId === leg.flightId) !== index) throw new BadLegError(index, 'flightId', 'The same flight is chosen twice.');
    const pkg = offers.find((p) => p._id === leg.packageId);
    if (!pkg) throw new BadLegError(index, 'packageId', 'There is no such package.');
    const price: Record<Tier, number> = { silver: flight.silverPrice, gold: flight.goldPrice, platinum: flight.platinumPrice };
    return {
      flightId: flight.id,
      packageId: pkg._id,
      packageName: pkg.packageName,
      packagePrice: price[pkg.tier],
      planeNumber: flight.planeNumber,
      flightNumber: flight.flightNumber,
      flightFromCurrentLocation: row.fromName,
      flightToDestinationLocation: row.toName,
      flightDepartingDate: flight.departingDate,
      flightDepartingTime: flight.departingTime,
      flightArrivalDate: flight.arrivalDate,
      flightArrivalTime: flight.arrivalTime,
    };
  });
}

/** The booking a user already made with this idempotency key, if any. */
async function replayed(ctx: BookingContext, userId: string, key: string | null): Promise<Booking | null> {
  if (!key) return null;
  const id = await repo.findByIdempotencyKey(ctx.database.db, userId, key);
  return id ? ((await repo.loadBookings(ctx.database.db, [id]))[0] ?? null) : null;
}

/**
 * Holds the legs for the passengers: prices them from our data and takes the seats in one transaction; the
 * booking is `held` until `payBy` (BOOKING_HOLD_SECONDS from now) and gets its tickets when paid. The same
 * idempotency key from the same user answers the booking it made before, even when two requests race.
 * Throws BadLegError (a leg cannot be booked), SoldOutError (not enough seats left), TooManyHoldsError or
 * TooManyHeldSeatsError (the account's limits against seat blocking).
 */
export async function bookFlights(
  ctx: BookingContext,
  user: { id: string; email: string },
  body: BookingRequest,
  key: string | null,
): Promise<Booking> {
  const { db } = ctx.database;
  const earlier = await replayed(ctx, user.id, key);
  if (earlier) return earlier;
  const flightRows = await repo.findFlightsWithPlaces(db, body.legs.map((l) => l.flightId));
  const legs = priceLegs(body.legs, flightRows, await ctx.catalog.offers());
  let booking: Booking;
  try {
    booking = await repo.createHold(db, {
      user,
      legs,
      passengers: body.passengers.map((p) => p.name),
      idempotencyKey: key,
      holdSeconds: ctx.config.holdSeconds,
      limits: { maxHolds: ctx.config.holdMaxPerAccount, maxSeatsPerFlight: MAX_HELD_SEATS_PER_FLIGHT },
    });
    ctx.legCache?.clear();
  } catch (err) {
    // The same key raced in from a double click: the other request made the booking (and may have used up
    // the account's last hold, which its twin then meets first).
    if (key && (isUniqueViolation(err) || err instanceof TooManyError)) {
      const other = await replayed(ctx, user.id, key);
      if (other) return other;
    }
    throw err;
  }
  return booking;
}
