import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { useAdmins } from '../api/get-admins';
import { AdminsTable } from '../components/admins-table';
import { paths } from '../../../app/paths';

export function AdminListPage() {
  const admins = useAdmins();
  return (
    <BackOfficePage title="Admin List" link={{ to: paths.admin.adminEntry.getHref(), label: 'Add Admin' }}>
      <QueryView query={admins} empty="No admins yet.">
        {(rows) => <AdminsTable admins={rows} />}
      </QueryView>
    </BackOfficePage>
  );
}
