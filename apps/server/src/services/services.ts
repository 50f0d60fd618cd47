import {
  ASSISTANCE_CODES,
  BAG_CODES,
  DEFAULT_CABIN_LAYOUT,
  layoutColumns,
  MEAL_CODES,
  SEAT_CODE,
  seatKindOf,
  sellableSeats,
  sentence,
  serviceKindOf,
  serviceNameId,
  type Booking,
  type BookingService,
  type CabinLayoutShape,
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

/** A leg's flight as its offers are decided: its route, whether it starts or ends abroad, its plane's layout. */
export interface OfferFlight {
  fromId: string;
  toId: string;
  international: boolean;
  /** The plane's cabin layout; null: the default cabin. */
  layout: CabinLayoutShape | null;
}

/** One leg's offering: its flight, the seats free on it and the bassinet positions left. */
interface LegOffering {
  leg: OfferLeg;
  flight: OfferFlight;
  layout: CabinLayoutShape;
  /** The layout's seats that may be sold and nobody has, in map order. */
  free: string[];
  freeSet: ReadonlySet<string>;
  bassinetsLeft: number;
}

function legOffering(leg: OfferLeg, flight: OfferFlight, taken: ReadonlySet<string>, bassinetsUsed: number): LegOffering {
  const layout = flight.layout ?? DEFAULT_CABIN_LAYOUT;
  const free = sellableSeats(layout).filter((s) => !taken.has(s));
  return { leg, flight, layout, free, freeSet: new Set(free), bassinetsLeft: (layout.bassinetSeats?.length ?? 0) - bassinetsUsed };
}

/**
 * The price of one service on a leg for a passenger by the rules of the offer, or undefined when it is not offered
 * (what the passenger already has is the caller's to look at): nothing for a lap infant; a free seat of the layout,
 * free on platinum, else priced by its kind and the leg's tier; a bag at its route's price, else at any route's; a meal
 * on an international leg; assistance free, a bassinet only to an adult while the booking has fewer than its infants
 * and the flight a bassinet position left.
 */
function offeredPrice(o: LegOffering, prices: readonly repo.ServicePriceRow[], p: OfferPassenger, code: string, seat: string | null, infants: number, bookingBassinets: number): number | undefined {
  if (p.type === 'infant') return undefined;
  switch (serviceKindOf(code)) {
    case 'seat':
      if (!seat || !o.freeSet.has(seat)) return undefined;
      if (o.leg.tier === 'platinum') return 0;
      return prices.find((x) => x.kind === 'seat' && x.code === seatKindOf(o.layout, seat) && x.tier === o.leg.tier)?.price ?? 0;
    case 'bag':
      return (
        prices.find((x) => x.kind === 'bag' && x.code === code && x.fromId === o.flight.fromId && x.toId === o.flight.toId) ??
        prices.find((x) => x.kind === 'bag' && x.code === code && x.fromId === null && x.toId === null)
      )?.price;
    case 'meal':
      return o.flight.international ? prices.find((x) => x.kind === 'meal' && x.code === code)?.price : undefined;
    default:
      if (code === 'BSCT' && (p.type !== 'adult' || o.bassinetsLeft <= 0 || bookingBassinets >= infants)) return undefined;
      return 0;
  }
}

/**
 * What may be added to these legs for these passengers now, priced from the database (offeredPrice's rules), the
 * seats nobody has yet and the bassinet positions left read with them. What a passenger already has is not offered
 * again: a second seat, bag or assistance of a code, a second meal.
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
    const o = legOffering(leg, flight, use.seats.get(leg.flightId) ?? new Set<string>(), use.bassinets.get(leg.flightId) ?? 0);
    const bookingBassinets = live.filter((s) => s.legIndex === leg.legIndex && s.code === 'BSCT').length;
    for (const p of party) {
      const has = (code: string) => live.some((s) => s.legIndex === leg.legIndex && s.passengerIndex === p.index && s.code === code);
      const offer = (code: string, seat: string | null = null) => {
        const price = offeredPrice(o, prices, p, code, seat, infants, bookingBassinets);
        if (price === undefined) return;
        const where = { legIndex: leg.legIndex, passengerIndex: p.index };
        const kind = serviceKindOf(code);
        offers.push({ code, kind, name: serviceName(language, code, seat), price, ...where, ...(seat ? { seat, seatKind: seatKindOf(o.layout, seat) } : {}) });
      };
      if (p.type === 'infant') continue;
      if (!has(SEAT_CODE)) for (const seat of o.free) offer(SEAT_CODE, seat);
      for (const code of BAG_CODES) if (!has(code)) offer(code);
      if (!MEAL_CODES.some(has)) for (const code of MEAL_CODES) offer(code);
      for (const code of ASSISTANCE_CODES) if (!has(code)) offer(code);
    }
  }
  return offers;
}

/**
 * The services asked with a hold, offered and priced by offeredPrice's rules before the hold's statement (its
 * flights, prices and layouts are the catalogue's, kept in memory): a 400 for an item not offered, as priceItems says
 * it. Every seat of the layout that may be sold counts as free here unless `taken` (by flight) says otherwise, and
 * every bassinet position as left: the hold looks at them under its seat-book locks (bookings/sql/hold.sql). A seat of
 * the plane not free (blocked, or taken) is a 409.
 */
export function priceHoldItems(
  legs: readonly (OfferLeg & { flight: OfferFlight })[],
  party: readonly OfferPassenger[],
  prices: readonly repo.ServicePriceRow[],
  items: readonly ServiceItem[],
  language: Language,
  taken: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): repo.PricedService[] {
  const offerings = new Map(legs.map((l) => [l.legIndex, legOffering(l, l.flight, taken.get(l.flightId) ?? new Set<string>(), 0)]));
  const infants = party.filter((p) => p.type === 'infant').length;
  const offers: ServiceOffer[] = [];
  for (const item of items) {
    const o = offerings.get(item.legIndex);
    const p = party[item.passengerIndex];
    const seat = item.seat ?? null;
    const price = o && p ? offeredPrice(o, prices, p, item.code, seat, infants, 0) : undefined;
    if (price !== undefined) offers.push({ code: item.code, kind: serviceKindOf(item.code), name: '', price, legIndex: item.legIndex, passengerIndex: item.passengerIndex, ...(seat ? { seat } : {}) });
  }
  // A seat not free that looks like one of the plane's (a row it has, a letter it has), as seatTakenAmong judges.
  const notFree = (legIndex: number, seat: string) => {
    const o = offerings.get(legIndex);
    return !!o && !o.freeSet.has(seat) && looksOnPlane(seat, o.layout.rows, new Set(layoutColumns(o.layout.letters).filter(Boolean)));
  };
  const priced = priceItems(offers, items, legs, 'services', language, notFree);
  checkBassinets(priced, party);
  return priced;
}

/**
 * The items asked for, each matched with an offer (its price, from the database): an item not offered is a 400
 * naming its field (`{field}.{i}.code`), a seat already taken a 409 naming it. A passenger gets one seat per leg,
 * one seat goes to one passenger, and no more bassinets than the flight has left. `seatTaken` says whether a seat not
 * offered is someone else's (a 409) rather than unknown (a 400).
 */
export function priceItems(
  offers: readonly ServiceOffer[],
  items: readonly ServiceItem[],
  legs: readonly OfferLeg[],
  field: string,
  language: Language,
  seatTaken: (legIndex: number, seat: string) => boolean = (legIndex, seat) => seatTakenAmong(offers, legIndex, seat),
): repo.PricedService[] {
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
      if (code === SEAT_CODE && seatTaken(item.legIndex, seat!)) throw new ServiceSeatTakenError(seat!);
      throw notOffered();
    }
    if (code === 'BSCT') {
      const n = (bassinets.get(item.legIndex) ?? 0) + 1;
      bassinets.set(item.legIndex, n);
    }
    return { flightId: leg.flightId, legIndex: item.legIndex, passengerIndex: item.passengerIndex, code, kind: serviceKindOf(code), seat: code === SEAT_CODE ? seat : null, price: offer.price };
  });
}

/**
 * Whether a seat not offered is someone else's: other seats of the leg are offered, not this one, and it looks like one
 * of the leg's plane (row within the rows offered): then it is taken, not unknown.
 */
function seatTakenAmong(offers: readonly ServiceOffer[], legIndex: number, seat: string): boolean {
  const elsewhere = offers.some((o) => o.code === SEAT_CODE && o.legIndex === legIndex) && !offers.some((o) => o.code === SEAT_CODE && o.seat === seat && o.legIndex === legIndex);
  return elsewhere && seatOnPlane(offers, legIndex, seat);
}

/** Whether a seat looks like one of the leg's plane (row within the rows offered, a letter offered). */
function seatOnPlane(offers: readonly ServiceOffer[], legIndex: number, seat: string): boolean {
  const seats = offers.filter((o) => o.code === SEAT_CODE && o.legIndex === legIndex).map((o) => o.seat!);
  return looksOnPlane(seat, Math.max(...seats.map(seatRowOf)), new Set(seats.map(seatLetterOf)));
}

const seatRowOf = (seat: string) => Number(/^\d+/.exec(seat)?.[0] ?? 0);
const seatLetterOf = (seat: string) => seat.replace(/^\d+/, '');

/** Whether a seat is written as one of a plane of `rows` rows and these seat letters: a row it has, a letter it has. */
function looksOnPlane(seat: string, rows: number, letters: ReadonlySet<string>): boolean {
  const row = seatRowOf(seat);
  return row >= 1 && row <= rows && letters.has(seatLetterOf(seat));
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
