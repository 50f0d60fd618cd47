import { CreatedUpdated } from './created-updated';
import { RowActions } from './row-actions';
import type { DeleteTarget } from '../lib/use-delete-flow';
import { ListTable } from './list-table';

export interface NamedRow {
  _id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** The list of records that are only a name (pilots, cabin crew): SL, name, dates, Update and Delete. */
export function NameOnlyTable({
  rows,
  nameHeading,
  updateHref,
  onDelete,
}: {
  rows: NamedRow[];
  nameHeading: string;
  /** The update page of one row, by its id. */
  updateHref: (id: string) => string;
  onDelete: (target: DeleteTarget) => void;
}) {
  return (
    <ListTable headings={['SL', nameHeading, 'Created & Updated', 'Action']}>
      {rows.map((row, index) => (
        <tr key={row._id}>
          <td>{index + 1}</td>
          <td className="fw-semibold text-break">{row.name}</td>
          <td>
            <CreatedUpdated createdAt={row.createdAt} updatedAt={row.updatedAt} />
          </td>
          <td>
            <RowActions name={row.name} updateTo={updateHref(row._id)} onDelete={() => onDelete({ id: row._id, name: row.name })} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
