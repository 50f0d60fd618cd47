import { formatTaka, type Flight } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';
import { SortHeading } from '../../../components/sort-heading';
import { FlightStatusBadge } from '../../flight-status';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { faresPaths } from '../../fares';

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
  /** The list's sort (a column, `-` in front for descending) and how to change it: headings become buttons. */
  sort?: string;
  onSort?: (column: string) => void;
  /** Opens the day-of-travel status form of a flight; no Status column without it. */
  onSetStatus?: (flight: Flight) => void;
}

export function FlightsTable({ flights, firstNumber = 1, onDelete, sort, onSort, onSetStatus }: FlightsTableProps) {
  const heading = (label: string, column: string) => (sort !== undefined && onSort ? <SortHeading label={label} column={column} sort={sort} onSort={onSort} /> : label);
  return (
    <ListTable
      headings={[
        'SL',
        heading('Flight', 'flightNumber'),
        heading('Plane', 'planeNumber'),
        heading('Route', 'flightFromCurrentLocation'),
        heading('Departing', 'departsAt'),
        'Arrival',
        'Platinum',
        'Gold',
        heading('Silver', 'silverPackagesPrice'),
        'Pilot',
        'Cabin crew',
        heading('Seats left', 'seatsLeft'),
        ...(onSetStatus ? ['Status'] : []),
        'Action',
      ]}
      small
    >
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
          {onSetStatus && (
            <td>
              <div className="d-flex flex-column align-items-start gap-1">
                <FlightStatusBadge status={flight.status ?? 'scheduled'} english />
                <Button type="button" size="sm" variant="outline-secondary" className="text-nowrap" onClick={() => onSetStatus(flight)} aria-label={`Set status of ${flight.flightNumber}`}>
                  Set status
                </Button>
              </div>
            </td>
          )}
          <td>
            <RowActions
              name={flight.flightNumber}
              updateTo={paths.admin.flightInformationUpdate.getHref(flight._id)}
              onDelete={() => onDelete({ id: flight._id, name: flight.flightNumber })}
            />
            <Link to={faresPaths.fareLadders.getHref(flight._id)} className="small" aria-label={`Fares of ${flight.flightNumber}`}>
              Fares
            </Link>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
