import type { UseMutationResult } from '@tanstack/react-query';
import { cabinCrewBody, type CabinCrew, type Created } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { NameOnlyForm } from '../../../components/name-only-form';
import type { CabinCrewBody } from '../api/create-cabin-crew-member';

export function CabinCrewForm(props: {
  defaults: CabinCrewBody;
  save: UseMutationResult<Created<CabinCrew>, unknown, CabinCrewBody>;
  onSaved: () => void;
}) {
  return (
    <NameOnlyForm
      field="cabinCrewName"
      label="Cabin crew name"
      schema={cabinCrewBody}
      list={{ to: paths.admin.cabinCrewList.getHref(), label: 'CabinCrue List' }}
      {...props}
    />
  );
}
