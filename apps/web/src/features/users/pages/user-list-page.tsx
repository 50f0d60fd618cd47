import { Container } from 'react-bootstrap';
import { legacyApiPaths, type User } from '@tarmac/shared';
import { ListSearch } from '../../../components/list-search';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { usePageTitle } from '../../../lib/page-title';
import { useServerList } from '../../../lib/use-server-list';
import { userKeys } from '../api/user-keys';
import { UsersTable } from '../components/users-table';

export function UserListPage() {
  usePageTitle('All User');
  const list = useServerList<User>({ key: userKeys.list(), path: legacyApiPaths.accounts.userList, defaultSort: '-createdAt' });
  const { query, pager } = list;

  return (
    <Container className="py-5">
      <h1 className="h3 mb-4">All User</h1>
      <ListSearch id="user-search" label="Search users" placeholder="Name, e-mail or role" value={list.search} onChange={list.setSearch} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{list.search ? 'No users match the search.' : 'No users yet.'}</p>
      ) : (
        <>
          <UsersTable users={list.rows} firstNumber={pager.first + 1} sort={list.sort} onSort={list.toggleSort} />
          <TablePager {...pager} noun="users" />
        </>
      )}
    </Container>
  );
}
