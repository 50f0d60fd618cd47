import { Table } from 'react-bootstrap';
import type { CabinCrew } from '@tarmac/shared';
import { CreatedUpdated } from '../../../components/created-updated';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';

export function CabinCrewTable({ rows, onDelete }: { rows: CabinCrew[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <Table responsive striped hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">SL</th>
          <th scope="col">Cabin crew name</th>
          <th scope="col">Created &amp; Updated</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row._id}>
            <td>{index + 1}</td>
            <td className="fw-semibold text-break">{row.cabinCrewName}</td>
            <td>
              <CreatedUpdated createdAt={row.createdAt} updatedAt={row.updatedAt} />
            </td>
            <td>
              <RowActions
                name={row.cabinCrewName}
                updateTo={`/cabinCrueUpdate/${encodeURIComponent(row._id)}`}
                onDelete={() => onDelete({ id: row._id, name: row.cabinCrewName })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
