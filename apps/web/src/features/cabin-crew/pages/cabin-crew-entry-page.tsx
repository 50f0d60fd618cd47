import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { useCreateCabinCrew } from '../api/create-cabin-crew-member';
import { CabinCrewForm } from '../components/cabin-crew-form';
import { paths } from '../../../app/paths';

export function CabinCrewEntryPage() {
  const create = useCreateCabinCrew();
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.cabinCrewAdded);
    navigate(paths.admin.cabinCrewList.getHref());
  };

  return (
    <BackOfficePage title="Add CabinCrue" narrow>
      <CabinCrewForm defaults={{ cabinCrewName: '' }} save={create} onSaved={onSaved} />
    </BackOfficePage>
  );
}
