import type { Db } from '../db/open.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { findImage } from './images.repo.js';

/** A stored image's type and bytes; not found when no image has that id. */
export async function readImage(db: Db, id: string) {
  const image = await findImage(db, id);
  if (!image) throw new NotFoundError('image.notFound');
  return image;
}
