import { asc, eq, sql } from 'drizzle-orm';
import type { cabinCrewBody, CabinCrew, Pilot, pilotBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUuid, rowById, unreferencedOr, uniqueOr } from '../db/errors.js';
import { cabinCrew, flights, pilots } from '../db/schema.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { EntityStore } from './store.js';
import { sentence } from '@tarmac/shared';

type PersonRow = { id: string; name: string; createdAt: Date; updatedAt: Date };
const stamps = (row: PersonRow) => ({ createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** Pilots and cabin crew are alike: a name, and flights that refer to them. */
function personRepo<Body, Entity>(
  db: Db,
  options: {
    table: typeof pilots | typeof cabinCrew;
    flightColumn: typeof flights.pilotId | typeof flights.cabinCrewId;
    /** e.g. 'pilot', in sentences. */
    noun: string;
    nameOf: (b: Body) => string;
    toEntity: (row: PersonRow) => Entity;
  },
): EntityStore<Body, Entity> {
  const { table, toEntity, noun, nameOf } = options;
  const missing = () => new NotFoundError('crew.notFound', { noun });
  const duplicate = (b: Body) => () => sentence('crew.duplicate', { noun, name: nameOf(b) });
  const inUse = async (id: string) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(flights).where(eq(options.flightColumn, id));
    const n = row?.n ?? 0;
    return sentence('crew.inUse', { noun, count: n });
  };
  return {
    async create(b) {
      const [row] = await uniqueOr(() => db.insert(table).values({ name: nameOf(b) }).returning(), duplicate(b));
      return toEntity(row!);
    },
    async list() {
      return (await db.select().from(table).orderBy(asc(table.createdAt), asc(table.id))).map(toEntity);
    },
    get: async (id) => toEntity(await rowById(id, () => db.select().from(table).where(eq(table.id, id)), missing)),
    async update(id, b) {
      const write = () => db.update(table).set({ name: nameOf(b), updatedAt: new Date() }).where(eq(table.id, id)).returning();
      return toEntity(await rowById(id, () => uniqueOr(write, duplicate(b)), missing));
    },
    async remove(id) {
      // In a (nested) transaction of its own, so that when the delete is refused, the caller's transaction
      // can still ask what holds the row.
      const remove = () => db.transaction((sp) => sp.delete(table).where(eq(table.id, id)).returning({ id: table.id }));
      await rowById(id, () => unreferencedOr(remove, () => inUse(id)), missing);
    },
  };
}

export const pilotsRepo = (db: Db) =>
  personRepo<z.output<typeof pilotBody>, Pilot>(db, {
    table: pilots,
    flightColumn: flights.pilotId,
    noun: 'pilot',
    nameOf: (b) => b.pilotName,
    toEntity: (row) => ({ _id: row.id, pilotName: row.name, ...stamps(row) }),
  });

export const cabinCrewRepo = (db: Db) =>
  personRepo<z.output<typeof cabinCrewBody>, CabinCrew>(db, {
    table: cabinCrew,
    flightColumn: flights.cabinCrewId,
    noun: 'cabin crew member',
    nameOf: (b) => b.cabinCrewName,
    toEntity: (row) => ({ _id: row.id, cabinCrewName: row.name, ...stamps(row) }),
  });

/** Whether a pilot with that id exists (a malformed id names none). */
export async function pilotExists(db: Db, id: string): Promise<boolean> {
  return isUuid(id) && (await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.id, id))).length > 0;
}

/** Whether a cabin crew member with that id exists (a malformed id names none). */
export async function cabinCrewExists(db: Db, id: string): Promise<boolean> {
  return isUuid(id) && (await db.select({ id: cabinCrew.id }).from(cabinCrew).where(eq(cabinCrew.id, id))).length > 0;
}
