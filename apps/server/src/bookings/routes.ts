import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingsQuery, bookingBody, bookingSchema, created, flightSchema, journeyMessages, type Booking } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { isUniqueViolation, isUuid } from '../db/errors.js';
import { bookingLegs, bookingPassengers, bookings, tickets, users } from '../db/schema.js';
import { currentUser, type AuthUser } from '../http/auth.js';
import { conflict, HttpError, notFound } from '../http/errors.js';
import { sendInBackground } from '../mail/mailer.js';
import { flightSpec } from '../catalog/flights.js';
import * as repo from './bookings.repo.js';
import { confirmationMail } from './confirmation-mail.js';
import { plainJson } from '../http/serializers.js';

const pnrParams = z.object({ pnr: z.string().trim().toUpperCase().max(6) });

export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The booking behind a PNR, if the caller owns it or is an admin; otherwise 404 (no hint that it exists). */
  const visibleBooking = async (pnr: string, user: AuthUser) => {
    const found = await repo.findBookingByPnr(db, pnr);
    if (!found || (found.userId !== user.id && user.role !== 'admin')) throw notFound('There is no booking with that reference.');
    return found.id;
  };
  const one = async (id: string) => (await repo.loadBookings(db, [id]))[0]!;

  r.post('/api/bookings', {
    config: { audience: 'user' },
    schema: {
      body: bookingBody,
      headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() }),
      response: { 201: created(bookingSchema) },
    },
    // The booking is assembled field by field in the repository: plain JSON.stringify is enough.
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const key = request.headers['idempotency-key'] ?? null;
      const answer = async (id: string) => reply.status(201).send({ message: journeyMessages.bookingConfirmed, data: await one(id) });
      if (key) {
        const existing = await repo.findByIdempotencyKey(db, user.id, key);
        if (existing) return answer(existing);
      }
      const priced = await repo.priceLegs(db, request.body.legs, await ctx.catalog.offers());
      if (!Array.isArray(priced)) {
        const field = `legs.${priced.index}.${priced.field}`;
        throw new HttpError(400, `${field}: ${priced.message}`, { [field]: [priced.message] });
      }
      let booking: Booking;
      try {
        booking = await repo.createBooking(db, { user, legs: priced, passengers: request.body.passengers.map((p) => p.name), idempotencyKey: key });
        ctx.legCache?.clear();
      } catch (err) {
        if (err instanceof repo.SoldOutError) throw conflict(journeyMessages.soldOut);
        // The same key raced in from a double click: the other request made the booking.
        if (key && isUniqueViolation(err)) {
          const existing = await repo.findByIdempotencyKey(db, user.id, key);
          if (existing) return answer(existing);
        }
        throw err;
      }
      sendInBackground(ctx.mailer, confirmationMail(booking, ctx.config.publicUrl), request.log);
      return reply.status(201).send({ message: journeyMessages.bookingConfirmed, data: booking });
    },
  });

  r.get('/api/bookings', {
    config: { audience: 'user' },
    schema: { response: { 200: z.array(bookingSchema) } },
    handler: async (request) => repo.loadBookings(db, await repo.listBookingIds(db, eq(bookings.userId, currentUser(request).id))),
  });

  r.get('/api/bookings/:pnr', {
    config: { audience: 'user' },
    schema: { params: pnrParams, response: { 200: bookingSchema } },
    handler: async (request) => one(await visibleBooking(request.params.pnr, currentUser(request))),
  });

  r.post('/api/bookings/:pnr/cancel', {
    config: { audience: 'user' },
    schema: { params: pnrParams, response: { 200: created(bookingSchema) } },
    handler: async (request) => {
      const id = await visibleBooking(request.params.pnr, currentUser(request));
      const outcome = await repo.cancelBooking(db, id);
      ctx.legCache?.clear();
      if (outcome === 'already-cancelled') throw conflict('This booking is already cancelled.');
      if (outcome === 'departed') throw conflict('A flight of this booking has already departed, so it can no longer be cancelled.');
      return { message: journeyMessages.bookingCancelled, data: await one(id) };
    },
  });

  r.get('/api/admin/bookings', {
    config: { audience: 'admin' },
    schema: { querystring: adminBookingsQuery, response: { 200: z.array(bookingSchema) } },
    handler: async (request) => {
      const q = request.query;
      const where: SQL[] = [];
      if (q.status) where.push(eq(bookings.status, q.status));
      if (q.pnr) where.push(eq(bookings.pnr, q.pnr));
      if (q.email) where.push(sql`${bookings.userId} in (select ${users.id} from ${users} where ${users.email} = ${q.email})`);
      if (q.flightId) {
        if (!isUuid(q.flightId)) return [];
        where.push(sql`${bookings.id} in (select ${bookingLegs.bookingId} from ${bookingLegs} where ${bookingLegs.flightId} = ${q.flightId})`);
      }
      if (q.from) where.push(gte(bookings.createdAt, new Date(`${q.from}T00:00:00Z`)));
      if (q.to) where.push(lt(bookings.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
      return repo.loadBookings(db, await repo.listBookingIds(db, where.length ? and(...where) : undefined));
    },
  });

  const flights = flightSpec(db, ctx.config.defaultSeatCapacity);
  r.get('/api/admin/flights/:id/manifest', {
    config: { audience: 'admin' },
    schema: {
      params: z.object({ id: z.string().max(64) }),
      response: {
        200: z.object({
          flight: flightSchema,
          passengers: z.array(z.object({ pnr: z.string(), name: z.string(), ticket: z.string(), packageName: z.string(), userEmail: z.string(), status: z.string() })),
        }),
      },
    },
    handler: async (request) => {
      const flight = isUuid(request.params.id) ? await flights.get(request.params.id) : null;
      if (!flight) throw notFound('There is no flight with that id.');
      const rows = await db
        .select({
          pnr: bookings.pnr,
          name: bookingPassengers.name,
          ticket: tickets.number,
          packageName: bookingLegs.packageName,
          userEmail: users.email,
          status: bookings.status,
        })
        .from(bookingLegs)
        .innerJoin(bookings, eq(bookings.id, bookingLegs.bookingId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(bookingPassengers, eq(bookingPassengers.bookingId, bookings.id))
        .innerJoin(
          tickets,
          and(eq(tickets.bookingId, bookings.id), eq(tickets.legIndex, bookingLegs.legIndex), eq(tickets.passengerIndex, bookingPassengers.passengerIndex)),
        )
        .where(eq(bookingLegs.flightId, flight._id))
        .orderBy(bookings.createdAt, bookingPassengers.passengerIndex);
      return { flight, passengers: rows };
    },
  });
}
