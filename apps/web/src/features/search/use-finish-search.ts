import { useNavigate } from 'react-router';
import { saveSearch, type StoredSearch } from './search-state';

/**
 * After a successful search: keep criteria and results for the results page (and a reload of it),
 * drop the picks made for an earlier search's flights, and go to /flightSearchResult with the search in its
 * address (so it can be shared, bookmarked and reloaded). The selection store and the address writer come
 * with the results page's code, so they are fetched here rather than with the search panel.
 */
export function useFinishSearch() {
  const navigate = useNavigate();
  return async (search: StoredSearch) => {
    const [{ clearSelections, saveTravellers }, { searchHref }] = await Promise.all([import('../booking'), import('./search-href')]);
    clearSelections();
    saveTravellers(search.criteria.travellers);
    saveSearch(search);
    void navigate(searchHref(search.criteria));
  };
}

/** Starts loading the validation code (and zod) once the visitor starts on the form. */
export function preloadSearchValidation(): void {
  void import('./search-validation');
}
