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

/** The URL the browser loads an image from. */
export const imageUrl = (id: string | null) => (id ? `/api/images/${id}` : '');
