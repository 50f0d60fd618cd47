import { closedByRules, fareBasisOf, lowestOpenClass, type ClassSales, type FareClass, type FareClosing, type OpenFareClass } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import type { CatalogCache } from '../catalog/cache.js';
import { classSales, readFareBook } from './fares.repo.js';

/** Every ladder and route rule, kept in memory until the next catalogue change (admin edits announce one). */
export interface FareBook {
  /** flightId → packageId → the flight's own ladder. */
  flight: Map<string, Map<string, FareClass[]>>;
  /** `fromId|toId` → packageId → the route's default ladder. */
  route: Map<string, Map<string, FareClass[]>>;
  /** `fromId|toId` → the route's closing rules. */
  closing: Map<string, FareClosing>;
  /** Whether any ladder exists (when none does, search reads nothing more). */
  any: boolean;
  /**
   * `flightId|packageId|seats` → the class the last hold of this process sold there (null: none open): the next
   * hold's guess (hold-fares.ts), forgotten with the book at the next catalogue change.
   */
  lastSold: Map<string, { code: string | null }>;
}

export async function loadFareBook(db: Db): Promise<FareBook> {
  const { ladders, rules } = await readFareBook(db);
  const book: FareBook = { flight: new Map(), route: new Map(), closing: new Map(), any: ladders.length > 0, lastSold: new Map() };
  for (const l of ladders) {
    const [map, key] = l.flightId ? [book.flight, l.flightId] : [book.route, `${l.fromId}|${l.toId}`];
    let byPackage = map.get(key);
    if (!byPackage) map.set(key, (byPackage = new Map()));
    byPackage.set(l.packageId, l.classes);
  }
  for (const r of rules) book.closing.set(`${r.fromId}|${r.toId}`, { loadFactorPercent: r.loadFactorPercent, daysBefore: r.daysBefore });
  return book;
}

/** The fare book of the catalogue cache (one read per catalogue change and process). */
export function fareBook(catalog: CatalogCache, db: Db): Promise<FareBook> {
  return catalog.remember('fare-book', () => loadFareBook(db));
}

/** What pricing needs of a flight. */
export interface FareFlight {
  id: string;
  fromId: string;
  toId: string;
  seatCapacity: number;
  seatsLeft: number;
  departsAt: Date;
}

/** The ladder a flight sells a package in: its own, else its route's default; null: none (the package price). */
export function ladderOf(book: FareBook, flight: Pick<FareFlight, 'id' | 'fromId' | 'toId'>, packageId: string): { classes: FareClass[]; source: 'flight' | 'route' } | null {
  const own = book.flight.get(flight.id)?.get(packageId);
  if (own && own.length > 0) return { classes: own, source: 'flight' };
  const route = book.route.get(`${flight.fromId}|${flight.toId}`)?.get(packageId);
  if (route && route.length > 0) return { classes: route, source: 'route' };
  return null;
}

export const closingOf = (book: FareBook, flight: Pick<FareFlight, 'fromId' | 'toId'>) => book.closing.get(`${flight.fromId}|${flight.toId}`);

/** The ladder's classes with the seats sold in each. */
export function withSales(classes: readonly FareClass[], sales: Map<string, number>, flightId: string, packageId: string): ClassSales[] {
  return classes.map((c) => ({ ...c, sold: sales.get(`${flightId}|${packageId}|${c.code}`) ?? 0 }));
}

/** A package's price on a flight now for a party: the lowest open class, or the package's own price. */
export interface FarePrice {
  price: number;
  open: OpenFareClass | null;
  fareBasis: string | null;
  ladder: FareClass[] | null;
}

export function priceOn(
  book: FareBook,
  sales: Map<string, number>,
  flight: FareFlight,
  pkg: { _id: string; packageName: string },
  packagePrice: number,
  travellers: number,
  now: Date,
): FarePrice {
  const ladder = ladderOf(book, flight, pkg._id);
  if (!ladder) return { price: packagePrice, open: null, fareBasis: null, ladder: null };
  const open = lowestOpenClass(withSales(ladder.classes, sales, flight.id, pkg._id), travellers, closedByRules(closingOf(book, flight), flight, now));
  if (!open) return { price: packagePrice, open: null, fareBasis: null, ladder: ladder.classes };
  return { price: open.price, open: { code: open.code, seatsAtThisPrice: open.left }, fareBasis: fareBasisOf(open.code, pkg.packageName), ladder: ladder.classes };
}

/** Seats sold per class of the flights given that have a ladder (none read when no flight has one). */
export async function salesOf(db: Db, book: FareBook, flightsWanted: readonly Pick<FareFlight, 'id' | 'fromId' | 'toId'>[]): Promise<Map<string, number>> {
  if (!book.any) return new Map();
  const ids = flightsWanted.filter((f) => book.flight.has(f.id) || book.route.has(`${f.fromId}|${f.toId}`)).map((f) => f.id);
  return classSales(db, ids);
}
