import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages, type LocationKind } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { useLocationDetails } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { LocationForm } from '../components/location-form';
import { toLocationInput } from '../location-form-values';
import { locationKinds } from '../location-kinds';

function LocationUpdatePage({ kind }: { kind: LocationKind }) {
  const info = locationKinds[kind];
  const { flightId = '' } = useParams();
  const location = useLocationDetails(kind, flightId);
  const update = useUpdateLocation(kind, flightId);
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.updated);
    navigate(info.pages.list.getHref());
  };

  return (
    <BackOfficePage title={`${info.label} Update`} narrow>
      <QueryView query={location}>
        {(data) => (
          <LocationForm
            key={data._id}
            defaults={toLocationInput(data)}
            save={update}
            onSaved={onSaved}
            listLink={{ to: info.pages.list.getHref(), label: `${info.label} Location List` }}
          />
        )}
      </QueryView>
    </BackOfficePage>
  );
}

export const DomesticFlightUpdatePage = () => <LocationUpdatePage kind="domestic" />;
export const InternationalFlightUpdatePage = () => <LocationUpdatePage kind="international" />;
