import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FareClass, FareClosing } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { bookings, fareClassSales, fareClosingRules, fareLadders, flights, locations, packages, promoCodes } from '../db/schema.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { rowsOf } from '../db/rows.js';

/** Every ladder and closing rule, as the fare book keeps them in memory (fares.ts). */
export async function readFareBook(db: Db) {
  const [ladders, rules] = await Promise.all([
    db.select({ fromId: fareLadders.fromId, toId: fareLadders.toId, flightId: fareLadders.flightId, packageId: fareLadders.packageId, classes: fareLadders.classes }).from(fareLadders),
    db.select({ fromId: fareClosingRules.fromId, toId: fareClosingRules.toId, loadFactorPercent: fareClosingRules.loadFactorPercent, daysBefore: fareClosingRules.daysBefore }).from(fareClosingRules),
  ]);
  return { ladders, rules };
}

const salesRead = preparedPerDatabase((db) =>
  db
    .select({ flightId: fareClassSales.flightId, packageId: fareClassSales.packageId, code: fareClassSales.fareClass, sold: fareClassSales.seats })
    .from(fareClassSales)
    .where(sql`${fareClassSales.flightId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('fare_class_sales'),
);

/** Seats sold per booking class of the flights given (the kept counters, fare_class_sales): `flightId|packageId|code` → seats. */
export async function classSales(db: Db, flightIds: readonly string[]): Promise<Map<string, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await salesRead(db).execute({ ids: `{${flightIds.join(',')}}` });
  return new Map(rows.map((r) => [`${r.flightId}|${r.packageId}|${r.code}`, Number(r.sold)]));
}

/** Replaces a route's default ladders and closing rules (in one transaction). */
export async function saveRouteFares(db: Db, fromId: string, toId: string, ladders: { packageId: string; classes: FareClass[] }[], closing: FareClosing) {
  await db.transaction(async (tx) => {
    await tx.delete(fareLadders).where(and(isNull(fareLadders.flightId), eq(fareLadders.fromId, fromId), eq(fareLadders.toId, toId)));
    const kept = ladders.filter((l) => l.classes.length > 0);
    if (kept.length > 0) await tx.insert(fareLadders).values(kept.map((l) => ({ fromId, toId, packageId: l.packageId, classes: l.classes })));
    if (closing.loadFactorPercent === null && closing.daysBefore === null) {
      await tx.delete(fareClosingRules).where(and(eq(fareClosingRules.fromId, fromId), eq(fareClosingRules.toId, toId)));
    } else {
      await tx
        .insert(fareClosingRules)
        .values({ fromId, toId, ...closing })
        .onConflictDoUpdate({ target: [fareClosingRules.fromId, fareClosingRules.toId], set: { ...closing, updatedAt: new Date() } });
    }
  });
}

/** Sets (or with no classes removes) one flight's own ladder for one package. */
export async function saveFlightLadder(db: Db, flightId: string, packageId: string, classes: FareClass[]) {
  await db.transaction(async (tx) => {
    await tx.delete(fareLadders).where(and(eq(fareLadders.flightId, flightId), eq(fareLadders.packageId, packageId)));
    if (classes.length > 0) await tx.insert(fareLadders).values({ flightId, packageId, classes });
  });
}

/** Whether the ids name a location each, a flight, a package. */
export async function locationExists(db: Db, id: string) {
  return (await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id))).length > 0;
}
export async function findFlightForFares(db: Db, id: string) {
  const [row] = await db
    .select({ id: flights.id, fromId: flights.fromId, toId: flights.toId, seatCapacity: flights.seatCapacity, seatsLeft: flights.seatsLeft, departsAt: flights.departsAt, silver: flights.silverPrice, gold: flights.goldPrice, platinum: flights.platinumPrice })
    .from(flights)
    .where(eq(flights.id, id));
  return row ?? null;
}
export async function packageExists(db: Db, id: string) {
  return (await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id))).length > 0;
}

/** The future flights among those given (the flights with a ladder of their own), with their route, number and day. */
export async function futureFlightsAmong(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: flights.id, fromId: flights.fromId, toId: flights.toId, flightNumber: flights.flightNumber, departingDate: flights.departingDate })
    .from(flights)
    .where(and(sql`${flights.id} = any(${`{${ids.join(',')}}`}::uuid[])`, gte(flights.departsAt, sql`now()`)))
    .orderBy(asc(flights.departingDate), asc(flights.departingTime));
}

// ---- Promo codes ----

export type PromoRow = typeof promoCodes.$inferSelect;

export async function findPromo(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()));
  return row ?? null;
}

export async function insertPromo(db: Db, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row!;
}

export async function disablePromo(db: Db, id: string) {
  const [row] = await db.update(promoCodes).set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, now())`, updatedAt: new Date() }).where(eq(promoCodes.id, id)).returning();
  return row ?? null;
}

export async function deletePromo(db: Db, id: string) {
  await db.delete(promoCodes).where(eq(promoCodes.id, id));
}

/** Every code with its uses: live (held or ticketed), ever, and the discounts of paid bookings. */
export async function listPromos(db: Db) {
  return db
    .select({
      p: promoCodes,
      uses: sql<number>`(select count(*) from ${bookings} b where b.promo_code = ${promoCodes.code} and b.status in ('held', 'ticketed'))::int`,
      everUsed: sql<number>`(select count(*) from ${bookings} b where b.promo_code = ${promoCodes.code})::int`,
      discountGiven: sql<number>`(select coalesce(sum(b.discount), 0) from ${bookings} b where b.promo_code = ${promoCodes.code} and b.ticketed_at is not null)::int`,
    })
    .from(promoCodes)
    .orderBy(asc(promoCodes.code));
}

export async function promoById(db: Db, id: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

export async function promoEverUsed(db: Db, code: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.promoCode, code));
  return Number(row?.n ?? 0);
}

/**
 * Bookings ticketed in the period (days in the airline's zone): seats and fares by package and booking class
 * (each leg's adult price times its seated travellers), and uses, discounts and revenue by promo code.
 */
export async function faresReport(db: Db, from: string, to: string, zone: string) {
  const start = sql`(${from}::date::timestamp at time zone ${zone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${zone})`;
  const [classes, promos] = await Promise.all([
    db.execute(sql`
      select l.package_name as "packageName", l.fare_class as "fareClass", sum(b.travellers)::int as seats,
             sum(b.travellers * l.package_price)::float8 as revenue
      from bookings b join booking_legs l on l.booking_id = b.id
      where b.ticketed_at >= ${start} and b.ticketed_at < ${end}
      group by 1, 2 order by 1, 2 nulls last`),
    db.execute(sql`
      select b.promo_code as code, count(*)::int as bookings, sum(b.discount)::float8 as discount, sum(b.total)::float8 as revenue
      from bookings b
      where b.promo_code is not null and b.ticketed_at >= ${start} and b.ticketed_at < ${end}
      group by 1 order by 1`),
  ]);
  return {
    classes: rowsOf<{ packageName: string; fareClass: string | null; seats: number; revenue: number }>(classes).map((r) => ({ ...r, seats: Number(r.seats), revenue: Number(r.revenue) })),
    promoCodes: rowsOf<{ code: string; bookings: number; discount: number; revenue: number }>(promos).map((r) => ({ ...r, bookings: Number(r.bookings), discount: Number(r.discount), revenue: Number(r.revenue) })),
  };
}
