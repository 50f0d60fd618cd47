import type { SearchCriteria } from '@tarmac/shared';
import { queryOptions } from '@tanstack/react-query';
import { searchParamsOf } from '../search-href';
import { runSearch } from './run-search';

/**
 * The answer of a search, in the query cache under the results page's address (its search part; the view is
 * the page's own business). The search forms put the answer they received there before opening the page; a
 * shared link or a reload asks the server. Seats change: an answer read more than a minute ago is asked again
 * when the page shows it anew.
 */
export const searchAnswerQuery = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['flight-search', searchParamsOf(criteria).toString()],
    queryFn: () => runSearch(criteria),
    staleTime: 60_000,
    retry: false,
  });
