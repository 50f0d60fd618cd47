import {
  ASSISTANCE_CODES,
  BAG_CODES,
  DEFAULT_CABIN_LAYOUT,
  MEAL_CODES,
  SEAT_CODE,
  seatKindOf,
  sellableSeats,
  sentence,
  serviceKindOf,
  serviceNameId,
  type Booking,
  type BookingService,
  type ServiceItem,
  type ServiceOffer,
  type ServicePrices,
} from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { say } from '../i18n/sentences.js';
import type { Language } from '../http/language.js';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import * as repo from './services.repo.js';

/** A leg as offers are worked out for it: its flight and the tier of the package sold on it. */
export interface OfferLeg {
  legIndex: number;
  flightId: string;
  tier: 'silver' | 'gold' | 'platinum';
}

/** A passenger as offers are worked out for them. */
export interface OfferPassenger {
  index: number;
  type: 'adult' | 'child' | 'infant';
}

/** A service's name in a language (a seat names its seat). */
export const serviceName = (language: Language, code: string, seat?: string | null) => say(language, sentence(serviceNameId(code), { seat: seat ?? '' }));

export class ServiceSeatTakenError extends ConflictError {
  constructor(seat: string) {
    super('services.seatTaken', { seat });
  }
}

/**
 * What may be added to these legs for these passengers now, priced from the database: free seats of each leg's
 * layout (free on platinum, by kind on gold and silver), extra bags by route (a route's own price, else any
 * route's), meals on international legs, and free assistance (a bassinet only for an adult travelling with an
 * infant, while the flight has a bassinet position left). What a passenger already has is not offered again.
 * The hold offers the services asked with it the same way, in SQL (bookings/sql/hold.sql): change both together.
 */
export async function offersFor(db: Db, legs: readonly OfferLeg[], party: readonly OfferPassenger[], existing: readonly repo.ServiceRow[], language: Language): Promise<ServiceOffer[]> {
  const flightIds = legs.map((l) => l.flightId);
  const [basis, prices, use] = [await repo.flightBasis(db, flightIds), await repo.priceRows(db), await repo.flightsUse(db, flightIds)];
  const live = existing.filter((s) => s.status === 'held' || s.status === 'issued');
  const infants = party.filter((p) => p.type === 'infant').length;
  const offers: ServiceOffer[] = [];
  for (const leg of legs) {
    const flight = basis.find((b) => b.flightId === leg.flightId);
    if (!flight) continue;
    const layout = flight.layout ?? DEFAULT_CABIN_LAYOUT;
    const taken = use.seats.get(leg.flightId) ?? new Set<string>();
    const free = sellableSeats(layout).filter((s) => !taken.has(s));
    const bagPrice = (code: string) =>
      (prices.find((p) => p.kind === 'bag' && p.code === code && p.fromId === flight.fromId && p.toId === flight.toId) ??
        prices.find((p) => p.kind === 'bag' && p.code === code && p.fromId === null && p.toId === null))?.price;
    const seatPrice = (seat: string) => {
      if (leg.tier === 'platinum') return 0;
      return prices.find((p) => p.kind === 'seat' && p.code === seatKindOf(layout, seat) && p.tier === leg.tier)?.price ?? 0;
    };
    const bassinetsLeft = (layout.bassinetSeats?.length ?? 0) - (use.bassinets.get(leg.flightId) ?? 0);
    const bookingBassinets = live.filter((s) => s.legIndex === leg.legIndex && s.code === 'BSCT').length;
    for (const p of party) {
      if (p.type === 'infant') continue;
      const has = (code: string) => live.some((s) => s.legIndex === leg.legIndex && s.passengerIndex === p.index && s.code === code);
      const base = { legIndex: leg.legIndex, passengerIndex: p.index };
      if (!has(SEAT_CODE)) {
        for (const seat of free) offers.push({ code: SEAT_CODE, kind: 'seat', name: serviceName(language, SEAT_CODE, seat), price: seatPrice(seat), ...base, seat, seatKind: seatKindOf(layout, seat) });
      }
      for (const code of BAG_CODES) {
        const price = bagPrice(code);
        if (price !== undefined && !has(code)) offers.push({ code, kind: 'bag', name: serviceName(language, code), price, ...base });
      }
      if (flight.international) {
        for (const code of MEAL_CODES) {
          const price = prices.find((x) => x.kind === 'meal' && x.code === code)?.price;
          if (price !== undefined && !has(code) && !MEAL_CODES.some(has)) offers.push({ code, kind: 'meal', name: serviceName(language, code), price, ...base });
        }
      }
      for (const code of ASSISTANCE_CODES) {
        if (has(code)) continue;
        if (code === 'BSCT' && (p.type !== 'adult' || bassinetsLeft <= 0 || bookingBassinets >= infants)) continue;
        offers.push({ code, kind: 'assistance', name: serviceName(language, code), price: 0, ...base });
      }
    }
  }
  return offers;
}

/**
 * The items asked for, each matched with an offer (its price, from the database): an item not offered is a 400
 * naming its field (`{field}.{i}.code`), a seat already taken a 409 naming it. A passenger gets one seat per leg,
 * one seat goes to one passenger, and no more bassinets than the flight has left. (The hold refuses the services asked
 * with it the same way, in SQL: bookings/sql/hold.sql.)
 */
export function priceItems(offers: readonly ServiceOffer[], items: readonly ServiceItem[], legs: readonly OfferLeg[], field: string, language: Language): repo.PricedService[] {
  const seen = new Set<string>();
  const seatsAsked = new Set<string>();
  const bassinets = new Map<number, number>();
  return items.map((item, i) => {
    const code = item.code as string;
    const seat = item.seat ?? null;
    const leg = legs.find((l) => l.legIndex === item.legIndex);
    const notOffered = () =>
      InvalidInputError.field(`${field}.${i}.code`, 'services.notOffered', { service: serviceName(language, code, seat), passenger: item.passengerIndex + 1, leg: item.legIndex + 1 });
    if (!leg) throw notOffered();
    const key = `${item.legIndex}:${item.passengerIndex}:${code}`;
    if (seen.has(key)) {
      if (code === SEAT_CODE) throw InvalidInputError.field(`${field}.${i}.seat`, 'services.seatTwice', { passenger: item.passengerIndex + 1, leg: item.legIndex + 1 });
      throw notOffered();
    }
    seen.add(key);
    if (code === SEAT_CODE) {
      if (!seat) throw InvalidInputError.field(`${field}.${i}.seat`, 'services.seatShape');
      if (seatsAsked.has(`${leg.flightId}:${seat}`)) throw new ServiceSeatTakenError(seat);
      seatsAsked.add(`${leg.flightId}:${seat}`);
    }
    const offer = offers.find((o) => o.code === code && o.legIndex === item.legIndex && o.passengerIndex === item.passengerIndex && (code !== SEAT_CODE || o.seat === seat));
    if (!offer) {
      // A seat of the plane that someone else has: a conflict, not a mistake.
      const seatElsewhere = code === SEAT_CODE && offers.some((o) => o.code === SEAT_CODE && o.legIndex === item.legIndex) && !offers.some((o) => o.code === SEAT_CODE && o.seat === seat && o.legIndex === item.legIndex);
      if (seatElsewhere && seatOnPlane(offers, item.legIndex, seat!)) throw new ServiceSeatTakenError(seat!);
      throw notOffered();
    }
    if (code === 'BSCT') {
      const n = (bassinets.get(item.legIndex) ?? 0) + 1;
      bassinets.set(item.legIndex, n);
    }
    return { flightId: leg.flightId, legIndex: item.legIndex, passengerIndex: item.passengerIndex, code, kind: serviceKindOf(code), seat: code === SEAT_CODE ? seat : null, price: offer.price };
  });
}

/** Whether a seat looks like one of the leg's plane (row within the rows offered): then it is taken, not unknown. */
function seatOnPlane(offers: readonly ServiceOffer[], legIndex: number, seat: string): boolean {
  const seats = offers.filter((o) => o.code === SEAT_CODE && o.legIndex === legIndex).map((o) => o.seat!);
  const rows = Math.max(...seats.map((s) => Number(/^\d+/.exec(s)?.[0] ?? 0)));
  const letters = new Set(seats.map((s) => s.replace(/^\d+/, '')));
  const row = Number(/^\d+/.exec(seat)?.[0] ?? 0);
  return row >= 1 && row <= rows && letters.has(seat.replace(/^\d+/, ''));
}

/** Checks the bassinets asked for against what the offers allow (one per infant, while the flight has them). */
export function checkBassinets(items: readonly repo.PricedService[], party: readonly OfferPassenger[]): void {
  const infants = party.filter((p) => p.type === 'infant').length;
  const perLeg = new Map<number, number>();
  for (const i of items) if (i.code === 'BSCT') perLeg.set(i.legIndex, (perLeg.get(i.legIndex) ?? 0) + 1);
  for (const [leg, n] of perLeg) if (n > infants) throw InvalidInputError.field('services', 'services.notOffered', { service: 'BSCT', passenger: 1, leg: leg + 1 });
}

/** A service as the booking answer shows it. */
export function serviceView(row: Pick<repo.ServiceRow, 'id' | 'code' | 'kind' | 'legIndex' | 'passengerIndex' | 'seat' | 'price' | 'status' | 'documentNumber'>, language: Language): BookingService {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    name: serviceName(language, row.code, row.seat),
    legIndex: row.legIndex,
    passengerIndex: row.passengerIndex,
    ...(row.seat ? { seat: row.seat } : {}),
    price: row.price,
    status: row.status,
    documentNumber: row.documentNumber,
  };
}

/** What is still due on a booking: a hold's total, or a ticketed booking's services not yet paid. */
export function balanceDue(status: Booking['status'], total: number, rows: readonly repo.ServiceRow[]): number {
  if (status === 'held') return total;
  if (status !== 'ticketed') return 0;
  return rows.filter((r) => r.status === 'held').reduce((s, r) => s + r.price, 0);
}

/** The prices as the admin reads them. */
export async function readPrices(db: Db): Promise<ServicePrices> {
  const rows = await repo.priceRows(db);
  return {
    seats: rows.filter((r) => r.kind === 'seat').map((r) => ({ tier: r.tier as 'silver' | 'gold', kind: r.code as ServicePrices['seats'][number]['kind'], price: r.price })),
    bags: rows.filter((r) => r.kind === 'bag').map((r) => ({ code: r.code as ServicePrices['bags'][number]['code'], fromId: r.fromId, toId: r.toId, price: r.price })),
    meals: rows.filter((r) => r.kind === 'meal').map((r) => ({ code: r.code as ServicePrices['meals'][number]['code'], price: r.price })),
  };
}
