import { locationListQuery } from '../features/locations/api/get-locations';
import { packageListQuery } from '../features/packages/api/get-packages';
import { loadCatalogueNames } from '../lib/catalogue-names';
import { queryClient } from '../lib/query-client';

// The page waits for these reads: asked once, even offline (where the query client would hold a read until the
// network is back), and a failed read leaves the English names at once.
const once = { retry: false, networkMode: 'always' } as const;

/**
 * The catalogue's Bangla names (lib/catalogue-names.ts), read through the query cache: the lists' answers are then
 * the cache's, and a page that shows the places or the packages (the search panel, the payment step's "What your
 * fare includes") takes them from there instead of reading them again.
 */
export const loadNames = (): Promise<void> =>
  loadCatalogueNames({
    places: (kind) => queryClient.fetchQuery({ ...locationListQuery(kind), ...once }),
    packages: () => queryClient.fetchQuery({ ...packageListQuery(), ...once }),
  });
