import { asc } from 'drizzle-orm';
import type { contactBody, ContactMessage } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { contactMessages, subscriptions } from '../db/schema.js';

export async function insertContactMessage(db: Db, message: z.output<typeof contactBody>): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** Every contact message, oldest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt));
  return rows.map(({ id, createdAt, ...m }) => ({ _id: id, ...m, createdAt: createdAt.toISOString() }));
}

/** Subscribes an address to the offers; false when it already was. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const added = await db.insert(subscriptions).values({ email }).onConflictDoNothing().returning();
  return added.length > 0;
}
