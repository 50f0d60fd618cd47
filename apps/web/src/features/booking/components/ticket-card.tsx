import { formatPersons, formatRoute, formatTk, totalFare, type Booking } from '@tarmac/shared';
import { formatDateTime } from '../../../lib/format-date';
import { formatFlightMoment } from '../../../lib/format-flight';
import { PnrCode } from './pnr-code';
import { StatusBadge } from './status-badge';

const ordinals = ['One', 'Two', 'Three'];

interface TicketCardProps {
  booking: Booking;
  index: number;
}

/**
 * SPEC §2 ticket: route, plane, flight number, departure and arrival, package price, travellers,
 * total fare (price × travellers) in TK, the booking's date-time, the user's e-mail and the airline's note;
 * plus the booking reference with its QR code and each passenger's ticket number. All from the server.
 */
export function TicketCard({ booking, index }: TicketCardProps) {
  const leg = booking.legs[index]!;
  const fare = totalFare([leg.packagePrice], booking.travellers);
  const titleId = `ticket-${index}-title`;

  return (
    <article className="ticket card shadow-sm mb-4" aria-labelledby={titleId} data-testid="ticket">
      {index > 0 && <h2 className="ticket-ordinal h4 px-3 pt-3 mb-0">{`Ticket ${ordinals[index] ?? index + 1}`}</h2>}
      <div className="card-body p-3 p-md-4">
        <div className="ticket-band rounded-3 p-3 mb-3 d-flex flex-wrap justify-content-between align-items-center gap-2">
          <div>
            <p className="small mb-1 text-uppercase ticket-band-label">Tarmac · {leg.packageName}</p>
            <h3 id={titleId} className="h4 mb-0 ticket-route">
              {formatRoute(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)}
            </h3>
          </div>
          <StatusBadge status={booking.status} className="fs-6" />
        </div>

        <div className="row g-3">
          <div className="col-12 col-md-8">
            <dl className="ticket-facts row g-2 mb-0">
              <Fact label="Plane" value={leg.planeNumber} />
              <Fact label="Flight number" value={leg.flightNumber} />
              <Fact label="Departure" value={formatFlightMoment(leg.flightDepartingDate, leg.flightDepartingTime)} />
              <Fact label="Arrival" value={formatFlightMoment(leg.flightArrivalDate, leg.flightArrivalTime)} />
              <Fact label="Package price" value={formatTk(leg.packagePrice)} />
              <Fact label="Travellers" value={formatPersons(booking.travellers)} />
              <Fact label="Total fare" value={formatTk(fare)} strong />
              <Fact label="Booked on" value={formatDateTime(booking.createdAt)} />
              <Fact label="E-mail" value={booking.userEmail} wide />
            </dl>
          </div>
          <div className="col-12 col-md-4 text-md-end">
            <p className="small text-body-secondary mb-1">Booking reference (PNR)</p>
            <p className="fs-3 fw-bold font-monospace mb-2" data-testid="pnr">
              {booking.pnr}
            </p>
            <PnrCode value={booking.pnr} />
          </div>
        </div>

        <div className="table-responsive mt-3">
          <table className="table table-sm mb-2">
            <caption className="caption-top small">Passengers</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Ticket number</th>
              </tr>
            </thead>
            <tbody>
              {booking.passengers.map((passenger, i) => (
                <tr key={`${passenger.name}-${i}`}>
                  <td>{passenger.name}</td>
                  <td className="font-monospace">{passenger.tickets[index] ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="small text-body-secondary mb-0">
          Tarmac reserves the right to make flight decisions, including changes to the schedule, the aircraft and the crew.
        </p>
      </div>
    </article>
  );
}

function Fact({ label, value, strong = false, wide = false }: { label: string; value: string; strong?: boolean; wide?: boolean }) {
  return (
    <div className={wide ? 'col-12 col-lg-4 text-break' : 'col-6 col-lg-4'}>
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className={`mb-0 ${strong ? 'fw-bold' : ''}`}>{value}</dd>
    </div>
  );
}
