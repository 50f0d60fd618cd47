import type { SearchCriteria } from '@tarmac/shared';
import { useNavigate } from 'react-router';
import type { SearchResults } from './search-state';
import { saveLastSearch } from './search-state';

/**
 * After a successful search: put its answer in the query cache under the results page's address, keep the
 * criteria as the tab's last search, drop the picks made for an earlier search's flights, and go to
 * /flightSearchResult with the search in its address (so it can be shared, bookmarked and reloaded). The query
 * client, the selection store and the address writer come with the results page's code, so they are fetched here
 * rather than with the search panel.
 */
export function useFinishSearch() {
  const navigate = useNavigate();
  return async (criteria: SearchCriteria, results: SearchResults) => {
    const [{ clearSelections, saveTravellers }, { searchHref }, { queryClient }, { searchAnswerQuery }] = await Promise.all([
      import('../booking'),
      import('./search-href'),
      import('../../lib/query-client'),
      import('./api/search-answer'),
    ]);
    queryClient.setQueryData(searchAnswerQuery(criteria).queryKey, results);
    clearSelections();
    saveTravellers(criteria);
    saveLastSearch(criteria);
    void navigate(searchHref(criteria));
  };
}

/** Starts loading the validation code (and zod) once the visitor starts on the form. */
export function preloadSearchValidation(): void {
  void import('./search-validation');
}
