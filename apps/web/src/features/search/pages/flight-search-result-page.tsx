import { partyOfSearch, type SearchCriteria } from '@tarmac/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatFlightDate } from '../../../lib/format-flight';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { EmptyResults } from '../components/empty-results';
import { FareCalendarStrip } from '../components/fare-calendar-strip';
import { ResultsTable } from '../components/results-table';
import { ResultsToolbar } from '../components/results-toolbar';
import { SearchPanel } from '../components/search-panel';
import { TripSummary } from '../components/trip-summary';
import { SelectionBar, YourSelection } from '../components/your-selection';
import { partyText } from '../party-text';
import { useSelections } from '../../booking';
import { resultSections } from '../result-sections';
import { DEFAULT_VIEW, legsOf, searchHref, type ResultsView } from '../search-url';
import { useUrlSearch } from '../use-url-search';
import '../search.css';
import '../results.css';
import { t } from '../../../i18n/i18n';
import { routeName } from '../../../lib/catalogue-names';
import { useMediaQuery, WIDER_THAN_PHONE } from '../../../lib/use-media-query';

/**
 * SPEC §2 /flightSearchResult: the tables of the search in the address (or the tab's last search), each
 * leg with its fare calendar, sorting and filters, the trip summary and the selection box; above them the
 * search panel, filled in with this search.
 */
export function FlightSearchResultPage() {
  usePageTitle(t('results.availableFlights'));
  const { criteria, results, view, loading, error } = useUrlSearch();
  const navigate = useNavigate();
  // Phones (issue 35): the search is one line with Edit; the panel is drawn (and reads its place lists) only when asked
  // for. Wider screens show the panel, never the line.
  const [editing, setEditing] = useState(false);
  const wide = useMediaQuery(WIDER_THAN_PHONE);
  const selections = useSelections();
  const sections = results ? resultSections(results) : [];
  const found = sections.some((section) => section.flights.length > 0);
  const slots = sections.map((section) => section.slot);
  const legs = criteria ? legsOf(criteria) : [];
  const setView = (next: ResultsView) => {
    if (criteria) void navigate(searchHref(criteria, next), { replace: true });
  };
  const packageNames = [...new Set([...sections.flatMap((s) => s.flights.flatMap((f) => f.packageList.map((p) => p.packageName))), ...(view.pkg ? [view.pkg] : [])])];
  const party = partyOfSearch(criteria ?? { travellers: 1 });
  const calendarOf = (index: number) =>
    criteria && legs[index] ? <FareCalendarStrip criteria={criteria} index={index} leg={legs[index]} view={view} /> : null;

  return (
    <div className="container-xl py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h2 mb-0">{t('results.availableFlights')}</h1>
        <Link to={paths.home.getHref()} className="btn btn-outline-primary">
          {t('results.searchAgain')}
        </Link>
      </div>
      {criteria && (
        <>
          {!editing && !wide && <SearchSummary criteria={criteria} onEdit={() => setEditing(true)} />}
          {(editing || wide) && (
            <div className="mb-4">
              <SearchPanel key={searchHref(criteria)} title={t('results.changeYourSearch')} initial={criteria} />
            </div>
          )}
        </>
      )}
      {loading ? (
        <div className="d-flex align-items-center gap-2 py-5 justify-content-center" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span>{t('results.searchingFlights')}</span>
        </div>
      ) : error ? (
        <div className="alert alert-warning" role="alert">
          {t('results.searchFailed')}{' '}{error.message}
        </div>
      ) : !results || !found ? (
        <>
          <EmptyResults />
          {legs.map((leg, index) => (
            <div key={index} className="mt-4">
              {calendarOf(index)}
            </div>
          ))}
        </>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-xl-9">
            <ResultsToolbar view={view} packageNames={packageNames} onChange={setView} />
            {sections.map((section, index) => (
              <ResultsTable
                key={section.slot}
                section={section}
                view={view}
                selected={selections[section.slot]}
                calendar={calendarOf(index)}
                onShowAll={() => setView(DEFAULT_VIEW)}
              />
            ))}
            <TripSummary slots={slots} selections={selections} />
            <SelectionBar slots={slots} selections={selections} party={party} />
          </div>
          <div className="col-12 col-xl-3">
            <div className="your-selection-sticky">
              <YourSelection slots={slots} selections={selections} party={party} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** The search in one line (route, days, travellers) with Edit, on a phone instead of the whole panel. */
function SearchSummary({ criteria, onEdit }: { criteria: SearchCriteria; onEdit: () => void }) {
  const legs = legsOf(criteria);
  const route = criteria.travelType === 'multiWay' ? legs.map((l) => routeName(l.flightFromCurrentLocation, l.flightToDestinationLocation)).join(', ') : routeName(...[criteria.flightFromCurrentLocation, criteria.flightToDestinationLocation, ...(criteria.travelType === 'roundTrip' ? [criteria.flightFromCurrentLocation] : [])]);
  const days = legs.map((l) => formatFlightDate(l.flightDepartingDate)).join(' – ');
  return (
    <div className="d-flex align-items-center gap-2 border rounded-3 px-3 py-2 mb-3 search-summary" data-testid="search-summary">
      <p className="mb-0 small flex-grow-1">
        <span className="fw-semibold">{route}</span> · {days} · {partyText(criteria)}
      </p>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
        {t('results.edit')}
      </button>
    </div>
  );
}
