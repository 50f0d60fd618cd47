import { Table } from 'react-bootstrap';
import { formatRoute, type FlightResult } from '@tarmac/shared';
import { formatFlightMoment } from '../../../lib/format-flight';
import { selectFlight, selectionOf, type BookingSelection } from '../../booking';
import type { ResultSection } from '../result-sections';
import { EmptyResults } from './empty-results';
import { PackageCard } from './package-card';

function FlightInfo({ flight }: { flight: FlightResult }) {
  return (
    <div className="flight-info">
      <p className="fw-bold mb-1">{formatRoute(flight.flightFromCurrentLocation, flight.flightToDestinationLocation)}</p>
      <p className="small mb-1">
        <span className="text-body-secondary">Departing:</span> {formatFlightMoment(flight.flightDepartingDate, flight.flightDepartingTime)}
      </p>
      <p className="small mb-1">
        <span className="text-body-secondary">Arrival:</span> {formatFlightMoment(flight.flightArrivalDate, flight.flightArrivalTime)}
      </p>
      <p className="small mb-1">
        <span className="text-body-secondary">Plane:</span> {flight.planeNumber} <span className="text-body-secondary ms-2">Flight:</span>{' '}
        {flight.flightNumber}
      </p>
      <p className="small mb-0">
        <span className="text-body-secondary">Seats left:</span> {flight.seatsLeft}
      </p>
    </div>
  );
}

interface ResultsTableProps {
  section: ResultSection;
  selected: BookingSelection | null;
}

/** SPEC §2: one row per flight: serial number, flight info, and a card per fare package. */
export function ResultsTable({ section, selected }: ResultsTableProps) {
  const headingId = `results-${section.slot}`;
  return (
    <section className="mb-5" aria-labelledby={section.heading ? headingId : undefined} aria-label={section.heading ? undefined : 'Flights'}>
      {section.heading && (
        <h2 id={headingId} className="h4 mb-3">
          {section.heading}
        </h2>
      )}
      {section.flights.length === 0 ? (
        <EmptyResults />
      ) : (
        <div className="table-responsive results-scroll">
          <Table bordered className="results-table align-middle mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">SL</th>
                <th scope="col">Flight</th>
                <th scope="col">Packages</th>
              </tr>
            </thead>
            <tbody>
              {section.flights.map((flight, index) => (
                <tr key={flight._id} data-flight-number={flight.flightNumber}>
                  <td className="fw-bold flight-serial">{index + 1}</td>
                  <td className="flight-info-cell">
                    <FlightInfo flight={flight} />
                  </td>
                  <td>
                    <div className="package-grid">
                      {flight.packageList.map((pkg) => (
                        <PackageCard
                          key={pkg._id}
                          packageName={pkg.packageName}
                          price={Number(flight[pkg.packageName])}
                          bagWeight={pkg.bagWeight}
                          facility1={pkg.packageFacility1}
                          facility2={pkg.packageFacility2}
                          fareRules={pkg.fareRules}
                          flightLabel={flight.flightNumber}
                          selected={selected?.flightId === flight._id && selected.packageId === pkg._id}
                          onSelect={() => selectFlight(section.slot, selectionOf(flight, pkg))}
                        />
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
