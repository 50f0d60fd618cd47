import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { QueryView } from '../../../components/query-view';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/get-packages';
import { PackagesTable } from '../components/packages-table';
import { paths } from '../../../app/paths';

export function PackageListPage() {
  const packages = usePackages();
  const flow = useDeleteFlow(useDeletePackage(), catalogMessages.packageDeleted);

  return (
    <BackOfficePage title="Package List" link={{ to: paths.admin.packageAdd.getHref(), label: 'Add Package' }}>
      <QueryView query={packages} empty="No packages yet.">
        {(rows) => <PackagesTable packages={rows} onDelete={flow.ask} />}
      </QueryView>
      <ConfirmModal
        {...flow.modal}
        title="Are you sure you want to delete the package?"
        message={`If you once delete the package ${flow.name} it's can't be recovered.`}
        confirmLabel="Delete"
      />
    </BackOfficePage>
  );
}
