import { fareBasisOf, promoDiscount } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { FlightWithPlaces } from '../catalog/flights.repo.js';
import type { QuotedLeg } from '../bookings/bookings.repo.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { closingOf, fareBook, priceOn, salesOf } from './fares.js';
import { FareChangedError } from './errors.js';
import { PromoCodeError } from './errors.js';
import { findFlightForFares, findPromo } from './fares.repo.js';
import type { Db } from '../db/open.js';

type FareContext = Pick<AppContext, 'database' | 'catalog'>;

/**
 * Prices each leg in the lowest open booking class of its package's ladder for `seated` travellers (issue 31), from
 * the seats sold per class now; a leg without a ladder keeps the package price. The hold checks the class again
 * under the flight's lock (bookings/sql/hold.sql) and says which class is open when another buyer got there first.
 */
export async function priceFareClasses(ctx: FareContext, legs: QuotedLeg[], flightRows: readonly FlightWithPlaces[], seated: number, now = new Date()): Promise<void> {
  const book = await fareBook(ctx.catalog, ctx.database.db);
  if (!book.any) return;
  const flightOf = (leg: QuotedLeg) => flightRows.find((r) => r.f.id === leg.flightId)!.f;
  const sales = await salesOf(ctx.database.db, book, legs.map(flightOf));
  for (const leg of legs) {
    const f = flightOf(leg);
    const priced = priceOn(book, sales, f, { _id: leg.packageId, packageName: leg.packageName }, leg.packagePrice, seated, now);
    if (!priced.ladder) continue;
    leg.basePrice = leg.packagePrice;
    leg.ladder = priced.ladder;
    leg.closing = closingOf(book, f) ?? null;
    setClass(leg, priced.open?.code ?? null);
  }
}

/** A package's price on a flight now: the lowest open booking class (its letter and fare basis), or the package's own price. */
export interface ClassPrice {
  price: number;
  fareClass: string | null;
  fareBasis: string | null;
}

/**
 * Prices a package on a flight whose row `tx` has locked, after taking `taken` seats on it (a change of flight's
 * offer): the lowest open class for `seated` travellers from the seats sold per class now (the counters change only
 * under that lock), with the route's load factor read before those seats, as the hold reads it.
 */
export async function priceUnderLock(
  ctx: FareContext,
  tx: Db,
  flightId: string,
  pkg: { _id: string; packageName: string },
  packagePrice: number,
  c: { seated: number; taken: number; now: Date },
): Promise<ClassPrice> {
  const book = await fareBook(ctx.catalog, ctx.database.db);
  const flight = book.any ? await findFlightForFares(tx, flightId) : null;
  if (!flight) return { price: packagePrice, fareClass: null, fareBasis: null };
  const before = { ...flight, seatsLeft: flight.seatsLeft + c.taken };
  const priced = priceOn(book, await salesOf(tx, book, [before]), before, pkg, packagePrice, c.seated, c.now);
  return { price: priced.price, fareClass: priced.open?.code ?? null, fareBasis: priced.fareBasis };
}

/** Puts a leg in a class of its ladder (null: none open, the package's own price). */
export function setClass(leg: QuotedLeg, code: string | null): void {
  const c = code ? leg.ladder?.find((x) => x.code === code) : undefined;
  leg.packagePrice = c ? c.price : (leg.basePrice ?? leg.packagePrice);
  if (c) {
    leg.fareClass = c.code;
    leg.fareBasis = fareBasisOf(c.code, leg.packageName);
  } else {
    delete leg.fareClass;
    delete leg.fareBasis;
  }
}

/** The adult price each leg was seen at (`legs[].expectedPrice`) must be its price now: else 409 with the new one. */
export function checkExpectedFares(asked: readonly { expectedPrice?: number | undefined }[], legs: readonly QuotedLeg[]): void {
  legs.forEach((leg, i) => {
    const expected = asked[i]?.expectedPrice;
    if (expected !== undefined && expected !== leg.packagePrice) throw new FareChangedError(i, leg.packagePrice);
  });
}

/** Today at home (Dhaka): the day a promo code's dates are read in. */
const homeToday = (now: Date) => utcToZoned(now, HOME_TIME_ZONE).date;

/** A promo code as it stands for a booking: its row, or why it does not apply. */
export async function promoFor(
  ctx: FareContext,
  raw: string,
  route: { fromId: string; toId: string } | null,
  travellers: number | null,
  now = new Date(),
) {
  const code = raw.trim().toUpperCase();
  const promo = await findPromo(ctx.database.db, code);
  if (!promo) throw new PromoCodeError('promo.unknown', { code });
  if (promo.disabledAt) throw new PromoCodeError('promo.disabled', { code });
  const today = homeToday(now);
  if (today < promo.validFrom) throw new PromoCodeError('promo.notYet', { code });
  if (today > promo.validTo) throw new PromoCodeError('promo.expired', { code });
  if (route && promo.routes && !promo.routes.some((r) => r.fromId === route.fromId && r.toId === route.toId)) throw new PromoCodeError('promo.otherRoute', { code });
  if (travellers !== null && promo.minTravellers !== null && travellers < promo.minTravellers) {
    throw new PromoCodeError('promo.fewTravellers', { code, min: promo.minTravellers });
  }
  return { code: promo.code, discountOn: (total: number) => promoDiscount(promo.kind, promo.value, total), kind: promo.kind, value: promo.value };
}
