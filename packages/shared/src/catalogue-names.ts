/**
 * Catalogue names in the reader's language (issue 35): a place, a package and a facility each have an English
 * name (what the API's fields carry and what search matches) and may have a Bangla one. A Bangla page, mail or PDF
 * writes the Bangla name when there is one and the English otherwise; an English one always writes the English.
 */
export interface NameBook {
  /** A place's name ("Dhaka" → "ঢাকা"). */
  place(name: string): string;
  /** A package's name ("Gold Package" → "গোল্ড প্যাকেজ"). */
  packageName(name: string): string;
  /** A package's facility ("Priority boarding" → "অগ্রাধিকার বোর্ডিং"). */
  facility(text: string): string;
}

const same = (name: string) => name;

/** English: every name as it is. */
export const ENGLISH_NAMES: NameBook = { place: same, packageName: same, facility: same };

export interface PlaceNames {
  flightLocationName: string;
  flightLocationNameBn?: string | null;
}

export interface PackageNames {
  packageName: string;
  packageNameBn?: string | null;
  packageFacility1: string;
  packageFacility1Bn?: string | null;
  packageFacility2: string;
  packageFacility2Bn?: string | null;
}

const key = (name: string) => name.trim().toLowerCase();

function lookup(pairs: [string, string | null | undefined][]): (name: string) => string {
  const map = new Map<string, string>();
  for (const [english, bangla] of pairs) if (english && bangla && !map.has(key(english))) map.set(key(english), bangla);
  return (name) => map.get(key(name)) ?? name;
}

/** The Bangla names of the places and packages given (the public lists), by their English names, ignoring case. */
export function banglaNameBook(places: readonly PlaceNames[], packages: readonly PackageNames[]): NameBook {
  return {
    place: lookup(places.map((p) => [p.flightLocationName, p.flightLocationNameBn])),
    packageName: lookup(packages.map((p) => [p.packageName, p.packageNameBn])),
    facility: lookup(packages.flatMap((p) => [[p.packageFacility1, p.packageFacility1Bn] as [string, string | null | undefined], [p.packageFacility2, p.packageFacility2Bn]])),
  };
}

interface NamedLeg {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  packageName: string;
}

/** A booking (or anything with legs of places and a package) with its names as the book writes them. */
export function withNames<B extends { legs: readonly NamedLeg[] }>(booking: B, book: NameBook): B {
  if (book === ENGLISH_NAMES) return booking;
  return {
    ...booking,
    legs: booking.legs.map((l) => ({
      ...l,
      flightFromCurrentLocation: book.place(l.flightFromCurrentLocation),
      flightToDestinationLocation: book.place(l.flightToDestinationLocation),
      packageName: book.packageName(l.packageName),
    })),
  };
}

/** A place of the public lists as a page in `language` names it (its Bangla name, when it has one, in Bangla). */
export const locationNameIn = (location: PlaceNames, language: 'en' | 'bn'): string =>
  (language === 'bn' && location.flightLocationNameBn) || location.flightLocationName;
