import { useDeferredValue, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { Flight } from '@tarmac/shared';
import { TablePager } from '../../../components/table-pager';
import { usePages } from '../../../lib/use-pages';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { filterFlights } from '../flight-filter';
import { FlightsTable } from './flights-table';

const PAGE_SIZE = 50;

/** The schedule holds thousands of flights: a search box and pages keep the table quick. */
export function FlightListView({ flights, onDelete }: { flights: Flight[]; onDelete: (target: DeleteTarget) => void }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matching = useMemo(() => filterFlights(flights, deferredQuery), [flights, deferredQuery]);
  const pages = usePages(matching, PAGE_SIZE);

  return (
    <>
      <Form.Group controlId="flight-search" className="mb-3" style={{ maxWidth: '28rem' }}>
        <Form.Label>Search flights</Form.Label>
        <Form.Control
          type="search"
          placeholder="Flight number, place, date or crew"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            pages.setPage(1);
          }}
        />
      </Form.Group>
      {matching.length === 0 ? (
        <p className="text-body-secondary">No flights match the search.</p>
      ) : (
        <>
          <FlightsTable flights={pages.rows} firstNumber={pages.first + 1} onDelete={onDelete} />
          <TablePager
            page={pages.page}
            pageCount={pages.pageCount}
            first={pages.first}
            shown={pages.rows.length}
            total={pages.total}
            onPage={pages.setPage}
            noun="flights"
          />
        </>
      )}
    </>
  );
}
