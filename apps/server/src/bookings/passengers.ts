import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { bookingLegs, bookings, flights, locations, users } from '../db/schema.js';
import { imageUrl } from '../images/images.repo.js';
import { greatCircleKm } from './distance.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

export const passengerSummary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string(),
  travelCount: z.number(),
  totalDistanceKm: z.number(),
});

/** Admin: everyone who has booked, with how many flights they booked and how far those fly. */
export function passengerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/passengers', {
    config: { audience: 'admin' },
    schema: { response: { 200: z.array(passengerSummary) } },
    handler: async () => {
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
        .where(eq(bookings.status, 'confirmed'))
        .orderBy(asc(users.createdAt));
      const byUser = new Map<string, z.infer<typeof passengerSummary>>();
      for (const { user, lat1, lon1, lat2, lon2 } of rows) {
        const entry = byUser.get(user.id) ?? {
          _id: user.id,
          name: user.name,
          email: user.email,
          phone: user.personalPhoneNumber,
          profileImage: imageUrl(user.profileImageId),
          travelCount: 0,
          totalDistanceKm: 0,
        };
        entry.travelCount += 1;
        if (lat1 !== null && lon1 !== null && lat2 !== null && lon2 !== null) entry.totalDistanceKm += greatCircleKm(lat1, lon1, lat2, lon2);
        byUser.set(user.id, entry);
      }
      return [...byUser.values()].map((p) => ({ ...p, totalDistanceKm: Math.round(p.totalDistanceKm) }));
    },
  });
}
