import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { useCreateFlight } from '../api/create-flight';
import { FlightForm } from '../components/flight-form';
import { emptyFlight } from '../flight-form-values';
import { paths } from '../../../app/paths';

export function FlightInformationEntryPage() {
  const create = useCreateFlight();
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.flightAdded);
    navigate(paths.admin.flightInformationList.getHref());
  };

  return (
    <BackOfficePage title="Information Entry" narrow>
      <FlightForm defaults={emptyFlight} save={create} onSaved={onSaved} />
    </BackOfficePage>
  );
}
