import { Button, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { formatRoute, PASSENGER_TYPE_LABELS, type FlightManifest } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { formatFlightMoment } from '../../../lib/format-flight';
import { downloadManifestCsv, useFlightManifest } from '../api/get-flight-manifest';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import '../manifest-print.css';
import { StatusBadge } from '../components/status-badge';
import { checkInPaths } from '../../check-in';

/** /flightManifest/:flightId: who is booked on a flight (admin). */
export function FlightManifestPage() {
  const { flightId = '' } = useParams();
  const manifest = useFlightManifest(flightId);

  return (
    <BackOfficePage title="Passenger manifest" link={{ to: paths.admin.bookings.getHref(flightId), label: 'Bookings of this flight' }}>
      {manifest.isPending ? (
        <PageSpinner />
      ) : manifest.isError ? (
        <QueryError error={manifest.error} onRetry={() => void manifest.refetch()} />
      ) : (
        <>
          <FlightHeader flight={manifest.data.flight} departure={manifest.data.departure} arrival={manifest.data.arrival} />
          <p className="d-flex flex-wrap align-items-center gap-3">
            <span>
              {manifest.data.counts.booked} booked · {manifest.data.counts.checkedIn} checked in · {manifest.data.counts.boarded} boarded
            </span>
            <Link to={checkInPaths.gate.getHref(flightId)} className="btn btn-outline-primary btn-sm no-print">
              Boarding gate
            </Link>
            <Button variant="outline-secondary" size="sm" className="no-print" onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              className="no-print"
              onClick={() => void downloadManifestCsv(manifest.data.flight).catch((e: unknown) => toast.error(errorMessage(e)))}
            >
              Download CSV
            </Button>
          </p>
          {manifest.data.passengers.length === 0 ? (
            <p className="text-body-secondary">Nobody is booked on this flight yet.</p>
          ) : (
            <div className="table-responsive">
              <Table striped className="align-middle">
                <caption className="caption-top">
                  {manifest.data.passengers.filter((p) => p.status === 'ticketed').length} ticketed passengers
                </caption>
                <thead>
                  <tr>
                    <th scope="col">SL</th>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                    <th scope="col">Ticket number</th>
                    <th scope="col">PNR</th>
                    <th scope="col">Package</th>
                    <th scope="col">Booked by</th>
                    <th scope="col">Seat</th>
                    <th scope="col">Bags and assistance</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {manifest.data.passengers.map((passenger, index) => (
                    <tr key={`${passenger.ticket}-${index}`}>
                      <td>{index + 1}</td>
                      <td>{passenger.name}</td>
                      <td>{passenger.type ? PASSENGER_TYPE_LABELS[passenger.type] : '—'}</td>
                      <td className="font-monospace">{passenger.ticket || '—'}</td>
                      <td>
                        <Link to={paths.bookingDetails.getHref(passenger.pnr)} className="font-monospace">
                          {passenger.pnr}
                        </Link>
                      </td>
                      <td>{passenger.packageName}</td>
                      <td className="text-break">{passenger.userEmail}</td>
                      <td>{passenger.seat ?? (passenger.checkedInAt ? 'lap' : passenger.chosenSeat ? `${passenger.chosenSeat} (chosen)` : '—')}{passenger.boardedAt && <span className="small text-success ms-1">boarded</span>}</td>
                      <td data-testid="manifest-services">{passenger.services?.length ? passenger.services.join(', ') : '—'}</td>
                      <td>
                        <StatusBadge status={passenger.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </>
      )}
    </BackOfficePage>
  );
}

function FlightHeader({ flight, departure, arrival }: Pick<FlightManifest, 'flight' | 'departure' | 'arrival'>) {
  return (
    <div className="border rounded-3 p-3 mb-4 bg-body-tertiary manifest-header">
      <p className="h5 mb-2">
        {formatRoute(flight.flightFromCurrentLocation, flight.flightToDestinationLocation)}
        {flight.flightNumber && <span className="ms-2 text-body-secondary">Flight {flight.flightNumber}</span>}
      </p>
      <p className="mb-0 small">
        {flight.planeNumber && <>Plane {flight.planeNumber} · </>}
        {departure ? (
          <span data-testid="manifest-departure">
            Departure {formatFlightMoment(departure.date, departure.time)} ({departure.city} time)
            {departure.scheduled && (
              <strong className="text-danger ms-1">
                delayed, was {formatFlightMoment(departure.scheduled.date, departure.scheduled.time)}
              </strong>
            )}
          </span>
        ) : (
          <>Departure {formatFlightMoment(flight.flightDepartingDate, flight.flightDepartingTime)}</>
        )}{' '}
        ·{' '}
        {arrival ? (
          <span data-testid="manifest-arrival">
            Arrival {formatFlightMoment(arrival.date, arrival.time)} ({arrival.city} time)
            {arrival.scheduled && (
              <strong className="text-danger ms-1">was {formatFlightMoment(arrival.scheduled.date, arrival.scheduled.time)}</strong>
            )}
          </span>
        ) : (
          <>Arrival {formatFlightMoment(flight.flightArrivalDate, flight.flightArrivalTime)}</>
        )}{' '}
        · {flight.seatsLeft} seats left
      </p>
    </div>
  );
}
