import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { catalogMessages } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { useCabinCrewMember } from '../api/get-cabin-crew-member';
import { useUpdateCabinCrew } from '../api/update-cabin-crew-member';
import { CabinCrewForm } from '../components/cabin-crew-form';
import { paths } from '../../../app/paths';

export function CabinCrewUpdatePage() {
  const { id = '' } = useParams();
  const current = useCabinCrewMember(id);
  const update = useUpdateCabinCrew(id);
  const navigate = useNavigate();

  const onSaved = () => {
    toast.success(catalogMessages.updated);
    navigate(paths.admin.cabinCrewList.getHref());
  };

  return (
    <BackOfficePage title="CabinCrue Update" narrow>
      <QueryView query={current}>
        {(data) => <CabinCrewForm key={data._id} defaults={{ cabinCrewName: data.cabinCrewName }} save={update} onSaved={onSaved} />}
      </QueryView>
    </BackOfficePage>
  );
}
