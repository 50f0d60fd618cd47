import { legacyApiPaths, type Flight } from '@tarmac/shared';
import { ListSearch } from '../../../components/list-search';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { useServerList } from '../../../lib/use-server-list';
import { flightKeys } from '../api/flight-keys';
import { FlightsTable } from './flights-table';

/**
 * The schedule holds thousands of flights (100k at airline scale): the server searches, sorts and pages
 * them, and the browser holds one page. Newest first, so a flight just added is on the first page.
 */
export function FlightListView({ onDelete, onSetStatus }: { onDelete: (target: DeleteTarget) => void; onSetStatus?: (flight: Flight) => void }) {
  const list = useServerList<Flight>({ key: flightKeys.list(), path: legacyApiPaths.flights.list, defaultSort: '-createdAt' });
  const { query, pager } = list;

  return (
    <>
      <ListSearch id="flight-search" label="Search flights" placeholder="Flight number, place, date or crew" value={list.search} onChange={list.setSearch} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{list.search ? 'No flights match the search.' : 'No flights yet.'}</p>
      ) : (
        <>
          <FlightsTable flights={list.rows} firstNumber={pager.first + 1} onDelete={onDelete} sort={list.sort} onSort={list.toggleSort} onSetStatus={onSetStatus} />
          <TablePager {...pager} noun="flights" />
        </>
      )}
    </>
  );
}
