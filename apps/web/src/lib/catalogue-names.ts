import { banglaNameBook, ENGLISH_NAMES, formatRoute, withNames, type Location, type LocationKind, type NameBook, type Package } from '@tarmac/shared';
import { currentLanguage } from '../i18n/language';

/**
 * Places, packages and facilities named in the page's language (issue 35, decision 049-catalogue-names-in-bangla):
 * the API's fields carry the English names (what search matches and older clients read); a Bangla page looks the
 * Bangla ones up in the catalogue's public lists, read once per page load before the first lazy page is drawn
 * (`loadCatalogueNames`, awaited by lazyPage), so a page writes `placeName(leg.flightFromCurrentLocation)` without
 * waiting. An English page reads nothing; a failed read leaves the English names. The page shell of a Bangla page
 * asks for the three lists beside its first script (`preload as=fetch`), and these reads take those answers; they
 * are the query cache's reads of the same lists (app/catalogue-name-reads.ts), so a page that shows a list too does
 * not read it again.
 */
let book: NameBook = ENGLISH_NAMES;
let loading: Promise<void> | undefined;

/** How the lists are read: the query cache's reads of the public lists (catalogueNamePaths). */
export interface CatalogueReads {
  places: (kind: LocationKind) => Promise<Location[]>;
  packages: () => Promise<Package[]>;
}

export function loadCatalogueNames(reads: CatalogueReads): Promise<void> {
  if (currentLanguage() !== 'bn') return Promise.resolve();
  loading ??= Promise.all([reads.places('domestic'), reads.places('international'), reads.packages()]).then(
    ([domestic, international, packages]) => {
      book = banglaNameBook([...domestic, ...international], packages);
    },
    (error: unknown) => {
      console.error('Error fetching data:', error);
      loading = undefined;
    },
  );
  return loading;
}

/** A place as the page's language names it ("Dhaka" → "ঢাকা" on a Bangla page). */
export const placeName = (name: string): string => book.place(name);

/** A package's name in the page's language. */
export const packageNameOf = (name: string): string => book.packageName(name);

/** A package's facility in the page's language. */
export const facilityOf = (text: string): string => book.facility(text);

/** "DHAKA → COX'S BAZAR" (Bangla "ঢাকা → কক্সবাজার"). */
export const routeName = (...places: string[]): string => formatRoute(...places.map(placeName));

/** A booking with its legs' places and packages named in the page's language. */
export const bookingNamed = <B extends Parameters<typeof withNames>[0]>(booking: B): B => withNames(booking, book);
