import { Table } from 'react-bootstrap';
import type { Traveller } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';

export function TravellersTable({ travellers, onDelete }: { travellers: Traveller[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <Table responsive striped hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">SL</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Mobile</th>
          <th scope="col">Blood group</th>
          <th scope="col">Weight</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
