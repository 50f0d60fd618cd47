import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PassengerSummary } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { bookingLegs, bookings, flights, locations, users } from '../db/schema.js';
import { imageUrl } from '../images/images.repo.js';
import { greatCircleKm } from './distance.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/**
 * Everyone who holds a ticketed (paid) booking, with how many flights they booked and how far those fly; image URLs
 * start with `publicUrl`.
 */
export async function passengerSummaries(db: Db, publicUrl: string): Promise<PassengerSummary[]> {
  const rows = await db
    .select({
      user: users,
      lat1: fromLoc.latitude,
      lon1: fromLoc.longitude,
      lat2: toLoc.latitude,
      lon2: toLoc.longitude,
    })
    .from(bookingLegs)
    .innerJoin(bookings, eq(bookings.id, bookingLegs.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .where(eq(bookings.status, 'ticketed'))
    .orderBy(asc(users.createdAt));
  const byUser = new Map<string, PassengerSummary>();
  for (const { user, lat1, lon1, lat2, lon2 } of rows) {
    const entry = byUser.get(user.id) ?? {
      _id: user.id,
      name: user.name,
      email: user.email,
      phone: user.personalPhoneNumber,
      profileImage: imageUrl(publicUrl, user.profileImageId),
      travelCount: 0,
      totalDistanceKm: 0,
    };
    entry.travelCount += 1;
    if (lat1 !== null && lon1 !== null && lat2 !== null && lon2 !== null) entry.totalDistanceKm += greatCircleKm(lat1, lon1, lat2, lon2);
    byUser.set(user.id, entry);
  }
  return [...byUser.values()].map((p) => ({ ...p, totalDistanceKm: Math.round(p.totalDistanceKm) }));
}
