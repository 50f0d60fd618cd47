import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookingsQuery,
  bookingAnswer,
  bookingBody,
  bookingCreatedAnswer,
  bookingRules,
  bookingSchema,
  cancelBody,
  cancellationQuoteAnswer,
  cancellationQuoteBody,
  changeBody,
  changeOfferAnswer,
  changeOfferBody,
  changeOptions,
  changeOptionsQuery,
  nameCorrectionBody,
  paymentStartAnswer,
  flightManifest,
  isPaged,
  journeyMessages,
  listParams,
  listQuery,
  messageBody,
  passengerSummary,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { bookingViewer, currentUser } from '../http/auth.js';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { idParams, pnrParams } from '../http/params.js';
import { consume } from '../http/rate-limit.js';
import { requestLanguage } from '../http/language.js';
import { quoteCancellation } from './cancellation-quote.js';
import { maskEmail, resendTicket } from './resend-ticket.js';
import { plainJson } from '../http/serializers.js';
import { bookFlights } from './book.js';
import { cancelBooking } from './cancel.js';
import { acceptFlightChange, changeOptionsOf, correctPassengerName, offerFlightChange } from './change-flight.js';
import { startChangePayment } from '../payments/start-payment.js';
import { loadFlightManifest, manifestCsv } from './manifest.js';
import { sendCsv } from '../http/downloads.js';
import { pagePassengers, streamPassengers } from './passengers.repo.js';
import { readBooking, readBookings, readBookingsPage, readTicketPdf, readUserBookings } from './read-bookings.js';
import { sayTo } from '../http/language.js';


/** Bookings over HTTP; the domain's failures (sold out, bad leg, not found…) become statuses in http/errors.ts. */
export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Signed in or not: a guest books with a contact, and reaches the booking later with the manage token.
  r.post('/api/bookings', {
    config: { audience: 'public', optionalUser: true },
    schema: {
      body: bookingBody,
      headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() }),
      response: { 201: bookingCreatedAnswer },
    },
    // The booking is assembled field by field in the repository: plain JSON.stringify is enough.
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      // An agent books for a traveller: the booking records the agency (issue 32).
      const booking = await bookFlights(ctx, request.user, request.body, request.headers['idempotency-key'] ?? null, requestLanguage(request), request.ip);
      const { token } = await ctx.manageTokens.issue(booking._id);
      return reply.status(201).send({ message: sayTo(request, journeyMessages.bookingHeld), data: booking, manageToken: token });
    },
  });

  r.get('/api/booking-rules', {
    config: { audience: 'public' },
    schema: { response: { 200: bookingRules } },
    handler: () => ({ farePercents: ctx.config.farePercents, holdSeconds: ctx.config.holdSeconds }),
  });

  r.get('/api/bookings', {
    config: { audience: 'user' },
    schema: { response: { 200: z.array(bookingSchema) } },
    handler: (request) => readUserBookings(ctx, currentUser(request).id),
  });

  // The `booking` routes: the owner, an admin, or the bearer of this booking's manage token.
  r.get('/api/bookings/:pnr', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: bookingSchema } },
    handler: (request) => readBooking(ctx, bookingViewer(request), request.params.pnr),
  });

  r.get('/api/bookings/:pnr/ticket.pdf', {
    config: { audience: 'booking' },
    schema: { params: pnrParams },
    handler: async (request, reply) => {
      const { pnr, pdf } = await readTicketPdf(ctx, bookingViewer(request), request.params.pnr);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${pnr}.pdf"`)
        .send(pdf);
    },
  });

  r.post('/api/bookings/:pnr/cancellation-quote', {
    config: { audience: 'booking' },
    // 200: a quote is an answer, not a created resource (API.md, contract fidelity).
    schema: { params: pnrParams, body: cancellationQuoteBody, response: { 200: cancellationQuoteAnswer } },
    handler: async (request) => ({
      message: sayTo(request, journeyMessages.cancellationQuoted),
      data: await quoteCancellation(ctx, bookingViewer(request), request.params.pnr, new Date(), request.body),
    }),
  });

  r.post('/api/bookings/:pnr/cancel', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: cancelBody, response: { 200: bookingAnswer } },
    handler: async (request) => {
      const booking = await cancelBooking(ctx, bookingViewer(request), request.params.pnr, request.log, request.body?.quoteId, request.body?.consentCode);
      // A partial cancellation leaves the booking ticketed with what remains.
      return { message: sayTo(request, booking.status === 'cancelled' ? journeyMessages.bookingCancelled : 'partialCancel.done'), data: booking };
    },
  });

  // Changing a booking (API.md): an offer for a leg on another flight, accepting it, a name corrected.
  // The fare calendar of a change: flights of the leg's route on the days around it, each with its total (nothing held).
  r.get('/api/bookings/:pnr/change-options', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, querystring: changeOptionsQuery, response: { 200: changeOptions } },
    handler: (request) => changeOptionsOf(ctx, bookingViewer(request), request.params.pnr, request.query.legIndex),
  });

  r.post('/api/bookings/:pnr/change-offers', {
    config: { audience: 'booking' },
    // 200: an offer is an answer, like a cancellation quote.
    schema: { params: pnrParams, body: changeOfferBody, response: { 200: changeOfferAnswer } },
    handler: async (request) => ({
      message: sayTo(request, 'change.offered'),
      data: await offerFlightChange(ctx, bookingViewer(request), request.params.pnr, request.body),
    }),
  });

  r.post('/api/bookings/:pnr/changes', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: changeBody, response: { 200: bookingAnswer, 201: paymentStartAnswer } },
    handler: async (request, reply) => {
      const accepted = await acceptFlightChange(ctx, bookingViewer(request), request.params.pnr, request.body.offerId, (offer) => startChangePayment(ctx, offer));
      if (accepted.moved) return reply.status(200).send({ message: sayTo(request, 'change.done'), data: accepted.booking });
      return reply.status(201).send({ message: sayTo(request, 'change.paymentStarted'), data: accepted.payment });
    },
  });

  r.post('/api/bookings/:pnr/name-correction', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: nameCorrectionBody, response: { 200: bookingAnswer } },
    handler: async (request) => ({
      message: sayTo(request, 'nameCorrection.done'),
      data: await correctPassengerName(ctx, bookingViewer(request), request.params.pnr, request.body),
    }),
  });

  r.post('/api/bookings/:pnr/resend-email', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: messageBody } },
    handler: async (request) => {
      // Counted only once the caller is known to be the booking's: a stranger cannot use up the owner's resends.
      const to = await resendTicket(ctx, bookingViewer(request), request.params.pnr, () =>
        consume(ctx.limiters.resendPerBooking, request.params.pnr, 'rateLimit.resends'),
      );
      return { message: sayTo(request, 'booking.ticketResent', { to: maskEmail(to) }) };
    },
  });

  r.get('/api/admin/bookings', {
    config: { audience: 'admin' },
    schema: { querystring: adminBookingsQuery.extend(listParams), response: { 200: z.array(bookingSchema) } },
    handler: async (request, reply) =>
      isPaged(request.query) ? sendPage(reply, await readBookingsPage(ctx, request.query, request.query)) : readBookings(ctx, request.query),
  });

  r.get('/api/admin/flights/:id/manifest', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: flightManifest } },
    handler: (request) => loadFlightManifest(db, request.params.id),
  });

  /** The manifest as a CSV download (the gate's "Download CSV"). */
  r.get('/api/admin/flights/:id/manifest.csv', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: z.string() } },
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const m = await loadFlightManifest(db, request.params.id);
      const name = `manifest-${m.flight.flightNumber}-${m.flight.flightDepartingDate}.csv`.replace(/[^\w.-]/g, '');
      return sendCsv(reply, name, manifestCsv(m));
    },
  });

  /** Everyone who has booked, with how many flights they booked and how far those fly. */
  r.get('/api/admin/passengers', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(passengerSummary) } },
    handler: async (request, reply) =>
      isPaged(request.query)
        ? sendPage(reply, await pagePassengers(db, ctx.config.publicUrl, request.query))
        : sendArrayStream(reply, streamPassengers(db, ctx.config.publicUrl), passengerSummary),
  });
}
