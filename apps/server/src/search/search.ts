import { DEFAULT_FARE_PERCENT, partyFare, tripFarePercents, type FareCalendarDay, type FarePercents, type PartyCounts, type SearchResult } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import type { CatalogCache, Offer, Place } from '../catalog/cache.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { addDays, utcToZoned, zonedToUtc } from '../lib/zoned-time.js';
import { prepareFareRangeQuery, prepareLegQuery, type FareRow, type LegRow } from './search.repo.js';
import { fareBook, priceOn, salesOf, type FareBook } from '../fares/fares.js';

export interface Leg {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
}

/**
 * Rows of flights (a route and day, or a route and range of days for the fare calendar), kept for a moment
 * (decision 022). Every write that changes seats or flights calls `clear` after it commits: this process forgets
 * at once and the others are told through the database (`Database.announceSeatChange`), within milliseconds.
 * Catalogue changes and notices from other processes call `forget`. On PostgreSQL nothing is kept while those
 * notices cannot arrive. Departure and seats are checked again on every read; a booking takes its seats with a
 * conditional update, never from these rows.
 */
export class LegCache {
  private entries = new Map<string, { rows: unknown[]; until: number }>();
  /** Bumped by every clear: rows read before a clear are not kept after it. */
  private generation = 0;
  private live: boolean;
  /** How long rows are kept at most (tests lengthen it, to show that notices rather than age clear them). */
  ttlMs: number;
  constructor(private readonly options: { ttlMs?: number; announce?: () => void; live?: boolean } = {}) {
    this.live = options.live ?? true;
    this.ttlMs = options.ttlMs ?? 2000;
  }
  get<T>(key: string): T[] | undefined {
    const hit = this.live ? this.entries.get(key) : undefined;
    return hit && hit.until > Date.now() ? (hit.rows as T[]) : undefined;
  }
  /** The rows of `key`: kept ones, or those `load` reads (kept unless a clear comes in while it reads). */
  async read<T>(key: string, load: () => Promise<T[]>): Promise<T[]> {
    const cached = this.get<T>(key);
    if (cached) return cached;
    const version = this.version();
    const rows = await load();
    this.set(key, rows, version);
    return rows;
  }
  /** Taken before a read; `set` keeps the rows only if no clear came in between. */
  version(): number {
    return this.generation;
  }
  set(key: string, rows: unknown[], version: number) {
    if (!this.live || this.ttlMs === 0 || version !== this.generation) return;
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(key, { rows, until: Date.now() + this.ttlMs });
  }
  /** Seats or flights changed in this process (after the commit): forget, and tell the other processes. */
  clear() {
    this.forget();
    this.options.announce?.();
  }
  /** A change made elsewhere: forget what this process kept. */
  forget() {
    this.generation++;
    this.entries.clear();
  }
  /** Whether other processes' changes can reach this one: while not, nothing is kept. */
  setLive(live: boolean) {
    this.live = live;
    this.forget();
  }
}

const zoneOf = (place: Place) => place.timeZone || HOME_TIME_ZONE;

/** Minutes from departure to arrival, each local date and time read in its own airport's zone. */
export function durationMinutes(row: Pick<LegRow, 'departingDate' | 'departingTime' | 'arrivalDate' | 'arrivalTime'>, from: Place, to: Place): number {
  const departs = zonedToUtc(row.departingDate, row.departingTime, zoneOf(from)).getTime();
  const arrives = zonedToUtc(row.arrivalDate, row.arrivalTime, zoneOf(to)).getTime();
  return Math.round((arrives - departs) / 60_000);
}

type TimedRow = LegRow & { durationMinutes: number };

/** A flight's prices per package name for one party size, and the open class of each package that has one. */
interface PricedFlight {
  prices: Record<string, number>;
  classes?: Record<string, { code: string; seatsAtThisPrice: number }>;
}

export function createSearch(db: Db, catalog: CatalogCache, legCache: LegCache, farePercents: FarePercents = DEFAULT_FARE_PERCENT) {
  const legQuery = prepareLegQuery(db);
  const flightsOf = async (from: Place, to: Place, day: string): Promise<TimedRow[]> => {
    const key = `${from.id}|${to.id}|${day}`;
    return legCache.read(key, async () =>
      (await legQuery.execute({ fromId: from.id, toId: to.id, day })).map((r) => ({ ...r, durationMinutes: durationMinutes(r, from, to) })),
    );
  };

  /**
   * Flights of one leg: same route (names match ignoring case), same calendar day, not departed, and
   * with at least `travellers` seats left. Each carries the packages and, under each package's name,
   * its price for this flight.
   */
  async function findLeg(leg: Leg, party: PartyCounts, percents: FarePercents, offers: Offer[], book: FareBook): Promise<SearchResult[]> {
    const travellers = party.adults + party.children;
    const places = await catalog.places();
    const from = places.get(leg.flightFromCurrentLocation.toLowerCase());
    const to = places.get(leg.flightToDestinationLocation.toLowerCase());
    if (!from || !to) return [];
    const now = new Date();
    const ofDay = await flightsOf(from, to, leg.flightDepartingDate);
    const rows = ofDay.filter((f) => f.seatsLeft >= travellers && f.departsAt > now);
    const packageList = offers.map(({ tier: _tier, ...offer }) => offer);
    const international = from.kind === 'international' || to.kind === 'international';
    // Booking classes (issue 31): each flight's price per package for a party of this size, priced from the seats
    // sold per class, when any flight has a ladder. Kept as one map under the day's key and the party's size, as the
    // day's rows are (and cleared with them by the same notices): a search repeated within the moment prices nothing.
    const priced = book.any ? (await legCache.read(`priced|${from.id}|${to.id}|${leg.flightDepartingDate}|${travellers}`, async () => [await pricedFlights(ofDay, from, to, leg.flightDepartingDate, travellers, offers, book)]))[0]! : null;
    return rows.map((f) => {
      const result: SearchResult = {
        _id: f.id,
        planeNumber: f.planeNumber,
        flightNumber: f.flightNumber,
        flightFromCurrentLocation: from.name,
        flightToDestinationLocation: to.name,
        flightDepartingDate: f.departingDate,
        flightDepartingTime: f.departingTime,
        flightArrivalDate: f.arrivalDate,
        flightArrivalTime: f.arrivalTime,
        seatsLeft: f.seatsLeft,
        durationMinutes: f.durationMinutes,
        packageList,
        international,
      };
      const ladder = priced?.get(f.id);
      for (const offer of offers) result[offer.packageName] = ladder ? ladder.prices[offer.packageName]! : f[offer.tier];
      if (ladder?.classes) result.fareClasses = ladder.classes;
      // What the party pays, priced by the booking's own rule (issue 35); the package's property is per adult.
      result.partyTotals = Object.fromEntries(offers.map((o) => [o.packageName, partyFare([Number(result[o.packageName])], party, percents)]));
      return result;
    });
  }

  /** Each flight's price per package for `travellers` (the lowest open class, else the package's), by the hold's rule. */
  async function pricedFlights(ofDay: TimedRow[], from: Place, to: Place, day: string, travellers: number, offers: Offer[], book: FareBook): Promise<Map<string, PricedFlight>> {
    // The seats sold per class of every flight of the day, kept under the day's key for every party size (a larger
    // party's search must not leave out a flight a smaller party's sees).
    const sales = await legCache.read(`sales|${from.id}|${to.id}|${day}`, async () => [...(await salesOf(db, book, ofDay.map((r) => ({ id: r.id, fromId: from.id, toId: to.id }))))]);
    const sold = new Map(sales);
    const now = new Date();
    const priced = new Map<string, PricedFlight>();
    for (const f of ofDay) {
      const flight = { id: f.id, fromId: from.id, toId: to.id, seatCapacity: f.seatCapacity, seatsLeft: f.seatsLeft, departsAt: f.departsAt };
      const prices: Record<string, number> = {};
      const classes: Record<string, { code: string; seatsAtThisPrice: number }> = {};
      for (const offer of offers) {
        const price = priceOn(book, sold, flight, offer, f[offer.tier], travellers, now);
        prices[offer.packageName] = price.price;
        if (price.open) classes[offer.packageName] = price.open;
      }
      priced.set(f.id, { prices, classes: Object.keys(classes).length > 0 ? classes : undefined });
    }
    return priced;
  }

  /** Searches several legs at once, with one read of the packages. */
  return async function searchLegs(legs: Leg[], party: PartyCounts | number): Promise<SearchResult[][]> {
    const counts = typeof party === 'number' ? { adults: party, children: 0, infants: 0 } : party;
    const [offers, book, places] = await Promise.all([catalog.offers(), fareBook(catalog, db), catalog.places()]);
    // The trip is domestic when no leg asked for starts or ends abroad: then a lap infant flies free, as booked.
    const abroad = (name: string) => places.get(name.toLowerCase())?.kind === 'international';
    const percents = tripFarePercents(farePercents, legs.some((l) => abroad(l.flightFromCurrentLocation) || abroad(l.flightToDestinationLocation)));
    return Promise.all(legs.map((leg) => findLeg(leg, counts, percents, offers, book)));
  };
}

export interface FareCalendarAsk {
  from: string;
  to: string;
  date: string;
  days: number;
  travellers: number;
}

/**
 * The fare calendar (API.md "Search that travellers can compare"): for each day from `date − days` to
 * `date + days`, never before today at the departure airport, the lowest price of any package on a flight
 * of that day that has not departed and has seats for every traveller; null when none flies.
 * One index range read for the whole strip.
 */
export function createFareCalendar(db: Db, catalog: CatalogCache, legCache: LegCache) {
  const rangeQuery = prepareFareRangeQuery(db);
  const rowsOf = async (from: Place, to: Place, first: string, last: string): Promise<FareRow[]> => {
    const key = `calendar|${from.id}|${to.id}|${first}|${last}`;
    return legCache.read(key, () => rangeQuery.execute({ fromId: from.id, toId: to.id, first, last }));
  };

  return async function fareCalendar(ask: FareCalendarAsk): Promise<FareCalendarDay[]> {
    const places = await catalog.places();
    const from = places.get(ask.from.toLowerCase());
    const to = places.get(ask.to.toLowerCase());
    const now = new Date();
    const today = utcToZoned(now, from ? zoneOf(from) : HOME_TIME_ZONE).date;
    const wanted = addDays(ask.date, -ask.days);
    const first = wanted < today ? today : wanted;
    const last = addDays(ask.date, ask.days);
    if (first > last) return [];
    const byDay = new Map<string, FareCalendarDay>();
    for (let day = first; day <= last; day = addDays(day, 1)) byDay.set(day, { date: day, lowestFare: null, flights: 0 });
    if (!from || !to) return [...byDay.values()];
    const [offers, rows, book] = await Promise.all([catalog.offers(), rowsOf(from, to, first, last), fareBook(catalog, db)]);
    const tiers = [...new Set(offers.map((o) => o.tier))];
    // Booking classes (issue 31): a flight's lowest fare is the lowest open class of any package for this party,
    // kept beside the strip's rows as one map (and cleared with them by the same notices).
    const lowest = book.any ? (await legCache.read(`calendar-lowest|${from.id}|${to.id}|${first}|${last}|${ask.travellers}`, async () => [await lowestFares(rows, from, to, ask.travellers, offers, book)]))[0]! : null;
    for (const row of rows) {
      if (row.seatsLeft < ask.travellers || row.departsAt <= now) continue;
      const entry = byDay.get(row.day);
      if (!entry) continue;
      entry.flights++;
      const fare = lowest ? lowest.get(row.id) : Math.min(...tiers.map((tier) => row[tier]));
      if (fare !== undefined && (entry.lowestFare === null || fare < entry.lowestFare)) entry.lowestFare = fare;
    }
    return [...byDay.values()];
  };

  /** Each flight's lowest price over the packages for `travellers`, by the same rule as search and the hold. */
  async function lowestFares(rows: FareRow[], from: Place, to: Place, travellers: number, offers: Offer[], book: FareBook): Promise<Map<string, number>> {
    const sold = await salesOf(db, book, rows.map((r) => ({ id: r.id, fromId: from.id, toId: to.id })));
    const now = new Date();
    return new Map(
      rows.map((row) => {
        const flight = { id: row.id, fromId: from.id, toId: to.id, seatCapacity: row.seatCapacity, seatsLeft: row.seatsLeft, departsAt: row.departsAt };
        return [row.id, Math.min(...offers.map((offer) => priceOn(book, sold, flight, offer, row[offer.tier], travellers, now).price))];
      }),
    );
  }
}
