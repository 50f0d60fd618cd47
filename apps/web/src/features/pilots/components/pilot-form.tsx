import { pilotBody } from '@tarmac/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { NameOnlyForm } from '../../../components/name-only-form';
import type { PilotBody, PilotSaved } from '../api/create-pilot';

export function PilotForm(props: { defaults: PilotBody; save: UseMutationResult<PilotSaved, unknown, PilotBody>; onSaved: () => void }) {
  return <NameOnlyForm field="pilotName" label="Pilot name" schema={pilotBody} list={{ to: '/pilotList', label: 'Pilot List' }} {...props} />;
}
