import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import type { User } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { MakeAdminButton } from './make-admin-button';

export function UsersTable({ users }: { users: User[] }) {
  return (
    <Table responsive striped hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">SL</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">User Type</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
