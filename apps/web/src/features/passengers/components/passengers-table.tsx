import { Link } from 'react-router';
import { formatAmount, type PassengerSummary } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { UserAvatar } from '../../users';
import { ListTable } from '../../../components/list-table';

export function PassengersTable({ passengers }: { passengers: PassengerSummary[] }) {
  return (
    <ListTable headings={['SL', 'Photo', 'Name', 'Email', 'Phone', 'Travels', 'Total distance', 'Details']}>
      {passengers.map((passenger, index) => (
        <tr key={passenger._id}>
          <td>{index + 1}</td>
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
