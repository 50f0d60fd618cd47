import { locationApiPaths, searchApiPaths } from './first-page-api-paths.js';

/**
 * The legacy paths of API.md / SPEC.md §7 that the server serves, spelled once for the server's route
 * registrations and the web's fetchers. `one` is the resource path of a catalogue entity: updates are
 * `PUT ${one}/:id`.
 */
export const legacyApiPaths = {
  accounts: {
    signup: '/api/signup',
    signin: '/api/signin',
    forgotPassword: '/api/forgot-password-sys-to-sent-email',
    updatePassword: '/api/update-password',
    userList: '/api/user-list',
    userDetails: '/api/user-details',
    userUpdate: '/api/user-update',
  },
  domesticLocations: locationApiPaths.domestic,
  internationalLocations: locationApiPaths.international,
  packages: {
    create: '/api/packages-data-upload',
    list: '/api/packages-data-show',
    remove: '/api/packages-data-delete',
    one: '/api/packages',
  },
  pilots: {
    create: '/api/upload-pilot-information',
    list: '/api/show-pilot-list',
    remove: '/api/delete-pilot-by-id',
    one: '/api/pilots',
  },
  cabinCrew: {
    create: '/api/upload-cabin-crew-information',
    list: '/api/show-cabin-crew-list',
    remove: '/api/delete-cabin-crewby-id',
    one: '/api/cabin-crew',
  },
  flights: {
    create: '/api/upload-flight-information',
    list: '/api/show-flight-information-list',
    remove: '/api/delete-flight-information',
    one: '/api/flight-information',
  },
  search: searchApiPaths,
} as const;

/**
 * The public lists a Bangla page reads the catalogue's Bangla names from (apps/web/src/lib/catalogue-names.ts): the
 * domestic and international places and the packages. The page shell of a Bangla page other than home asks for them
 * with its first bytes (apps/server/src/web/static.ts), so the page does not wait a round trip for them.
 */
export const catalogueNamePaths = {
  domestic: locationApiPaths.domestic.list,
  international: locationApiPaths.international.list,
  packages: legacyApiPaths.packages.list,
} as const;

/** The create / list / delete / resource paths of one catalogue entity. */
export interface CatalogPaths {
  readonly create: string;
  readonly list: string;
  readonly remove: string;
  readonly one: string;
}
