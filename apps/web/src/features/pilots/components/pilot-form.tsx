import type { UseMutationResult } from '@tanstack/react-query';
import { pilotBody, type Created, type Pilot } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { NameOnlyForm } from '../../../components/name-only-form';
import type { PilotBody } from '../api/create-pilot';

export function PilotForm(props: { defaults: PilotBody; save: UseMutationResult<Created<Pilot>, unknown, PilotBody>; onSaved: () => void }) {
  return <NameOnlyForm field="pilotName" label="Pilot name" schema={pilotBody} list={{ to: paths.admin.pilotList.getHref(), label: 'Pilot List' }} {...props} />;
}
