import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { usePackage } from '../api/get-package';
import { useUpdatePackage } from '../api/update-package';
import { PackageForm } from '../components/package-form';
import { toPackageInput } from '../package-form-values';
import { paths } from '../../../app/paths';

export function PackageUpdatePage() {
  const { packageId = '' } = useParams();
  const pkg = usePackage(packageId);
  const update = useUpdatePackage(packageId);
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.updated);
    navigate(paths.admin.packageList.getHref());
  };

  return (
    <BackOfficePage title="Package Update" narrow>
      <QueryView query={pkg}>
        {(data) => <PackageForm key={data._id} defaults={toPackageInput(data)} save={update} onSaved={onSaved} />}
      </QueryView>
    </BackOfficePage>
  );
}
