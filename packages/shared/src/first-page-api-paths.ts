/**
 * The legacy paths the home page calls (the location lists and the search), in a module of their own: bundles
 * split by module, so the first download carries these few rather than every legacy path (api-paths.ts).
 */
export const locationApiPaths = {
  domestic: {
    create: '/api/upload-domestic-flight',
    list: '/api/show-domestic-flight',
    remove: '/api/delete-domestic-flight',
    one: '/api/domestic-flights',
  },
  international: {
    create: '/api/upload-international-flight',
    list: '/api/show-international-flight',
    remove: '/api/delete-international-flight',
    one: '/api/international-flights',
  },
} as const;

export const searchApiPaths = {
  flights: '/api/show-search-flight-result',
  multiCity: '/api/show-multi-city-flight-result',
} as const;
