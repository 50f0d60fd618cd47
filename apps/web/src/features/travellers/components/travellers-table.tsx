import { formatAmount, type Traveller } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';
import { t } from '../../../i18n/i18n';

export function TravellersTable({ travellers, onDelete }: { travellers: Traveller[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <ListTable
      headings={[t('results.sl'), t('travellers.name'), t('travellers.email'), t('travellers.mobile'), t('travellers.bloodGroup'), t('travellers.weight'), t('travellers.action')]}
    >
      {travellers.map((traveller, index) => (
        <tr key={traveller._id}>
          <td>{formatAmount(index + 1)}</td>
          <td className="fw-semibold text-break">{traveller.name}</td>
          <td className="text-break">{traveller.email}</td>
          <td className="text-nowrap">{traveller.primaryMobile}</td>
          <td>{traveller.bloodGroup}</td>
          <td className="text-nowrap">{traveller.weightKg === null ? '' : t('travellers.weightValue', { weight: traveller.weightKg })}</td>
          <td>
            <RowActions
              name={traveller.name}
              linkLabel={t('travellers.details')}
              deleteLabel={t('travellers.delete')}
              updateTo={paths.passengerProfile.getHref(traveller._id)}
              onDelete={() => onDelete({ id: traveller._id, name: traveller.name })}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
