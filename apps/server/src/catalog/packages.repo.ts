import { asc, eq, sql } from 'drizzle-orm';
import type { FareRules, Package, packageBody, Tier } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { rowById, unreferencedOr, uniqueOr } from '../db/errors.js';
import { packages } from '../db/schema.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { EntityStore } from './store.js';
import { sentence } from '@tarmac/shared';

type Row = typeof packages.$inferSelect;

/** A package as written: the request body with its tier settled. */
export type PackageInput = Omit<z.output<typeof packageBody>, 'tier'> & { tier: Tier };

/** A package as the booking and search logic use it. */
export interface Offer {
  _id: string;
  packageName: string;
  tier: Tier;
  bagWeight: number;
  packageFacility1: string;
  packageFacility2: string;
  fareRules: FareRules;
}

/** A package row's fare rules, as the API names them. */
export const fareRulesOf = (row: Pick<Row, 'refundable' | 'changeFee' | 'refundFeeBefore' | 'refundFeeWithin'>): FareRules => ({
  refundable: row.refundable,
  changeFee: row.changeFee,
  refundFeeBefore24h: row.refundFeeBefore,
  refundFeeWithin24h: row.refundFeeWithin,
});

export const toPackage = (row: Row): Package => ({
  _id: row.id,
  packageName: row.name,
  tier: row.tier,
  bagWeight: row.bagWeight,
  packagesPrice: row.price,
  packageFacility1: row.facility1,
  packageFacility2: row.facility2,
  packageNameBn: row.nameBn ?? '',
  packageFacility1Bn: row.facility1Bn ?? '',
  packageFacility2Bn: row.facility2Bn ?? '',
  ...fareRulesOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columns = (p: PackageInput) => ({
  name: p.packageName,
  tier: p.tier,
  bagWeight: p.bagWeight,
  price: p.packagesPrice,
  facility1: p.packageFacility1,
  facility2: p.packageFacility2,
  nameBn: p.packageNameBn || null,
  facility1Bn: p.packageFacility1Bn || null,
  facility2Bn: p.packageFacility2Bn || null,
  refundable: p.refundable,
  changeFee: p.changeFee,
  refundFeeBefore: p.refundFeeBefore24h,
  refundFeeWithin: p.refundFeeWithin24h,
});

/** Every package, oldest first (the admin and public list). */
export async function listPackages(db: Db): Promise<Package[]> {
  return (await db.select().from(packages).orderBy(asc(packages.createdAt), asc(packages.id))).map(toPackage);
}

/** Every package, cheapest tier first. */
export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(packages)
    .orderBy(sql`array_position(array['silver','gold','platinum'], ${packages.tier})`, asc(packages.createdAt), asc(packages.id));
  return rows.map((p) => ({
    _id: p.id,
    packageName: p.name,
    tier: p.tier,
    bagWeight: p.bagWeight,
    packageFacility1: p.facility1,
    packageFacility2: p.facility2,
    fareRules: fareRulesOf(p),
  }));
}

export function packagesRepo(db: Db): EntityStore<PackageInput, Package> {
  const missing = () => new NotFoundError('package.notFound');
  const duplicate = (p: PackageInput) => () => sentence('package.duplicate', { name: p.packageName });
  return {
    async create(p) {
      const [row] = await uniqueOr(() => db.insert(packages).values(columns(p)).returning(), duplicate(p));
      return toPackage(row!);
    },
    list: () => listPackages(db),
    get: async (id) => toPackage(await rowById(id, () => db.select().from(packages).where(eq(packages.id, id)), missing)),
    async update(id, p) {
      const write = () => db.update(packages).set({ ...columns(p), updatedAt: new Date() }).where(eq(packages.id, id)).returning();
      return toPackage(await rowById(id, () => uniqueOr(write, duplicate(p)), missing));
    },
    async remove(id) {
      const remove = () => db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
      await rowById(id, () => unreferencedOr(remove, async () => sentence('package.inBookings')), missing);
    },
  };
}
