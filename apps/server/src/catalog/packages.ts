import { asc, eq } from 'drizzle-orm';
import { catalogMessages, packageBody, packageSchema, tierFromName, type Package } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { packages } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { CrudSpec } from './crud.js';

type Body = z.output<typeof packageBody>;
type Row = typeof packages.$inferSelect;

export const toPackage = (row: Row): Package => ({
  _id: row.id,
  packageName: row.name,
  tier: row.tier,
  bagWeight: row.bagWeight,
  packagesPrice: row.price,
  packageFacility1: row.facility1,
  packageFacility2: row.facility2,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function columns(b: Body) {
  // Legacy clients send no tier; "Gold Package" speaks for itself.
  const tier = b.tier ?? tierFromName(b.packageName);
  if (!tier) throw badRequest('The tier is required: silver, gold or platinum.', 'tier');
  return { name: b.packageName, tier, bagWeight: b.bagWeight, price: b.packagesPrice, facility1: b.packageFacility1, facility2: b.packageFacility2 };
}

export function packageSpec(db: Db): CrudSpec<Body, Package> {
  return {
    noun: 'package',
    paths: { create: '/api/packages-data-upload', list: '/api/packages-data-show', remove: '/api/packages-data-delete', one: '/api/packages' },
    listAudience: 'public',
    body: packageBody as unknown as z.ZodType<Body>,
    entity: packageSchema,
    messages: { created: catalogMessages.packageAdded, updated: catalogMessages.updated, deleted: catalogMessages.packageDeleted },
    async create(b) {
      const [row] = await db.insert(packages).values(columns(b)).returning();
      return toPackage(row!);
    },
    async list() {
      return (await db.select().from(packages).orderBy(asc(packages.createdAt), asc(packages.id))).map(toPackage);
    },
    async get(id) {
      const [row] = await db.select().from(packages).where(eq(packages.id, id));
      return row ? toPackage(row) : null;
    },
    async update(id, b) {
      const [row] = await db.update(packages).set({ ...columns(b), updatedAt: new Date() }).where(eq(packages.id, id)).returning();
      return row ? toPackage(row) : null;
    },
    async remove(id) {
      return (await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id })).length > 0;
    },
    inUse: async () => 'This package is part of existing bookings, so it cannot be deleted; change its details instead.',
    duplicate: (b) => `A package named ${b.packageName} already exists.`,
  };
}
