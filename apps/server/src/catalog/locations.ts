import type { Location, LocationKind, locationBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { keepsImage, saveImage } from '../images/images.repo.js';
import { processImage } from '../images/process-image.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { locationsRepo, type LocationInput } from './locations.repo.js';
import type { EntityStore } from './store.js';

type LocationBody = z.output<typeof locationBody>;

/**
 * The destinations of one kind as the catalogue offers them: the picture arrives as a data URL and is
 * stored (compressed) before the row is written; sending back the URL of the current picture keeps it.
 */
export function locationCatalog(
  db: Db,
  kind: LocationKind,
  { imageMaxBytes, publicUrl }: { imageMaxBytes: number; publicUrl: string },
): EntityStore<LocationBody, Location> {
  const repo = locationsRepo(db, kind, publicUrl);
  const imageIdFor = async (value: string, current: string | null): Promise<string> => {
    if (current && keepsImage(publicUrl, value, current)) return current;
    if (!value.startsWith('data:')) throw InvalidInputError.field('locationImage', 'location.imageNotImage');
    return saveImage(db, await processImage(value, { field: 'locationImage', maxBytes: imageMaxBytes, maxWidth: 1200 }));
  };
  const input = ({ locationImage: _image, ...b }: LocationBody, imageId: string): LocationInput => ({ ...b, imageId });
  return {
    list: repo.list,
    get: repo.get,
    remove: repo.remove,
    create: async (b) => repo.create(input(b, await imageIdFor(b.locationImage, null))),
    async update(id, b) {
      const imageId = await imageIdFor(b.locationImage, await repo.currentImageId(id));
      return repo.update(id, input(b, imageId));
    },
  };
}
