import { banglaNameBook, ENGLISH_NAMES, type NameBook } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { locations, packages } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';

/**
 * The names of places, packages and facilities as a document in `language` writes them: the Bangla ones where the
 * catalogue has them (the English otherwise), or the English as they are. Two small reads, only for Bangla.
 */
export async function nameBookOf(db: Db, language: Language): Promise<NameBook> {
  if (language !== 'bn') return ENGLISH_NAMES;
  const [places, offers] = await Promise.all([
    db.select({ flightLocationName: locations.name, flightLocationNameBn: locations.nameBn }).from(locations),
    db
      .select({
        packageName: packages.name,
        packageNameBn: packages.nameBn,
        packageFacility1: packages.facility1,
        packageFacility1Bn: packages.facility1Bn,
        packageFacility2: packages.facility2,
        packageFacility2Bn: packages.facility2Bn,
      })
      .from(packages),
  ]);
  return banglaNameBook(places, offers);
}

/**
 * Names a thing with `from` / `to` places (a flight's status) in each reader's language: `of(language)` answers it
 * with the places as that language writes them (the Bangla names read once, when a Bangla reader asks).
 */
export function placesByLanguage<T extends { from: string; to: string }>(db: Db, thing: T): (language: Language | undefined) => Promise<T> {
  let bangla: Promise<T> | undefined;
  return (language) => {
    if (language !== 'bn') return Promise.resolve(thing);
    bangla ??= nameBookOf(db, 'bn').then((book) => ({ ...thing, from: book.place(thing.from), to: book.place(thing.to) }));
    return bangla;
  };
}
