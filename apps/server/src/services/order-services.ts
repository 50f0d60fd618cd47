import { sentence, type Booking, type ServiceItem, type ServiceOffer, type ServicePrices } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { actorOf } from '../audit/actor.js';
import { BookingNotFoundError } from '../bookings/errors.js';
import { addServices, expireHolds, inOrderTransaction, lockBooking } from '../bookings/lifecycle.js';
import { loadBookings } from '../bookings/bookings.repo.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import type { Language } from '../http/language.js';
import { checkBassinets, offersFor, priceItems, readPrices, ServiceSeatTakenError, type OfferLeg } from './services.js';
import * as repo from './services.repo.js';

export type ServicesContext = Pick<AppContext, 'database' | 'legCache' | 'jobs' | 'payments' | 'outbox'>;

/** The legs (with their package's tier) and passengers of a booking, as its offers are worked out. */
async function basisOf(db: ServicesContext['database']['db'], bookingId: string) {
  const legs: OfferLeg[] = await repo.bookingLegTiers(db, bookingId);
  const party = await repo.bookingParty(db, bookingId);
  return { legs, party };
}

/** `GET /api/bookings/:pnr/service-offers`: what may be added to this booking now (nothing once it is over). */
export async function serviceOffersOf(ctx: ServicesContext, viewer: BookingViewer, pnr: string, language: Language): Promise<ServiceOffer[]> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  await expireHolds(ctx, new Date(), { bookingIds: [id] });
  const [booking] = await loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  if (booking.status !== 'held' && booking.status !== 'ticketed') return [];
  const { legs, party } = await basisOf(db, id);
  const now = Date.now();
  const open = legs.filter((l) => {
    const leg = booking.legs[l.legIndex];
    return leg && !leg.cancelled && leg.flightStatus !== 'departed' && leg.flightStatus !== 'arrived' && leg.flightStatus !== 'cancelled';
  });
  const basis = await repo.flightBasis(db, open.map((l) => l.flightId));
  const future = open.filter((l) => (basis.find((b) => b.flightId === l.flightId)?.departsAt.getTime() ?? 0) > now);
  return offersFor(db, future, party, await repo.servicesOf(db, [id]), language);
}

/**
 * `POST /api/bookings/:pnr/services`: services added to a held booking (its total grows; the web's Extras step) or
 * a ticketed one: free ones are issued at once, priced ones wait for payment (the booking's `balanceDue`, paid
 * through `POST …/payments`). Answers the booking as left.
 */
export async function addBookingServices(ctx: ServicesContext, viewer: BookingViewer, pnr: string, items: readonly ServiceItem[], language: Language): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const offers = await serviceOffersOf(ctx, viewer, pnr, language);
  const { legs, party } = await basisOf(db, id);
  const priced = priceItems(offers, items, legs, 'items', language);
  checkBassinets(priced, party);
  return inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, id);
    if (!b) throw new BookingNotFoundError();
    await addServices(o, b, priced, { actor: actorOf(viewer), seatTaken: (seat) => new ServiceSeatTakenError(seat) });
    const [after] = await loadBookings(o.tx, [id]);
    return after!;
  });
}

/** The admin's prices. */
export const servicePricesOf = (ctx: Pick<AppContext, 'database'>) => readPrices(ctx.database.db);

/**
 * Replaces every service price (admin), audited with what they were. Announced as a catalogue change once committed:
 * holds price their services from the catalogue kept in memory (hold-services.ts), in every process.
 */
export async function saveServicePrices(ctx: Pick<AppContext, 'database'>, prices: ServicePrices, actor: Actor): Promise<ServicePrices> {
  const before = await readPrices(ctx.database.db);
  await ctx.database.db.transaction(async (tx) => {
    await repo.replacePrices(tx, prices);
    await recordAudit(tx, actor, { entity: 'service-prices', entityId: 'all', action: 'update', before, after: prices });
  });
  await ctx.database.announceCatalogChange();
  return readPrices(ctx.database.db);
}

export const pricesSaved = sentence('services.pricesSaved');
