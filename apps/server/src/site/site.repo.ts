import { sql } from 'drizzle-orm';
import type { contactBody, ContactMessage, Page } from '@tarmac/shared';
import { isoTime, pageList, streamList, type PageQuery, type SqlList } from '../db/list-page.js';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { contactMessages, subscriptions } from '../db/schema.js';

export async function insertContactMessage(db: Db, message: z.output<typeof contactBody>): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** The contact messages as a list: oldest first by default, searched by the trigram index contact_messages_search_idx. */
const contactMessageList: SqlList<ContactMessage & { id: string }, ContactMessage> = {
  name: 'contact-messages',
  from: sql`${contactMessages}`,
  id: sql`${contactMessages.id}`,
  columns: sql`${contactMessages.id} as "id", ${contactMessages.username} as "username", ${contactMessages.phone} as "phone",
    ${contactMessages.email} as "email", ${contactMessages.message} as "message", ${isoTime(contactMessages.createdAt)} as "createdAt"`,
  sorts: {
    createdAt: { expr: sql`${contactMessages.createdAt}`, type: 'timestamptz' },
    username: { expr: sql`lower(${contactMessages.username})`, type: 'text' },
    email: { expr: sql`${contactMessages.email}`, type: 'text' },
  },
  defaultSort: 'createdAt',
  search: (pattern) =>
    sql`(${contactMessages.username} || ' ' || ${contactMessages.phone} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.message}) ilike ${pattern}`,
  finish: (rows) => rows.map((r) => ({ _id: r.id, username: r.username, phone: r.phone, email: r.email, message: r.message, createdAt: r.createdAt })),
};

/** One page of the contact messages. */
export const pageContactMessages = (db: Db, q: PageQuery): Promise<Page<ContactMessage>> => pageList(db, contactMessageList, q);

/** Every contact message, oldest first, in batches (the legacy array, streamed). */
export const streamContactMessages = (db: Db) => streamList(db, contactMessageList);

/** Subscribes an address to the offers; false when it already was. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const added = await db.insert(subscriptions).values({ email }).onConflictDoNothing().returning();
  return added.length > 0;
}
