import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { useCreatePackage } from '../api/create-package';
import { PackageForm } from '../components/package-form';
import { emptyPackage } from '../package-form-values';
import { paths } from '../../../app/paths';

export function PackageAddPage() {
  const create = useCreatePackage();
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.packageAdded);
    navigate(paths.admin.packageList.getHref());
  };

  return (
    <BackOfficePage title="Add Package" narrow>
      <PackageForm defaults={emptyPackage} save={create} onSaved={onSaved} />
    </BackOfficePage>
  );
}
