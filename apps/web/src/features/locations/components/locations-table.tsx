import { formatTaka, type Location } from '@tarmac/shared';
import { CreatedUpdated } from '../../../components/created-updated';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';

interface LocationsTableProps {
  locations: Location[];
  updatePath: (id: string) => string;
  onDelete: (target: DeleteTarget) => void;
}

export function LocationsTable({ locations, updatePath, onDelete }: LocationsTableProps) {
  return (
    <ListTable headings={['SL', 'Location', 'Name', 'Tickit Price', 'Created & Updated', 'Action']}>
      {locations.map((location, index) => (
        <tr key={location._id}>
          <td>{index + 1}</td>
          <td>
            <img
              src={location.locationImage}
              alt={location.flightLocationName}
              className="table-thumbnail border"
              width={96}
              height={64}
              loading="lazy"
              decoding="async"
            />
          </td>
          <td className="fw-semibold text-break">
            {location.flightLocationName}
            {location.iataCode && <span className="ms-2 badge text-bg-light border">{location.iataCode}</span>}
            {location.flightLocationNameBn && (
              <div className="small fw-normal text-body-secondary" lang="bn">
                {location.flightLocationNameBn}
              </div>
            )}
          </td>
          <td className="text-nowrap">{formatTaka(location.tickitPrice)}</td>
          <td>
            <CreatedUpdated createdAt={location.createdAt} updatedAt={location.updatedAt} />
          </td>
          <td>
            <RowActions
              name={location.flightLocationName}
              updateTo={updatePath(location._id)}
              onDelete={() => onDelete({ id: location._id, name: location.flightLocationName })}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
