import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import type { User } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { MakeAdminButton } from './make-admin-button';
import { ListTable } from '../../../components/list-table';

export function UsersTable({ users }: { users: User[] }) {
  return (
    <ListTable headings={['SL', 'Name', 'Email', 'User Type']}>
      {users.map((user, index) => (
        <tr key={user._id}>
          <td>{index + 1}</td>
          <td>
            <div className="fw-semibold text-break">{user.name}</div>
            <Link to={paths.admin.userDetails.getHref(user._id)} className="small">
              Show Details
            </Link>
          </td>
          <td className="text-break">{user.email}</td>
          <td>
            {user.role === 'admin' ? (
              <Badge bg="success">Admin</Badge>
            ) : (
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span>Passenger</span>
                <MakeAdminButton userId={user._id} userName={user.name} />
              </div>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
