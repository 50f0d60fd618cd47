import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { QueryView } from '../../../components/query-view';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeleteCabinCrew } from '../api/delete-cabin-crew-member';
import { useCabinCrewList } from '../api/get-cabin-crew-list';
import { CabinCrewTable } from '../components/cabin-crew-table';
import { paths } from '../../../app/paths';

export function CabinCrewListPage() {
  const rows = useCabinCrewList();
  const flow = useDeleteFlow(useDeleteCabinCrew(), catalogMessages.cabinCrewDeleted);

  return (
    <BackOfficePage title="CabinCrue List" link={{ to: paths.admin.cabinCrewEntry.getHref(), label: 'Add CabinCrue' }}>
      <QueryView query={rows} empty="No cabin crew yet.">
        {(data) => <CabinCrewTable rows={data} onDelete={flow.ask} />}
      </QueryView>
      <ConfirmModal
        {...flow.modal}
        title="Are you sure you want to delete the cabin crew?"
        message={`If you once delete the cabin crew ${flow.name} it's can't be recovered.`}
        confirmLabel="Delete"
      />
    </BackOfficePage>
  );
}
