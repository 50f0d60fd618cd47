import type { Traveller } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';

export function TravellersTable({ travellers, onDelete }: { travellers: Traveller[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <ListTable headings={['SL', 'Name', 'Email', 'Mobile', 'Blood group', 'Weight', 'Action']}>
      {travellers.map((traveller, index) => (
        <tr key={traveller._id}>
          <td>{index + 1}</td>
          <td className="fw-semibold text-break">{traveller.name}</td>
          <td className="text-break">{traveller.email}</td>
          <td className="text-nowrap">{traveller.primaryMobile}</td>
          <td>{traveller.bloodGroup}</td>
          <td className="text-nowrap">{traveller.weightKg === null ? '' : `${traveller.weightKg} kg`}</td>
          <td>
            <RowActions
              name={traveller.name}
              linkLabel="Details"
              updateTo={paths.passengerProfile.getHref(traveller._id)}
              onDelete={() => onDelete({ id: traveller._id, name: traveller.name })}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
