import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { EmptyResults } from '../components/empty-results';
import { ResultsTable } from '../components/results-table';
import { TripSummary } from '../components/trip-summary';
import { YourSelection } from '../components/your-selection';
import { useStoredSearch } from '../search-state';
import { useSelections } from '../../booking';
import { resultSections } from '../result-sections';
import '../search.css';
import '../results.css';

/** SPEC §2 /flightSearchResult: the tables of the last search, the trip summary and the selection box. */
export function FlightSearchResultPage() {
  usePageTitle('Available Flights');
  const search = useStoredSearch();
  const selections = useSelections();
  const sections = search ? resultSections(search.results) : [];
  const found = sections.some((section) => section.flights.length > 0);
  const slots = sections.map((section) => section.slot);

  return (
    <Container fluid="xl" className="py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h2 mb-0">Available Flights</h1>
        <Link to={paths.home.getHref()} className="btn btn-outline-primary">
          Search Again
        </Link>
      </div>
      {!search || !found ? (
        <EmptyResults />
      ) : (
        <Row className="g-4">
          <Col xs={12} xl={9}>
            {sections.map((section) => (
              <ResultsTable key={section.slot} section={section} selected={selections[section.slot]} />
            ))}
            <TripSummary slots={slots} selections={selections} />
          </Col>
          <Col xs={12} xl={3}>
            <div className="your-selection-sticky">
              <YourSelection slots={slots} selections={selections} travellers={search.criteria.travellers} />
            </div>
          </Col>
        </Row>
      )}
    </Container>
  );
}
