import { Link } from 'react-router';
import { formatAmount, type PassengerSummary } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { UserAvatar } from '../../users';
import { ListTable } from '../../../components/list-table';
import { SortHeading } from '../../../components/sort-heading';

interface PassengersTableProps {
  passengers: PassengerSummary[];
  firstNumber?: number;
  sort?: string;
  onSort?: (column: string) => void;
}

export function PassengersTable({ passengers, firstNumber = 1, sort, onSort }: PassengersTableProps) {
  const heading = (label: string, column: string) => (sort !== undefined && onSort ? <SortHeading label={label} column={column} sort={sort} onSort={onSort} /> : label);
  return (
    <ListTable
      headings={['SL', 'Photo', heading('Name', 'name'), heading('Email', 'email'), 'Phone', heading('Travels', 'travelCount'), heading('Total distance', 'totalDistanceKm'), 'Details']}
    >
      {passengers.map((passenger, index) => (
        <tr key={passenger._id}>
          <td>{firstNumber + index}</td>
          <td className="passenger-photo">
            <UserAvatar src={passenger.profileImage} name={passenger.name} />
          </td>
          <td className="fw-semibold text-break">{passenger.name}</td>
          <td className="text-break">{passenger.email}</td>
          <td className="text-nowrap">{passenger.phone}</td>
          <td>{passenger.travelCount}</td>
          <td className="text-nowrap">{formatAmount(passenger.totalDistanceKm)} km</td>
          <td>
            <Link to={paths.admin.userDetails.getHref(passenger._id)} aria-label={`Details of ${passenger.name}`}>
              Details
            </Link>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
