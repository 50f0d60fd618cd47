import { useState } from 'react';
import { catalogMessages, type Flight } from '@tarmac/shared';
import { SetStatusModal } from '../../flight-status';
import { BackOfficePage } from '../../../components/back-office-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeleteFlight } from '../api/delete-flight';
import { FlightListView } from '../components/flight-list-view';
import { paths } from '../../../app/paths';

export function FlightInformationListPage() {
  const flow = useDeleteFlow(useDeleteFlight(), catalogMessages.flightInfoDeleted);
  const [statusOf, setStatusOf] = useState<Flight | null>(null);

  return (
    <BackOfficePage title="Informatin List" link={{ to: paths.admin.flightInformationEntry.getHref(), label: 'Information Entry' }}>
      <FlightListView onDelete={flow.ask} onSetStatus={setStatusOf} />
      {statusOf && <SetStatusModal flight={statusOf} onClose={() => setStatusOf(null)} />}
      <ConfirmModal
        {...flow.modal}
        title="Are you sure you want to delete the flight?"
        message={`If you once delete the flight ${flow.name} it's can't be recovered.`}
        confirmLabel="Delete"
      />
    </BackOfficePage>
  );
}
