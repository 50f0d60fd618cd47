import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_SLOTS } from '@tarmac/shared';
import { dropSelection, getSelections, saveTravellers, slotsOf } from '../booking';
import { runSearch } from './api/run-search';
import { resultSections } from './result-sections';
import { saveSearch, useStoredSearch, type SearchCriteria, type SearchResults } from './search-state';
import { criteriaFromParams, sameSearch, searchHref, viewFromParams, type ResultsView } from './search-url';

export interface UrlSearch {
  criteria: SearchCriteria | null;
  results: SearchResults | null;
  view: ResultsView;
  loading: boolean;
  error: Error | null;
}

/** Keeps the picks that belong to these results: a pick of a flight they no longer show, or of a leg they lack, goes. */
function keepPicksOf(results: SearchResults) {
  const selections = getSelections();
  const sections = resultSections(results);
  const slots = slotsOf(results);
  for (const slot of BOOKING_SLOTS) {
    const pick = selections[slot];
    if (!pick) continue;
    const section = sections.find((s) => s.slot === slot);
    if (!slots.includes(slot) || !section?.flights.some((f) => f._id === pick.flightId)) dropSelection(slot);
  }
}

/**
 * The search of the results page's address (a shared link, a reload, a day moved in the fare calendar).
 * When the tab's last search is the same, its stored results (and picks) answer it; otherwise the search runs
 * and becomes the tab's last search. An address without a search shows the last search and takes its address.
 */
export function useUrlSearch(): UrlSearch {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stored = useStoredSearch();
  const key = params.toString();
  const fromUrl = useMemo(() => criteriaFromParams(new URLSearchParams(key)), [key]);
  const view = useMemo(() => viewFromParams(new URLSearchParams(key)), [key]);
  const storedAnswers = !!stored && (!fromUrl || sameSearch(stored.criteria, fromUrl));

  const query = useQuery({
    queryKey: ['flight-search', fromUrl],
    queryFn: () => runSearch(fromUrl!),
    enabled: !!fromUrl && !storedAnswers,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!fromUrl || storedAnswers || !query.data) return;
    keepPicksOf(query.data);
    saveTravellers(fromUrl.travellers);
    saveSearch({ criteria: fromUrl, results: query.data });
  }, [fromUrl, storedAnswers, query.data]);

  useEffect(() => {
    if (!fromUrl && stored) void navigate(searchHref(stored.criteria, view), { replace: true });
  }, [fromUrl, stored, view, navigate]);

  if (storedAnswers) return { criteria: stored.criteria, results: stored.results, view, loading: false, error: null };
  if (!fromUrl) return { criteria: null, results: null, view, loading: false, error: null };
  return {
    criteria: fromUrl,
    results: query.data ?? null,
    view,
    loading: query.isPending,
    error: query.error,
  };
}
