import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogMessages, locationBody, locationSchema, type Location, type LocationKind } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { flights, locations } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { imageUrl, saveImage } from '../images/images.repo.js';
import { processImage } from '../images/process-image.js';
import type { CrudSpec } from './crud.js';

type Body = z.output<typeof locationBody>;
type Row = typeof locations.$inferSelect;

export const toLocation = (row: Row): Location => ({
  _id: row.id,
  flightLocationName: row.name,
  tickitPrice: row.tickitPrice,
  locationImage: imageUrl(row.imageId),
  iataCode: row.iataCode,
  timeZone: row.timeZone,
  latitude: row.latitude,
  longitude: row.longitude,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const paths = {
  domestic: {
    create: '/api/upload-domestic-flight',
    list: '/api/show-domestic-flight',
    remove: '/api/delete-domestic-flight',
    one: '/api/domestic-flights',
  },
  international: {
    create: '/api/upload-international-flight',
    list: '/api/show-international-flight',
    remove: '/api/delete-international-flight',
    one: '/api/international-flights',
  },
} as const;

/** Domestic and international destinations: one table, told apart by kind. */
export function locationSpec(db: Db, kind: LocationKind, imageMaxBytes: number): CrudSpec<Body, Location> {
  const ofKind = (id: string) => and(eq(locations.id, id), eq(locations.kind, kind));
  /** A data URL becomes a stored image; the URL of the current image keeps it. */
  const imageIdFor = async (value: string, current: string | null): Promise<string> => {
    if (current && value === imageUrl(current)) return current;
    if (!value.startsWith('data:')) throw badRequest('The location image must be an image file.', 'locationImage');
    return saveImage(db, await processImage(value, { field: 'locationImage', maxBytes: imageMaxBytes, maxWidth: 1200 }));
  };
  const columns = (b: Body) => ({
    name: b.flightLocationName,
    tickitPrice: b.tickitPrice,
    iataCode: b.iataCode,
    timeZone: b.timeZone,
    latitude: b.latitude,
    longitude: b.longitude,
  });
  return {
    noun: `${kind} location`,
    paths: paths[kind],
    listAudience: 'public',
    body: locationBody as unknown as z.ZodType<Body>,
    entity: locationSchema,
    messages: {
      created: kind === 'domestic' ? catalogMessages.domesticAdded : catalogMessages.internationalAdded,
      updated: catalogMessages.updated,
      deleted: catalogMessages.locationDeleted,
    },
    async create(b) {
      const imageId = await imageIdFor(b.locationImage, null);
      const [row] = await db.insert(locations).values({ kind, imageId, ...columns(b) }).returning();
      return toLocation(row!);
    },
    async list() {
      const rows = await db.select().from(locations).where(eq(locations.kind, kind)).orderBy(asc(locations.createdAt), asc(locations.id));
      return rows.map(toLocation);
    },
    async get(id) {
      const [row] = await db.select().from(locations).where(ofKind(id));
      return row ? toLocation(row) : null;
    },
    async update(id, b) {
      const [current] = await db.select({ imageId: locations.imageId }).from(locations).where(ofKind(id));
      if (!current) return null;
      const imageId = await imageIdFor(b.locationImage, current.imageId);
      const [row] = await db
        .update(locations)
        .set({ ...columns(b), imageId, updatedAt: new Date() })
        .where(ofKind(id))
        .returning();
      return row ? toLocation(row) : null;
    },
    async remove(id) {
      const rows = await db.delete(locations).where(ofKind(id)).returning({ id: locations.id });
      return rows.length > 0;
    },
    async inUse(id) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(flights)
        .where(sql`${flights.fromId} = ${id} or ${flights.toId} = ${id}`);
      const n = row?.n ?? 0;
      return `This location is used by ${n} scheduled flight${n === 1 ? '' : 's'}; delete or change those flights first.`;
    },
    duplicate: (b) => `A destination named ${b.flightLocationName} already exists.`,
  };
}
