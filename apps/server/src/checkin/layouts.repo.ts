import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_CABIN_LAYOUT, sellableSeats, type CabinLayout, type cabinLayoutBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUniqueViolation, isUuid } from '../db/errors.js';
import { cabinLayouts, flights, planes } from '../db/schema.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { ConflictError, DuplicateError, NotFoundError } from '../lib/domain-errors.js';

type LayoutValues = z.output<typeof cabinLayoutBody>;
type LayoutRow = typeof cabinLayouts.$inferSelect;

const missing = () => new NotFoundError('layout.notFound');

const toLayout = (row: LayoutRow, planeNumbers: string[]): CabinLayout => ({
  _id: row.id,
  name: row.name,
  rows: row.rows,
  letters: row.letters,
  extraLegroomRows: row.extraLegroomRows,
  exitRows: row.exitRows,
  blockedSeats: row.blockedSeats,
  bassinetSeats: row.bassinetSeats,
  planeNumbers,
  seatCapacity: sellableSeats(row).length,
});

/** The layout a plane flies: its own when the admin gave it one, otherwise the default (30 × ABC-DEF). */
export async function layoutOfPlane(db: Db, planeNumber: string): Promise<{ own: boolean; layout: typeof DEFAULT_CABIN_LAYOUT & { name: string } }> {
  const [row] = await db
    .select({ l: cabinLayouts })
    .from(planes)
    .innerJoin(cabinLayouts, eq(cabinLayouts.id, planes.layoutId))
    .where(eq(planes.planeNumber, planeNumber));
  return row ? { own: true, layout: row.l } : { own: false, layout: DEFAULT_CABIN_LAYOUT };
}

/** The seats a plane with a layout of its own can sell; null for a plane without one (the admin's capacity holds). */
export async function layoutCapacity(db: Db, planeNumber: string): Promise<number | null> {
  const { own, layout } = await layoutOfPlane(db, planeNumber);
  return own ? sellableSeats(layout).length : null;
}

async function planesOf(db: Db, layoutIds: string[]): Promise<Map<string, string[]>> {
  const rows = layoutIds.length ? await db.select().from(planes).where(inArray(planes.layoutId, layoutIds)).orderBy(asc(planes.planeNumber)) : [];
  const byLayout = new Map<string, string[]>();
  for (const r of rows) byLayout.set(r.layoutId, [...(byLayout.get(r.layoutId) ?? []), r.planeNumber]);
  return byLayout;
}

export async function listLayouts(db: Db): Promise<CabinLayout[]> {
  const rows = await db.select().from(cabinLayouts).orderBy(asc(cabinLayouts.name));
  const byLayout = await planesOf(db, rows.map((r) => r.id));
  return rows.map((r) => toLayout(r, byLayout.get(r.id) ?? []));
}

export async function getLayout(db: Db, id: string): Promise<CabinLayout> {
  const [row] = isUuid(id) ? await db.select().from(cabinLayouts).where(eq(cabinLayouts.id, id)) : [];
  if (!row) throw missing();
  return toLayout(row, (await planesOf(db, [id])).get(id) ?? []);
}

/**
 * Future flights of these planes take the layout's capacity. Sold seats stay sold: a flight whose sold seats
 * exceed the new capacity is left as it was by the guarded update, and then the whole change is refused.
 */
async function applyCapacity(tx: Db, planeNumbers: string[], capacity: number): Promise<number> {
  if (planeNumbers.length === 0) return 0;
  const future = and(inArray(flights.planeNumber, planeNumbers), gt(flights.departsAt, sql`now()`), ne(flights.seatCapacity, capacity));
  const changed = await tx
    .update(flights)
    .set({ seatCapacity: capacity, seatsLeft: sql`${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity})`, updatedAt: new Date() })
    .where(and(future, sql`${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity}) >= 0`))
    .returning({ id: flights.id });
  const [stuck] = await tx
    .select({ flightNumber: flights.flightNumber, date: flights.departingDate, sold: sql<number>`(${flights.seatCapacity} - ${flights.seatsLeft})::int` })
    .from(flights)
    .where(future)
    .limit(1);
  if (stuck) {
    throw new ConflictError('layout.tooSmall', { flight: stuck.flightNumber, date: stuck.date, sold: stuck.sold, capacity });
  }
  return changed.length;
}

async function writePlanes(tx: Db, layoutId: string, planeNumbers: string[]) {
  await tx.delete(planes).where(eq(planes.layoutId, layoutId));
  if (planeNumbers.length === 0) return;
  try {
    // A savepoint, so the caller's transaction can still ask which plane clashed.
    await tx.transaction((sp) => sp.insert(planes).values(planeNumbers.map((planeNumber) => ({ planeNumber, layoutId }))));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [taken] = await tx
      .select({ planeNumber: planes.planeNumber, name: cabinLayouts.name })
      .from(planes)
      .innerJoin(cabinLayouts, eq(cabinLayouts.id, planes.layoutId))
      .where(inArray(planes.planeNumber, planeNumbers))
      .limit(1);
    throw (taken ? new DuplicateError('layout.planeTaken', { plane: taken.planeNumber, layout: taken.name }) : new DuplicateError('layout.planeTakenOtherType', { plane: planeNumbers[0] ?? '' }));
  }
}

const layoutFields = (v: LayoutValues) => ({
  name: v.name,
  rows: v.rows,
  letters: v.letters,
  extraLegroomRows: v.extraLegroomRows,
  exitRows: v.exitRows,
  blockedSeats: v.blockedSeats,
  bassinetSeats: v.bassinetSeats,
});

const duplicateName = (name: string) => new DuplicateError('layout.nameTaken', { name });

export async function createLayout(db: Db, v: LayoutValues, actor: Actor): Promise<CabinLayout> {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(cabinLayouts).values(layoutFields(v)).returning({ id: cabinLayouts.id });
      await writePlanes(tx, row!.id, v.planeNumbers);
      const flightsChanged = await applyCapacity(tx, v.planeNumbers, sellableSeats(v).length);
      await recordAudit(tx, actor, { entity: 'cabin-layout', entityId: row!.id, action: 'create', after: { ...v, flightsChanged } });
      return row!.id;
    })
    .catch((err) => {
      throw isUniqueViolation(err) ? duplicateName(v.name) : err;
    });
  return getLayout(db, id);
}

export async function updateLayout(db: Db, id: string, v: LayoutValues, actor: Actor): Promise<CabinLayout> {
  const before = await getLayout(db, id);
  await db
    .transaction(async (tx) => {
      const [row] = await tx.update(cabinLayouts).set({ ...layoutFields(v), updatedAt: new Date() }).where(eq(cabinLayouts.id, id)).returning({ id: cabinLayouts.id });
      if (!row) throw missing();
      await writePlanes(tx, id, v.planeNumbers);
      const flightsChanged = await applyCapacity(tx, v.planeNumbers, sellableSeats(v).length);
      const { _id: _, seatCapacity: __, ...old } = before;
      await recordAudit(tx, actor, { entity: 'cabin-layout', entityId: id, action: 'update', before: old, after: { ...v, flightsChanged } });
    })
    .catch((err) => {
      throw isUniqueViolation(err) ? duplicateName(v.name) : err;
    });
  return getLayout(db, id);
}

/** Deletes a layout; its planes fly the default layout's seat map from then on, their flights keep their capacity. */
export async function deleteLayout(db: Db, id: string, actor: Actor): Promise<void> {
  const before = await getLayout(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(cabinLayouts).where(eq(cabinLayouts.id, id));
    const { _id: _, ...old } = before;
    await recordAudit(tx, actor, { entity: 'cabin-layout', entityId: id, action: 'delete', before: old });
  });
}
