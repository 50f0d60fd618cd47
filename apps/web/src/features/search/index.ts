// What other features may use of search: the search panel, and the tab's last search.
export { SearchPanel } from './components/search-panel';
export { getStoredSearch, useStoredSearch } from './search-state';
export type { SearchCriteria, SearchResults, StoredSearch } from './search-state';
