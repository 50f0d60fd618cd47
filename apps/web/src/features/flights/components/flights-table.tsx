import { formatTaka, type Flight } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';

/** Flight dates and times are the airports' local ones, shown as the admin entered them. */
function When({ date, time }: { date: string; time: string }) {
  return (
    <span className="text-nowrap">
      {date} {time}
    </span>
  );
}

/** Pilot and crew are rostered after the schedule: a flight may have neither yet. */
function NotAssigned() {
  return <span className="text-body-secondary fst-italic">Not assigned</span>;
}

interface FlightsTableProps {
  flights: Flight[];
  /** The SL number of the first row (the table may show one page of many). */
  firstNumber?: number;
  onDelete: (target: DeleteTarget) => void;
}

export function FlightsTable({ flights, firstNumber = 1, onDelete }: FlightsTableProps) {
  return (
    <ListTable headings={['SL', 'Flight', 'Plane', 'Route', 'Departing', 'Arrival', 'Platinum', 'Gold', 'Silver', 'Pilot', 'Cabin crew', 'Seats left', 'Action']} small>
      {flights.map((flight, index) => (
        <tr key={flight._id}>
          <td>{firstNumber + index}</td>
          <td className="fw-semibold text-nowrap">{flight.flightNumber}</td>
          <td className="text-nowrap">{flight.planeNumber}</td>
          <td>
            {flight.flightFromCurrentLocation} → {flight.flightToDestinationLocation}
          </td>
          <td>
            <When date={flight.flightDepartingDate} time={flight.flightDepartingTime} />
          </td>
          <td>
            <When date={flight.flightArrivalDate} time={flight.flightArrivalTime} />
          </td>
          <td className="text-nowrap">{formatTaka(flight.platinumpackagesPrice)}</td>
          <td className="text-nowrap">{formatTaka(flight.goldPackagesPrice)}</td>
          <td className="text-nowrap">{formatTaka(flight.silverPackagesPrice)}</td>
          <td>{flight.pilotsOfPlaneId?.pilotName ?? <NotAssigned />}</td>
          <td>{flight.cabinCrewId?.cabinCrewName ?? <NotAssigned />}</td>
          <td className="text-nowrap">
            {flight.seatsLeft} / {flight.seatCapacity}
          </td>
          <td>
            <RowActions
              name={flight.flightNumber}
              updateTo={paths.admin.flightInformationUpdate.getHref(flight._id)}
              onDelete={() => onDelete({ id: flight._id, name: flight.flightNumber })}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
