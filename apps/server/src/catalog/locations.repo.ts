import { and, asc, eq, sql } from 'drizzle-orm';
import type { Location, LocationKind, locationBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { rowById, unreferencedOr, uniqueOr } from '../db/errors.js';
import { flights, locations } from '../db/schema.js';
import { imageUrl } from '../images/images.repo.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { EntityStore } from './store.js';
import { sentence } from '@tarmac/shared';

type Row = typeof locations.$inferSelect;

/** A destination as written: the request body with its picture already stored (the image's id). */
export type LocationInput = Omit<z.output<typeof locationBody>, 'locationImage'> & { imageId: string };

/** A place flights leave from or fly to, as search and flight scheduling look it up. */
export interface Place {
  id: string;
  name: string;
  timeZone: string;
  /** Domestic or international: a search result crossing a border asks for passports. */
  kind: LocationKind;
}

export const toLocation = (row: Row, publicUrl: string): Location => ({
  _id: row.id,
  flightLocationName: row.name,
  flightLocationNameBn: row.nameBn ?? '',
  tickitPrice: row.tickitPrice,
  locationImage: imageUrl(publicUrl, row.imageId),
  iataCode: row.iataCode,
  timeZone: row.timeZone,
  latitude: row.latitude,
  longitude: row.longitude,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columns = (l: LocationInput) => ({
  name: l.flightLocationName,
  nameBn: l.flightLocationNameBn || null,
  tickitPrice: l.tickitPrice,
  iataCode: l.iataCode,
  timeZone: l.timeZone,
  latitude: l.latitude,
  longitude: l.longitude,
  imageId: l.imageId,
});

/** The destinations of one kind, oldest first (the public lists); their image URLs start with `publicUrl`. */
export async function listLocations(db: Db, kind: LocationKind, publicUrl: string): Promise<Location[]> {
  const rows = await db.select().from(locations).where(eq(locations.kind, kind)).orderBy(asc(locations.createdAt), asc(locations.id));
  return rows.map((row) => toLocation(row, publicUrl));
}

/** Every place, domestic or international. */
export function listPlaces(db: Db): Promise<Place[]> {
  return db.select({ id: locations.id, name: locations.name, timeZone: locations.timeZone, kind: locations.kind }).from(locations);
}

/** The place of that name, ignoring case. */
export async function findPlaceByName(db: Db, name: string): Promise<Place | null> {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, timeZone: locations.timeZone, kind: locations.kind })
    .from(locations)
    .where(sql`lower(${locations.name}) = lower(${name})`);
  return row ?? null;
}

/** Domestic and international destinations: one table, told apart by kind; image URLs start with `publicUrl`. */
export function locationsRepo(db: Db, kind: LocationKind, publicUrl: string) {
  const ofKind = (id: string) => and(eq(locations.id, id), eq(locations.kind, kind));
  const missing = () => new NotFoundError('location.notFound', { kind });
  const duplicate = (l: LocationInput) => () => sentence('location.duplicate', { name: l.flightLocationName });
  const inUse = async (id: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(flights)
      .where(sql`${flights.fromId} = ${id} or ${flights.toId} = ${id}`);
    const n = row?.n ?? 0;
    return sentence('location.inUse', { count: n });
  };
  const store: EntityStore<LocationInput, Location> = {
    async create(l) {
      const [row] = await uniqueOr(() => db.insert(locations).values({ kind, ...columns(l) }).returning(), duplicate(l));
      return toLocation(row!, publicUrl);
    },
    list: () => listLocations(db, kind, publicUrl),
    get: async (id) => toLocation(await rowById(id, () => db.select().from(locations).where(ofKind(id)), missing), publicUrl),
    async update(id, l) {
      const write = () => db.update(locations).set({ ...columns(l), updatedAt: new Date() }).where(ofKind(id)).returning();
      return toLocation(await rowById(id, () => uniqueOr(write, duplicate(l)), missing), publicUrl);
    },
    async remove(id) {
      // In a (nested) transaction of its own, so that when the delete is refused, the caller's transaction
      // can still ask what holds the row.
      const remove = () => db.transaction((sp) => sp.delete(locations).where(ofKind(id)).returning({ id: locations.id }));
      await rowById(id, () => unreferencedOr(remove, () => inUse(id)), missing);
    },
  };
  return {
    ...store,
    /** The id of the destination's current picture (null when it has none), or NotFoundError. */
    async currentImageId(id: string): Promise<string | null> {
      return (await rowById(id, () => db.select({ imageId: locations.imageId }).from(locations).where(ofKind(id)), missing)).imageId;
    },
  };
}
