import { catalogMessages, type LocationKind } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { QueryView } from '../../../components/query-view';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';
import { LocationsTable } from '../components/locations-table';
import { locationKinds } from '../location-kinds';

function LocationListPage({ kind }: { kind: LocationKind }) {
  const info = locationKinds[kind];
  const locations = useLocations(kind);
  const flow = useDeleteFlow(useDeleteLocation(kind), catalogMessages.locationDeleted);

  return (
    <BackOfficePage title={`${info.label} Location List`} link={{ to: info.pages.add.getHref(), label: 'Location Entry' }}>
      <QueryView query={locations} empty="No locations yet.">
        {(rows) => <LocationsTable locations={rows} updatePath={info.pages.update.getHref} onDelete={flow.ask} />}
      </QueryView>
      <ConfirmModal
        {...flow.modal}
        title="Are you sure you want to delete the flight?"
        message={`If you once delete the flight ${flow.name} it's can't be recovered.`}
        confirmLabel="Delete"
      />
    </BackOfficePage>
  );
}

export const DomesticFlightListPage = () => <LocationListPage kind="domestic" />;
export const InternationalFlightListPage = () => <LocationListPage kind="international" />;
