import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { useFlight } from '../api/get-flight';
import { useUpdateFlight } from '../api/update-flight';
import { FlightForm } from '../components/flight-form';
import { toFlightInput } from '../flight-form-values';
import { paths } from '../../../app/paths';

export function FlightInformationUpdatePage() {
  const { id = '' } = useParams();
  const flight = useFlight(id);
  const update = useUpdateFlight(id);
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.updated);
    navigate(paths.admin.flightInformationList.getHref());
  };

  return (
    <BackOfficePage title="Flight Information Update" narrow>
      <QueryView query={flight}>
        {(data) => (
          <FlightForm
            key={data._id}
            defaults={toFlightInput(data)}
            currentNames={{ pilot: data.pilotsOfPlaneId?.pilotName ?? '', cabinCrew: data.cabinCrewId?.cabinCrewName ?? '' }}
            save={update}
            onSaved={onSaved}
          />
        )}
      </QueryView>
    </BackOfficePage>
  );
}
