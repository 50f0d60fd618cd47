// What other features may use of search: the search panel, and the tab's last search.
export { SearchPanel } from './components/search-panel';
export { getLastSearch, useLastSearch } from './search-state';
export type { SearchResults } from './search-state';
