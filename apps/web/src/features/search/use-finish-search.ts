import { useNavigate } from 'react-router';
import { clearSelections, saveTravellers } from './selection-store';
import { saveSearch, type StoredSearch } from './search-state';

/**
 * After a successful search: keep criteria and results for the results page (and a reload of it),
 * drop the picks made for an earlier search's flights, and go to /flightSearchResult.
 */
export function useFinishSearch() {
  const navigate = useNavigate();
  return (search: StoredSearch) => {
    clearSelections();
    saveTravellers(search.criteria.travellers);
    saveSearch(search);
    navigate('/flightSearchResult');
  };
}

/** Starts loading the validation code (and zod) once the visitor starts on the form. */
export function preloadSearchValidation(): void {
  void import('./search-validation');
}
