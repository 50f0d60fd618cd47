import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { usePilot } from '../api/get-pilot';
import { useUpdatePilot } from '../api/update-pilot';
import { PilotForm } from '../components/pilot-form';
import { paths } from '../../../app/paths';

export function PilotUpdatePage() {
  const { id = '' } = useParams();
  const current = usePilot(id);
  const update = useUpdatePilot(id);
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.updated);
    navigate(paths.admin.pilotList.getHref());
  };

  return (
    <BackOfficePage title="Pilot Update" narrow>
      <QueryView query={current}>
        {(data) => <PilotForm key={data._id} defaults={{ pilotName: data.pilotName }} save={update} onSaved={onSaved} />}
      </QueryView>
    </BackOfficePage>
  );
}
