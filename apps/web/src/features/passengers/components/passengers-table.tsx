import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatAmount, type PassengerSummary } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { UserAvatar } from '../../users';

export function PassengersTable({ passengers }: { passengers: PassengerSummary[] }) {
  return (
    <Table responsive striped hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">SL</th>
          <th scope="col">Photo</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Travels</th>
          <th scope="col">Total distance</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
