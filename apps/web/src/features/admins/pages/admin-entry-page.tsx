import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { BackOfficePage } from '../../../components/back-office-page';
import { AdminForm } from '../components/admin-form';
import { paths } from '../../../app/paths';

export function AdminEntryPage() {
  const navigate = useNavigate();
  return (
    <BackOfficePage title="Admin Information" narrow>
      <AdminForm
        onSaved={({ message }) => {
          toast.success(message);
          navigate(paths.admin.adminList.getHref());
        }}
      />
    </BackOfficePage>
  );
}
