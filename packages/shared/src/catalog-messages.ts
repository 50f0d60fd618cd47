// Its own module, so a page that needs only `messages` does not download these (bundles split by module).
import type { SentenceId } from './sentences/index.js';

/** Back-office texts (SPEC.md §8), by sentence id. */
export const catalogMessages = {
  packageAdded: 'catalog.packageAdded',
  pilotAdded: 'catalog.pilotAdded',
  cabinCrewAdded: 'catalog.cabinCrewAdded',
  flightAdded: 'catalog.flightAdded',
  domesticAdded: 'catalog.domesticAdded',
  internationalAdded: 'catalog.internationalAdded',
  packageDeleted: 'catalog.packageDeleted',
  pilotDeleted: 'catalog.pilotDeleted',
  cabinCrewDeleted: 'catalog.cabinCrewDeleted',
  flightInfoDeleted: 'catalog.flightInfoDeleted',
  locationDeleted: 'catalog.locationDeleted',
  updated: 'catalog.updated',
} as const satisfies Record<string, SentenceId>;
