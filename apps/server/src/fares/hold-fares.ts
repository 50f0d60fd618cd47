import { fareBasisOf, promoDiscount } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { FlightWithPlaces } from '../catalog/flights.repo.js';
import type { QuotedLeg } from '../bookings/bookings.repo.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { closingOf, fareBook, ladderOf, priceOn, salesOf } from './fares.js';
import { FareChangedError } from './errors.js';
import { PromoCodeError } from './errors.js';
import { findFlightForFares, findPromo } from './fares.repo.js';
import type { Db } from '../db/open.js';

type FareContext = Pick<AppContext, 'database' | 'catalog'>;

/**
 * Prices each leg in the lowest open booking class of its package's ladder for `seated` travellers (issue 31); a leg
 * without a ladder keeps the package price. The hold checks the class again under the flight's lock
 * (bookings/sql/hold.sql) and says which class is open when it is another. The class is a guess: the one this
 * process's last hold of the flight, package and party size was sold in (`rememberClasses`), else the one the seats
 * sold per class say now (`fresh`, or no hold yet); a wrong guess costs the hold one more try, never a wrong price.
 */
export async function priceFareClasses(ctx: FareContext, legs: QuotedLeg[], flightRows: readonly FlightWithPlaces[], seated: number, c: { fresh?: boolean; now?: Date } = {}): Promise<void> {
  const book = await fareBook(ctx.catalog, ctx.database.db);
  if (!book.any) return;
  const flightOf = (leg: QuotedLeg) => flightRows.find((r) => r.f.id === leg.flightId)!.f;
  const laddered = legs.filter((leg) => ladderOf(book, flightOf(leg), leg.packageId));
  if (laddered.length === 0) return;
  const guesses = laddered.map((leg) => book.lastSold.get(guessKey(leg, seated)));
  const sales = c.fresh || guesses.includes(undefined) ? await salesOf(ctx.database.db, book, laddered.map(flightOf)) : null;
  laddered.forEach((leg, i) => {
    const f = flightOf(leg);
    leg.basePrice ??= leg.packagePrice;
    leg.ladder = ladderOf(book, f, leg.packageId)!.classes;
    leg.closing = closingOf(book, f) ?? null;
    const now = c.now ?? new Date();
    setClass(leg, sales ? (priceOn(book, sales, f, { _id: leg.packageId, packageName: leg.packageName }, leg.basePrice, seated, now).open?.code ?? null) : guesses[i]!.code);
  });
}

/** What a guess of a leg's class is kept by: the flight, the package and the party's seats. */
const guessKey = (leg: Pick<QuotedLeg, 'flightId' | 'packageId'>, seated: number) => `${leg.flightId}|${leg.packageId}|${seated}`;

/** After a hold: the classes its legs were sold in are the next hold's guesses (until the next catalogue change). */
export async function rememberClasses(ctx: FareContext, legs: readonly QuotedLeg[], seated: number): Promise<void> {
  const book = await fareBook(ctx.catalog, ctx.database.db);
  for (const leg of legs) if (leg.ladder) book.lastSold.set(guessKey(leg, seated), { code: leg.fareClass ?? null });
}

/** Whether every leg is at the adult price the traveller saw (`legs[].expectedPrice`), where one was given. */
export const fareAsExpected = (asked: readonly { expectedPrice?: number | undefined }[], legs: readonly QuotedLeg[]) =>
  legs.every((leg, i) => asked[i]?.expectedPrice === undefined || asked[i]!.expectedPrice === leg.packagePrice);

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
