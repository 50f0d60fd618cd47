import type { PassengerSummary } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListSearch } from '../../../components/list-search';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { useServerList } from '../../../lib/use-server-list';
import { PassengersTable } from '../components/passengers-table';

export function PassengerListPage() {
  const list = useServerList<PassengerSummary>({ key: ['passengers'], path: '/api/admin/passengers', defaultSort: 'name' });
  const { query, pager } = list;
  return (
    <BackOfficePage title="Passenger List">
      <ListSearch id="passenger-search" label="Search passengers" placeholder="Name, e-mail or phone" value={list.search} onChange={list.setSearch} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{list.search ? 'No passengers match the search.' : 'No passengers have travelled yet.'}</p>
      ) : (
        <>
          <PassengersTable passengers={list.rows} firstNumber={pager.first + 1} sort={list.sort} onSort={list.toggleSort} />
          <TablePager {...pager} noun="passengers" />
        </>
      )}
    </BackOfficePage>
  );
}
