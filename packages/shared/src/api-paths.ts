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
  domesticLocations: {
    create: '/api/upload-domestic-flight',
    list: '/api/show-domestic-flight',
    remove: '/api/delete-domestic-flight',
    one: '/api/domestic-flights',
  },
  internationalLocations: {
    create: '/api/upload-international-flight',
    list: '/api/show-international-flight',
    remove: '/api/delete-international-flight',
    one: '/api/international-flights',
  },
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
  search: {
    flights: '/api/show-search-flight-result',
    multiCity: '/api/show-multi-city-flight-result',
  },
} as const;

/** The create / list / delete / resource paths of one catalogue entity. */
export interface CatalogPaths {
  readonly create: string;
  readonly list: string;
  readonly remove: string;
  readonly one: string;
}
