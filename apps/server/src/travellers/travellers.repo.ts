import { and, asc, eq } from 'drizzle-orm';
import type { Traveller, travellerBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { travellers } from '../db/schema.js';

type Row = typeof travellers.$inferSelect;

const toTraveller = (row: Row): Traveller => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  primaryMobile: row.primaryMobile,
  secondaryMobile: row.secondaryMobile,
  bloodGroup: row.bloodGroup,
  weightKg: row.weightKg,
  title: row.title,
  dateOfBirth: row.dateOfBirth,
  passportNumber: row.passportNumber,
  passportExpiry: row.passportExpiry,
  nationality: row.nationality,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function insertTraveller(db: Db, userId: string, body: z.output<typeof travellerBody>): Promise<Traveller> {
  const [row] = await db.insert(travellers).values({ ...body, userId }).returning();
  return toTraveller(row!);
}

/** A user's saved travellers, oldest first. */
export async function listTravellers(db: Db, userId: string): Promise<Traveller[]> {
  const rows = await db.select().from(travellers).where(eq(travellers.userId, userId)).orderBy(asc(travellers.createdAt), asc(travellers.id));
  return rows.map(toTraveller);
}

/** A traveller the caller may see: their own, or anyone's for an admin; null otherwise. */
export async function findVisibleTraveller(db: Db, id: string, viewer: { id: string; role: string }): Promise<Traveller | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(travellers).where(eq(travellers.id, id));
  return row && (row.userId === viewer.id || viewer.role === 'admin') ? toTraveller(row) : null;
}

/** Deletes one of the user's own travellers; false when they have none with that id. */
export async function deleteOwnTraveller(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(travellers)
    .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
    .returning({ id: travellers.id });
  return deleted.length > 0;
}
