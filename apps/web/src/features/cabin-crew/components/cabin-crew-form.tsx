import { cabinCrewBody } from '@tarmac/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { NameOnlyForm } from '../../../components/name-only-form';
import type { CabinCrewBody, CabinCrewSaved } from '../api/create-cabin-crew-member';

export function CabinCrewForm(props: { defaults: CabinCrewBody; save: UseMutationResult<CabinCrewSaved, unknown, CabinCrewBody>; onSaved: () => void }) {
  return (
    <NameOnlyForm field="cabinCrewName" label="Cabin crew name" schema={cabinCrewBody} list={{ to: '/cabinCrueList', label: 'CabinCrue List' }} {...props} />
  );
}
