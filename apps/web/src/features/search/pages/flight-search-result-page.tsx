import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { EmptyResults } from '../components/empty-results';
import { FareCalendarStrip } from '../components/fare-calendar-strip';
import { ResultsTable } from '../components/results-table';
import { ResultsToolbar } from '../components/results-toolbar';
import { SearchPanel } from '../components/search-panel';
import { TripSummary } from '../components/trip-summary';
import { YourSelection } from '../components/your-selection';
import { useSelections } from '../../booking';
import { resultSections } from '../result-sections';
import { DEFAULT_VIEW, legsOf, searchHref, type ResultsView } from '../search-url';
import { useUrlSearch } from '../use-url-search';
import '../search.css';
import '../results.css';
import { t } from '../../../i18n/i18n';

/**
 * SPEC §2 /flightSearchResult: the tables of the search in the address (or the tab's last search), each
 * leg with its fare calendar, sorting and filters, the trip summary and the selection box; above them the
 * search panel, filled in with this search.
 */
export function FlightSearchResultPage() {
  usePageTitle(t('results.availableFlights'));
  const { criteria, results, view, loading, error } = useUrlSearch();
  const navigate = useNavigate();
  const selections = useSelections();
  const sections = results ? resultSections(results) : [];
  const found = sections.some((section) => section.flights.length > 0);
  const slots = sections.map((section) => section.slot);
  const legs = criteria ? legsOf(criteria) : [];
  const setView = (next: ResultsView) => {
    if (criteria) void navigate(searchHref(criteria, next), { replace: true });
  };
  const packageNames = [...new Set([...sections.flatMap((s) => s.flights.flatMap((f) => f.packageList.map((p) => p.packageName))), ...(view.pkg ? [view.pkg] : [])])];
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
        <div className="mb-4">
          <SearchPanel key={searchHref(criteria)} title={t('results.changeYourSearch')} initial={criteria} />
        </div>
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
          </div>
          <div className="col-12 col-xl-3">
            <div className="your-selection-sticky">
              <YourSelection slots={slots} selections={selections} travellers={criteria?.travellers ?? 1} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
