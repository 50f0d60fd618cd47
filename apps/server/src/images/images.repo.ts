import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { images } from '../db/schema.js';
import type { ProcessedImage } from './process-image.js';

export async function saveImage(db: Db, image: ProcessedImage): Promise<string> {
  await db.insert(images).values(image).onConflictDoNothing({ target: images.id });
  return image.id;
}

export async function findImage(db: Db, id: string) {
  const [row] = await db.select({ contentType: images.contentType, bytes: images.bytes }).from(images).where(eq(images.id, id));
  return row ?? null;
}

/**
 * The URL a client loads an image from: absolute, built from PUBLIC_URL, so that a client on another allowed origin
 * (a mobile or partner app) shows it as well as our own pages do. '' when there is none.
 */
export const imageUrl = (publicUrl: string, id: string | null) => (id ? `${publicUrl}/api/images/${id}` : '');

/**
 * True when a value a client sent back names the image it already has (`id`; null: none): its URL as answered now,
 * or as answered before image URLs became absolute (`/api/images/…`, still held by pages and clients).
 */
export const keepsImage = (publicUrl: string, value: string, id: string | null) =>
  value === imageUrl(publicUrl, id) || (id !== null && value === `/api/images/${id}`);
