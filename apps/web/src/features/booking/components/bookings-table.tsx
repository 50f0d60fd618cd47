import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatLanguage, formatTk, type Booking } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatFlightDate, formatFlightMoment } from '../../../lib/format-flight';
import { awaitsPayment, latestRefund, refundText } from '../booking-status';
import { StatusBadge } from './status-badge';
import { CheckInLink } from '../../check-in';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { routeName } from '../../../lib/catalogue-names';

/** How the back office names each kind of change (staff only: English). */
const changeLabels: Record<Booking['changes'][number]['kind'], string> = { flight: 'Flight changed', name: 'Name corrected', cancellation: 'Partly cancelled' };

/** "DHAKA → CHATTOGRAM → DHAKA" for connected legs; separate legs are listed one per line. */
export function bookingRoute(booking: Booking): string[] {
  const lines: string[][] = [];
  for (const leg of booking.legs) {
    const from = leg.flightFromCurrentLocation;
    const to = leg.flightToDestinationLocation;
    const line = lines.at(-1);
    if (line && line.at(-1)!.toUpperCase() === from.toUpperCase()) line.push(to);
    else lines.push([from, to]);
  }
  return lines.map((line) => routeName(...line));
}

/**
 * The status cell: the badge, and what the status asks of the passenger: a held booking's deadline (in the
 * visitor's local time) with 'Pay now', a ticketed one's ticket, a refund's progress.
 */
function StatusCell({ booking, admin }: { booking: Booking; admin: boolean }) {
  const refund = latestRefund(booking);
  return (
    <>
      <StatusBadge status={booking.status} />
      {booking.status === 'held' && (
        <div className="small mt-1">
          {rich(t('booking.payByTime', { time: slot('time') }), { time: <time dateTime={booking.payBy}>{formatDateTime(booking.payBy)}</time> })}
        </div>
      )}
      {!admin && awaitsPayment(booking) && (
        <Link
          to={paths.payBooking.getHref(booking.pnr)}
          className="btn btn-success btn-sm mt-1"
          aria-label={t('booking.payNowLabel', { pnr: booking.pnr })}
        >
          {t('booking.payNow')}
        </Link>
      )}
      {!admin && booking.status === 'ticketed' && (
        <div className="mt-1">
          <Link to={paths.bookingDetails.getHref(booking.pnr)} className="small" aria-label={t('booking.ticketOf', { pnr: booking.pnr })}>
            {t('booking.ticket')}
          </Link>
          <div className="mt-1">
            <CheckInLink booking={booking} />
          </div>
        </div>
      )}
      {refund && <div className="small mt-1">{refundText(refund)}</div>}
      {!admin && <DisruptionNote booking={booking} />}
    </>
  );
}

/** A delayed or cancelled flight of a live booking, said in the list; the booking's page has the details and choices. */
function DisruptionNote({ booking }: { booking: Booking }) {
  if (booking.status !== 'held' && booking.status !== 'ticketed') return null;
  const leg = booking.legs.find((l) => l.flightStatus === 'cancelled') ?? booking.legs.find((l) => l.flightStatus === 'delayed');
  if (!leg) return null;
  const estimated = leg.estimatedDeparture;
  // English keeps the plain "2026-12-04 12:15"; Bangla writes the airport's date and clock as flight times are written.
  const when = estimated && (formatLanguage() === 'bn' ? formatFlightMoment(estimated.date, estimated.time) : `${estimated.date} ${estimated.time}`);
  const text =
    leg.flightStatus === 'cancelled'
      ? t('booking.disruption.cancelled', { flight: leg.flightNumber })
      : when
        ? t('booking.disruption.delayedTo', { flight: leg.flightNumber, when })
        : t('booking.disruption.delayed', { flight: leg.flightNumber });
  return (
    <div className="small mt-1">
      <Link to={paths.bookingDetails.getHref(booking.pnr)} className={leg.flightStatus === 'cancelled' ? 'text-danger fw-semibold' : 'text-warning-emphasis fw-semibold'}>
        {text}
      </Link>
    </div>
  );
}

interface BookingsTableProps {
  bookings: Booking[];
  /** Admins also see who booked, when, and a manifest link per flight. */
  admin?: boolean;
}

/** A list of bookings: reference, route, date, status, total. */
export function BookingsTable({ bookings, admin = false }: BookingsTableProps) {
  return (
    // A phone scrolls the table sideways: focusable, so a keyboard can too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('booking.listLabel')}>
      <Table striped hover className="align-middle bookings-table">
        <thead>
          <tr>
            <th scope="col">{t('booking.pnr')}</th>
            <th scope="col">{t('booking.route')}</th>
            <th scope="col">{t('booking.date')}</th>
            {admin && <th scope="col">{t('booking.bookedBy')}</th>}
            {admin && <th scope="col">{t('booking.flights')}</th>}
            <th scope="col">{t('booking.travellers2')}</th>
            <th scope="col">{t('booking.status')}</th>
            <th scope="col" className="text-end">
              {t('booking.total')}
            </th>
            {admin && <th scope="col">{t('booking.bookedOn')}</th>}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking._id} data-pnr={booking.pnr}>
              <td>
                <Link to={paths.bookingDetails.getHref(booking.pnr)} className="font-monospace fw-bold" aria-label={t('booking.open', { pnr: booking.pnr })}>
                  {booking.pnr}
                </Link>
              </td>
              <td className="text-nowrap">
                {bookingRoute(booking).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </td>
              <td className="text-nowrap">{booking.legs[0] ? formatFlightDate(booking.legs[0].flightDepartingDate) : '—'}</td>
              {admin && (
                <td className="text-break">
                  {booking.userEmail}
                  {booking.guest && <div className="small text-body-secondary">{t('booking.guest')}</div>}
                </td>
              )}
              {admin && (
                <td className="text-nowrap">
                  {booking.legs.map((leg, index) => (
                    <div key={`${leg.flightId}-${index}`}>
                      <Link to={paths.admin.flightManifest.getHref(leg.flightId)} aria-label={`Manifest of flight ${leg.flightNumber}`}>
                        {leg.flightNumber}
                      </Link>
                    </div>
                  ))}
                </td>
              )}
              <td>{booking.travellers}</td>
              <td>
                <StatusCell booking={booking} admin={admin} />
              </td>
              <td className="text-end text-nowrap">{formatTk(booking.total)}</td>
              {admin && (
                <td className="small text-nowrap">
                  {formatDateTime(booking.createdAt)}
                  {/* The history of changes (staff only, in English): what changed, when, by whom, for how much. */}
                  {booking.changes.length > 0 && (
                    <ul className="list-unstyled mb-0 mt-1" aria-label={`Changes of booking ${booking.pnr}`}>
                      {booking.changes.map((c) => (
                        <li key={c._id}>
                          {changeLabels[c.kind]} · {formatDateTime(c.createdAt)} · {c.by}
                          {c.amount > 0 && ` · ${formatTk(c.amount)}`}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
