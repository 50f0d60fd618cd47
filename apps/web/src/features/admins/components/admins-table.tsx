import type { User } from '@tarmac/shared';
import { formatDateTime } from '../../../lib/format-date';
import { ListTable } from '../../../components/list-table';
import { RoleButton } from '../../users';

export function AdminsTable({ admins }: { admins: User[] }) {
  return (
    <ListTable headings={['SL', 'Name', 'Email', 'Created']}>
      {admins.map((admin, index) => (
        <tr key={admin._id}>
          <td>{index + 1}</td>
          <td>
            <div className="fw-semibold text-break">{admin.name}</div>
            <RoleButton user={admin} />
          </td>
          <td className="text-break">{admin.email}</td>
          <td>
            <time dateTime={admin.createdAt}>{formatDateTime(admin.createdAt)}</time>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
