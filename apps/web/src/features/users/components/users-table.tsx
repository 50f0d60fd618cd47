import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import type { User } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RoleButton } from './role-button';
import { ListTable } from '../../../components/list-table';
import { SortHeading } from '../../../components/sort-heading';

interface UsersTableProps {
  users: User[];
  firstNumber?: number;
  sort?: string;
  onSort?: (column: string) => void;
}

export function UsersTable({ users, firstNumber = 1, sort, onSort }: UsersTableProps) {
  const heading = (label: string, column: string) => (sort !== undefined && onSort ? <SortHeading label={label} column={column} sort={sort} onSort={onSort} /> : label);
  return (
    <ListTable headings={['SL', heading('Name', 'name'), heading('Email', 'email'), heading('User Type', 'role')]}>
      {users.map((user, index) => (
        <tr key={user._id}>
          <td>{firstNumber + index}</td>
          <td>
            <div className="fw-semibold text-break">{user.name}</div>
            <Link to={paths.admin.userDetails.getHref(user._id)} className="small">
              Show Details
            </Link>
          </td>
          <td className="text-break">{user.email}</td>
          <td>
            {user.role === 'admin' ? (
              <div className="d-flex flex-wrap align-items-center gap-2">
                <Badge bg="success">Admin</Badge>
                <RoleButton user={user} />
              </div>
            ) : user.role === 'agent' ? (
              <Badge bg="info">Agent</Badge>
            ) : (
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span>Passenger</span>
                <RoleButton user={user} />
              </div>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
