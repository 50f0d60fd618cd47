import { Container } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { useUserList } from '../api/get-user-list';
import { UsersTable } from '../components/users-table';

export function UserListPage() {
  usePageTitle('All User');
  const users = useUserList();

  return (
    <Container className="py-5">
      <h1 className="h3 mb-4">All User</h1>
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="text-body-secondary">No users yet.</p>
      ) : (
        <UsersTable users={users.data} />
      )}
    </Container>
  );
}
