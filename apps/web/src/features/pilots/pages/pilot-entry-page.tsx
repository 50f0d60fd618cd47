import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { useCreatePilot } from '../api/create-pilot';
import { PilotForm } from '../components/pilot-form';
import { paths } from '../../../app/paths';

export function PilotEntryPage() {
  const create = useCreatePilot();
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.pilotAdded);
    navigate(paths.admin.pilotList.getHref());
  };

  return (
    <BackOfficePage title="Add Pilot" narrow>
      <PilotForm defaults={{ pilotName: '' }} save={create} onSaved={onSaved} />
    </BackOfficePage>
  );
}
