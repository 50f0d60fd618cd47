import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { LocationKind } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { useCreateLocation } from '../api/create-location';
import { LocationForm } from '../components/location-form';
import { emptyLocation } from '../location-form-values';
import { locationKinds } from '../location-kinds';

function LocationAddPage({ kind }: { kind: LocationKind }) {
  const info = locationKinds[kind];
  const create = useCreateLocation(kind);
  const navigate = useNavigate();

  // SPEC §4 add flow: the answer carries data, a toast shows, then the list.
  const onSaved = () => {
    toast.success(info.addedText);
    navigate(info.pages.list.getHref());
  };

  return (
    <BackOfficePage title={`${info.label} Location Entry`} narrow>
      <LocationForm
        key={kind}
        defaults={emptyLocation}
        save={create}
        onSaved={onSaved}
        listLink={{ to: info.pages.list.getHref(), label: `${info.label} Location List` }}
      />
    </BackOfficePage>
  );
}

export const DomesticFlightAddPage = () => <LocationAddPage kind="domestic" />;
export const InternationalFlightAddPage = () => <LocationAddPage kind="international" />;
