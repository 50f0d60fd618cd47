import {
  checkInRefusal,
  checkInState,
  checkInWindow,
  pickSeats,
  sellableSeats,
  zonedStamp,
  type BoardingPass,
  type CheckInStatus,
  type checkInBody,
} from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { isUniqueViolation, pgConstraint } from '../db/errors.js';
import { recordAudit } from '../audit/audit.js';
import { actorOf } from '../audit/actor.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import { BookingNotFoundError } from '../bookings/errors.js';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import { layoutOfPlane } from './layouts.repo.js';
import { lockSeatBooks, seatHeldByOther, serviceSeatsOf, servicesOf } from '../services/services.repo.js';
import * as repo from './check-in.repo.js';
import { boardingPassOf } from './boarding-pass.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import type { BcbpSigner } from './bcbp-signature.js';
import { sentence, type Sentence } from '@tarmac/shared';

type CheckInRequest = z.output<typeof checkInBody>;
/** The app's database and settings, and the key that signs boarding passes. */
export type CheckInContext = Pick<AppContext, 'database' | 'config'> & { bcbp: BcbpSigner };
type Ctx = CheckInContext;

class SeatTakenError extends ConflictError {
  constructor(seat: string) {
    super('checkIn.seatTaken', { seat });
  }
}

const notTicketed = () => new ConflictError('checkIn.notTicketed');

async function loadBooking(db: Db, viewer: BookingViewer, pnr: string) {
  const id = await visibleBookingId(db, viewer, pnr);
  const booking = await repo.bookingForCheckIn(db, id);
  if (!booking) throw new BookingNotFoundError();
  return { id, booking };
}

/** Why a flight cannot be checked in whatever the clock says (cancelled, or gone), or null. */
function flightGrounded(flight: repo.CheckInFlight): Sentence | null {
  if (flight.status === 'cancelled') return sentence('checkIn.flightCancelled', { flight: flight.flightNumber });
  if (flight.status === 'departed' || flight.status === 'arrived') return sentence('checkIn.flightDeparted', { flight: flight.flightNumber });
  return null;
}

/** Every pass of a booking, leg by leg. */
async function passesOf(ctx: Ctx, booking: repo.CheckInBooking, assignments: repo.SeatAssignment[]): Promise<BoardingPass[]> {
  const flights = new Map<string, repo.CheckInFlight>();
  for (const a of assignments) if (!flights.has(a.flightId)) flights.set(a.flightId, (await repo.flightForCheckIn(ctx.database.db, a.flightId))!);
  // Bags, meals and assistance of the order show on the pass page (API.md "More than a seat").
  const services = (await servicesOf(ctx.database.db, [...new Set(assignments.map((a) => a.bookingId))])).filter((x) => x.kind !== 'seat' && (x.status === 'held' || x.status === 'issued'));
  return assignments.map((a) => {
    const pass = boardingPassOf(booking, flights.get(a.flightId)!, a, ctx.config.airlineCode, ctx.bcbp.sign);
    const own = services.filter((x) => x.bookingId === a.bookingId && x.legIndex === a.legIndex && x.passengerIndex === a.passengerIndex).map((x) => x.code);
    return own.length ? { ...pass, services: own } : pass;
  });
}

/** Each flight's check-in window and state, the passengers, and the passes issued so far. */
export async function checkInStatus(ctx: Ctx, viewer: BookingViewer, pnr: string, now = new Date()): Promise<CheckInStatus> {
  const { booking } = await loadBooking(ctx.database.db, viewer, pnr);
  const legs = [];
  for (const leg of booking.legs) {
    const flight = (await repo.flightForCheckIn(ctx.database.db, leg.flightId))!;
    const window = checkInWindow(flight.expectedDepartsAt, ctx.config.checkIn);
    const grounded = flightGrounded(flight);
    legs.push({
      legIndex: leg.legIndex,
      flightId: leg.flightId,
      flightNumber: flight.flightNumber,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      opensLocal: zonedStamp(window.opensAt, flight.fromZone || HOME_TIME_ZONE),
      closesLocal: zonedStamp(window.closesAt, flight.fromZone || HOME_TIME_ZONE),
      fromCity: flight.fromName,
      state: grounded ? ('closed' as const) : checkInState(now, flight.expectedDepartsAt, ctx.config.checkIn),
    });
  }
  return {
    pnr: booking.pnr,
    ticketed: booking.status === 'ticketed',
    legs,
    passengers: booking.passengers.map((p) => ({ index: p.index, name: p.name, type: p.type })),
    boardingPasses: booking.status === 'ticketed' ? await passesOf(ctx, booking, booking.assignments) : [],
  };
}

/** The passes of a booking (GET …/boarding-passes): none before it is paid. */
export async function readBoardingPasses(ctx: Ctx, viewer: BookingViewer, pnr: string): Promise<BoardingPass[]> {
  const { booking } = await loadBooking(ctx.database.db, viewer, pnr);
  if (booking.status !== 'ticketed') throw notTicketed();
  return passesOf(ctx, booking, booking.assignments);
}

/** What the request asks of each passenger, checked against the booking and the cabin before any write. */
function planOf(booking: repo.CheckInBooking, legIndex: number, body: CheckInRequest, sellable: Set<string>) {
  const fieldErrors: Record<string, Sentence[]> = {};
  body.passengers.forEach((p, i) => {
    const person = booking.passengers.find((x) => x.index === p.index);
    if (!person) fieldErrors[`passengers.${i}.index`] = [sentence('checkIn.noSuchPassenger', { number: p.index + 1 })];
    else if (person.type === 'infant' && p.seat) fieldErrors[`passengers.${i}.seat`] = [sentence('checkIn.infantNoSeat')];
    else if (p.seat && !sellable.has(p.seat)) fieldErrors[`passengers.${i}.seat`] = [sentence('checkIn.seatNotOnPlane', { seat: p.seat })];
    else if (!booking.tickets.some((t) => t.legIndex === legIndex && t.passengerIndex === p.index)) fieldErrors[`passengers.${i}.index`] = [sentence('checkIn.noTicket')];
  });
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new InvalidInputError(first.id, first.values, fieldErrors);
  const existing = booking.assignments.filter((a) => a.legIndex === legIndex);
  const isInfant = (index: number) => booking.passengers.find((x) => x.index === index)?.type === 'infant';
  const adultCheckedIn = existing.some((a) => !isInfant(a.passengerIndex)) || body.passengers.some((p) => !isInfant(p.index));
  if (body.passengers.some((p) => isInfant(p.index)) && !adultCheckedIn) {
    throw new ConflictError('checkIn.infantWithAdult');
  }
  return body.passengers.map((p) => ({ ...p, infant: isInfant(p.index), current: existing.find((a) => a.passengerIndex === p.index) }));
}

/**
 * Checks passengers of a ticketed booking in on one flight inside the window. A chosen seat is theirs only if
 * the unique constraint on (flight, seat) agrees at commit: a seat taken meanwhile answers 409. A seat left
 * out is assigned (a party kept together); a lost race there is retried with fresh seats. Infants get no seat.
 */
export async function checkIn(ctx: Ctx, viewer: BookingViewer, pnr: string, body: CheckInRequest, now = new Date(), arrivedAt = now): Promise<BoardingPass[]> {
  const { db } = ctx.database;
  let raced = false;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptCheckIn(ctx, db, viewer, pnr, body, now, raced || arrivedAt);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const auto = body.passengers.some((p) => !p.seat);
      // Two requests for the same passenger at once: the next attempt finds them checked in, and answers the
      // pass the other request made unless this one asked for another seat (see attemptCheckIn).
      const samePassenger = pgConstraint(err) === 'seat_assignments_passenger_key';
      raced ||= samePassenger;
      if ((auto || samePassenger) && attempt < 4) continue;
      const chosen = body.passengers.find((p) => p.seat)?.seat;
      throw new SeatTakenError(chosen ?? 'chosen');
    }
  }
}

/** A passenger whom another request checked in (or moved) while this one was deciding: one seat, one answer. */
const checkedInMeanwhile = (name: string, seat: string | null) =>
  new ConflictError('checkIn.checkedInMeanwhile', { name, seat: seat ?? 'INF' });

/**
 * `since`: true when this request lost a race to check one of its passengers in; otherwise when it arrived. A
 * passenger checked in by another request after that was not known to this one, which then does not move them
 * to its own seat choice: of several requests sent at once for one passenger, one gets a seat and the others a
 * 409, also where the embedded database runs them one after another.
 */
async function attemptCheckIn(ctx: Ctx, db: Db, viewer: BookingViewer, pnr: string, body: CheckInRequest, now: Date, since: true | Date): Promise<BoardingPass[]> {
  const { id, booking } = await loadBooking(db, viewer, pnr);
  if (booking.status !== 'ticketed') throw notTicketed();
  const leg = booking.legs.find((l) => l.legIndex === body.legIndex);
  if (!leg) throw InvalidInputError.field('legIndex', 'checkIn.noSuchLeg', { number: body.legIndex + 1 });
  const flight = (await repo.flightForCheckIn(db, leg.flightId))!;
  const grounded = flightGrounded(flight);
  if (grounded) throw new ConflictError(grounded.id, grounded.values);
  const state = checkInState(now, flight.expectedDepartsAt, ctx.config.checkIn);
  if (state !== 'open') {
    const refusal = checkInRefusal(state, checkInWindow(flight.expectedDepartsAt, ctx.config.checkIn), { city: flight.fromName, timeZone: flight.fromZone || HOME_TIME_ZONE });
    throw new ConflictError(refusal.id, refusal.values);
  }
  const { layout } = await layoutOfPlane(db, flight.planeNumber);
  const sellable = sellableSeats(layout);
  const plan = planOf(booking, body.legIndex, body, new Set(sellable));
  const nameOf = (index: number) => booking.passengers.find((x) => x.index === index)?.name ?? `Passenger ${index + 1}`;
  for (const p of plan) {
    const unknownToThisRequest = p.current && (since === true || p.current.checkedInAt > since);
    if (unknownToThisRequest && p.seat && p.seat !== p.current!.seat) throw checkedInMeanwhile(nameOf(p.index), p.current!.seat);
  }
  const taken = await repo.takenSeats(db, flight.id);
  // Seats this booking's passengers chose ahead (API.md "More than a seat") are theirs at check-in.
  const chosen = new Map((await serviceSeatsOf(db, flight.id)).filter((c) => c.bookingId === id).map((c) => [c.passengerIndex, c.seat!]));
  for (const p of plan) if (p.seat && taken.has(p.seat) && p.current?.seat !== p.seat && chosen.get(p.index) !== p.seat) throw new SeatTakenError(p.seat);
  const needSeats = plan.filter((p) => !p.infant && !p.seat && !p.current && !chosen.has(p.index));
  const free = sellable.filter((s) => !taken.has(s) && !plan.some((p) => p.seat === s));
  const picked = pickSeats(layout.letters, free, needSeats.length);
  if (!picked) throw new ConflictError('checkIn.noFreeSeats');
  const seatOf = new Map(needSeats.map((p, i) => [p.index, picked[i]!]));
  for (const p of plan) if (!p.infant && !p.seat && !p.current && chosen.has(p.index)) seatOf.set(p.index, chosen.get(p.index)!);

  // The answer is read on the transaction's connection before the commit: a read after it could fail (connections
  // short) and answer 500 for a check-in that happened.
  const after = await db.transaction(async (tx) => {
    if ((await repo.lockedStatus(tx, id)) !== 'ticketed') throw notTicketed();
    // The flight's seat book, as services take seats under it: a seat chosen ahead by another traveller meanwhile is theirs.
    await lockSeatBooks(tx, [flight.id]);
    for (const p of plan) {
      const seat = p.infant ? null : (p.seat ?? seatOf.get(p.index));
      if (seat && seat !== p.current?.seat && (await seatHeldByOther(tx, flight.id, seat, id, p.index))) throw new SeatTakenError(seat);
    }
    const changes: Record<string, unknown>[] = [];
    for (const p of plan) {
      if (p.current) {
        if (p.seat && p.seat !== p.current.seat) {
          const moved = await repo.moveSeat(tx, p.current.id, p.current.seat, p.seat);
          if (moved === 'boarded') throw new ConflictError('checkIn.boardedNoChange');
          if (moved !== 'moved') throw checkedInMeanwhile(nameOf(p.index), moved.seat);
          changes.push({ passenger: p.index, seat: p.seat, from: p.current.seat });
        }
        continue;
      }
      const seat = p.infant ? null : (p.seat ?? seatOf.get(p.index)!);
      const sequence = await repo.nextSequence(tx, flight.id);
      // This process's clock, as the request's arrival is (see attemptCheckIn's `since`).
      await repo.insertAssignment(tx, { flightId: flight.id, bookingId: id, legIndex: body.legIndex, passengerIndex: p.index, seat, sequence, checkedInAt: new Date() });
      changes.push({ passenger: p.index, seat, sequence });
    }
    if (changes.length) await recordAudit(tx, actorOf(viewer), { entity: 'booking', entityId: id, action: 'check-in', after: { legIndex: body.legIndex, flight: flight.flightNumber, passengers: changes } });
    return (await repo.bookingForCheckIn(tx, id))!;
  });

  const mine = new Set(body.passengers.map((p) => p.index));
  return passesOf(ctx, after, after.assignments.filter((a) => a.legIndex === body.legIndex && mine.has(a.passengerIndex)));
}
