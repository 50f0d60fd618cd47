import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_SLOTS, criteriaFromParams, type SearchCriteria } from '@tarmac/shared';
import { dropSelection, getSelections, saveTravellers, slotsOf } from '../booking';
import { searchAnswerQuery } from './api/search-answer';
import { resultSections } from './result-sections';
import { getLastSearch, saveLastSearch, useLastSearch, type SearchResults } from './search-state';
import { sameSearch, searchHref, viewFromParams, type ResultsView } from './search-url';

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
 * The search of the results page's address (a shared link, a reload, a day moved in the fare calendar): its answer
 * from the query cache (where the search forms put theirs), else from the server. Once answered it becomes the
 * tab's last search, and picks of flights it no longer shows go. An address without a search shows the last search
 * and takes its address.
 */
export function useUrlSearch(): UrlSearch {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  const fromUrl = useMemo(() => criteriaFromParams(new URLSearchParams(key)), [key]);
  // Followed only by an address without a search: saving this search as the last one below would otherwise draw
  // the whole page again as soon as its answer is in.
  const last = useLastSearch(!fromUrl);
  const view = useMemo(() => viewFromParams(new URLSearchParams(key)), [key]);

  const query = useQuery({ ...searchAnswerQuery(fromUrl ?? EMPTY_SEARCH), enabled: !!fromUrl });

  useEffect(() => {
    if (!fromUrl || !query.data) return;
    keepPicksOf(query.data);
    saveTravellers(fromUrl);
    const known = getLastSearch();
    if (!known || !sameSearch(known, fromUrl)) saveLastSearch(fromUrl);
  }, [fromUrl, query.data]);

  useEffect(() => {
    if (!fromUrl && last) void navigate(searchHref(last, view), { replace: true });
  }, [fromUrl, last, view, navigate]);

  if (!fromUrl) return { criteria: null, results: null, view, loading: false, error: null };
  return {
    criteria: fromUrl,
    results: query.data ?? null,
    view,
    loading: query.isPending,
    error: query.error,
  };
}

/** Stands in for the criteria of an address without a search (its query is disabled). */
const EMPTY_SEARCH: SearchCriteria = {
  travelType: 'oneWay',
  flightFromCurrentLocation: '',
  flightToDestinationLocation: '',
  flightDepartingDate: '',
  flightReturningDate: '',
  trips: [],
  travellers: 1,
};
