import { asc, eq, sql } from 'drizzle-orm';
import { cabinCrewBody, cabinCrewSchema, catalogMessages, pilotBody, pilotSchema, type CabinCrew, type Pilot } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { cabinCrew, flights, pilots } from '../db/schema.js';
import type { CrudSpec } from './crud.js';

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({ createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** Pilots and cabin crew are alike: a name, and flights that refer to them. */
function personSpec<Body, Entity>(
  db: Db,
  options: {
    table: typeof pilots | typeof cabinCrew;
    flightColumn: typeof flights.pilotId | typeof flights.cabinCrewId;
    noun: string;
    paths: CrudSpec<Body, Entity>['paths'];
    body: z.ZodType<Body>;
    entity: z.ZodType<Entity>;
    messages: CrudSpec<Body, Entity>['messages'];
    nameOf: (b: Body) => string;
    toEntity: (row: { id: string; name: string; createdAt: Date; updatedAt: Date }) => Entity;
  },
): CrudSpec<Body, Entity> {
  const { table, toEntity } = options;
  return {
    noun: options.noun,
    paths: options.paths,
    listAudience: 'admin',
    body: options.body,
    entity: options.entity,
    messages: options.messages,
    async create(b) {
      const [row] = await db.insert(table).values({ name: options.nameOf(b) }).returning();
      return toEntity(row!);
    },
    async list() {
      return (await db.select().from(table).orderBy(asc(table.createdAt), asc(table.id))).map(toEntity);
    },
    async get(id) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? toEntity(row) : null;
    },
    async update(id, b) {
      const [row] = await db.update(table).set({ name: options.nameOf(b), updatedAt: new Date() }).where(eq(table.id, id)).returning();
      return row ? toEntity(row) : null;
    },
    async remove(id) {
      return (await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })).length > 0;
    },
    async inUse(id) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(flights).where(eq(options.flightColumn, id));
      const n = row?.n ?? 0;
      return `This ${options.noun} is assigned to ${n} flight${n === 1 ? '' : 's'}; assign someone else to ${n === 1 ? 'it' : 'them'} first.`;
    },
    duplicate: (b) => `A ${options.noun} named ${options.nameOf(b)} already exists.`,
  };
}

type PilotBody = z.output<typeof pilotBody>;
type CrewBody = z.output<typeof cabinCrewBody>;

export const pilotSpec = (db: Db) =>
  personSpec<PilotBody, Pilot>(db, {
    table: pilots,
    flightColumn: flights.pilotId,
    noun: 'pilot',
    paths: { create: '/api/upload-pilot-information', list: '/api/show-pilot-list', remove: '/api/delete-pilot-by-id', one: '/api/pilots' },
    body: pilotBody,
    entity: pilotSchema,
    messages: { created: catalogMessages.pilotAdded, updated: catalogMessages.updated, deleted: catalogMessages.pilotDeleted },
    nameOf: (b) => b.pilotName,
    toEntity: (row) => ({ _id: row.id, pilotName: row.name, ...stamps(row) }),
  });

export const cabinCrewSpec = (db: Db) =>
  personSpec<CrewBody, CabinCrew>(db, {
    table: cabinCrew,
    flightColumn: flights.cabinCrewId,
    noun: 'cabin crew member',
    paths: { create: '/api/upload-cabin-crew-information', list: '/api/show-cabin-crew-list', remove: '/api/delete-cabin-crewby-id', one: '/api/cabin-crew' },
    body: cabinCrewBody,
    entity: cabinCrewSchema,
    messages: { created: catalogMessages.cabinCrewAdded, updated: catalogMessages.updated, deleted: catalogMessages.cabinCrewDeleted },
    nameOf: (b) => b.cabinCrewName,
    toEntity: (row) => ({ _id: row.id, cabinCrewName: row.name, ...stamps(row) }),
  });
