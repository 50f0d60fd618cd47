import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { saveSearch, type StoredSearch } from './search-state';

/**
 * After a successful search: keep criteria and results for the results page (and a reload of it),
 * drop the picks made for an earlier search's flights, and go to /flightSearchResult. The selection
 * store comes with the results page's code, so it is fetched here rather than with the search panel.
 */
export function useFinishSearch() {
  const navigate = useNavigate();
  return async (search: StoredSearch) => {
    const { clearSelections, saveTravellers } = await import('../booking');
    clearSelections();
    saveTravellers(search.criteria.travellers);
    saveSearch(search);
    void navigate(paths.flightSearchResult.getHref());
  };
}

/** Starts loading the validation code (and zod) once the visitor starts on the form. */
export function preloadSearchValidation(): void {
  void import('./search-validation');
}
