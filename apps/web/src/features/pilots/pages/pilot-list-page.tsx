import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { QueryView } from '../../../components/query-view';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeletePilot } from '../api/delete-pilot';
import { usePilots } from '../api/get-pilot-list';
import { PilotsTable } from '../components/pilots-table';
import { paths } from '../../../app/paths';

export function PilotListPage() {
  const rows = usePilots();
  const flow = useDeleteFlow(useDeletePilot(), catalogMessages.pilotDeleted);

  return (
    <BackOfficePage title="Pilot List" link={{ to: paths.admin.pilotEntry.getHref(), label: 'Add Pilot' }}>
      <QueryView query={rows} empty="No pilot yet.">
        {(data) => <PilotsTable rows={data} onDelete={flow.ask} />}
      </QueryView>
      <ConfirmModal
        {...flow.modal}
        title="Are you sure you want to delete the pilot?"
        message={`If you once delete the pilot ${flow.name} it's can't be recovered.`}
        confirmLabel="Delete"
      />
    </BackOfficePage>
  );
}
