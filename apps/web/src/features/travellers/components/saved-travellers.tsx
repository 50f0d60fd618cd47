import { messages } from '@tarmac/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { QueryView } from '../../../components/query-view';
import { useDeleteFlow } from '../../../lib/use-delete-flow';
import { useDeleteTraveller } from '../api/delete-traveller';
import { useTravellers } from '../api/get-travellers';
import { TravellersTable } from './travellers-table';
import { t } from '../../../i18n/i18n';

/** The signed-in user's saved travellers, each with Details and Delete. */
export function SavedTravellers() {
  const travellers = useTravellers();
  const flow = useDeleteFlow(useDeleteTraveller(), messages.travellerDeleted);

  return (
    <>
      <QueryView query={travellers} empty={t('travellers.none')}>
        {(rows) => <TravellersTable travellers={rows} onDelete={flow.ask} />}
      </QueryView>
      <ConfirmModal
        {...flow.modal}
        title={t('travellers.deleteQuestion')}
        message={`If you once delete the traveller ${flow.name} it's can't be recovered.`}
        confirmLabel={t('travellers.delete')}
      />
    </>
  );
}
