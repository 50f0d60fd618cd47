import { Table } from 'react-bootstrap';
import type { User } from '@tarmac/shared';
import { formatDateTime } from '../../../lib/format-date';

export function AdminsTable({ admins }: { admins: User[] }) {
  return (
    <Table responsive striped hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">SL</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {admins.map((admin, index) => (
          <tr key={admin._id}>
            <td>{index + 1}</td>
            <td className="fw-semibold text-break">{admin.name}</td>
            <td className="text-break">{admin.email}</td>
            <td>
              <time dateTime={admin.createdAt}>{formatDateTime(admin.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
