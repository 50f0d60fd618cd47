import { formatPersons, formatTk, ticketName, type Booking } from '@tarmac/shared';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { formatDateTime } from '../../../lib/format-date';
import { PnrCode } from './pnr-code';
import { StatusBadge } from './status-badge';
import { t } from '../../../i18n/i18n';
import { passengerTypeLabel } from '../../../lib/fare-text';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';
import { legTimes } from '../leg-times';

interface TicketCardProps {
  booking: Booking;
  index: number;
}

/**
 * SPEC §2 ticket: route, plane, flight number, departure and arrival, package price, travellers,
 * total fare (price × travellers) in TK, the booking's date-time, the user's e-mail and the airline's note;
 * plus the booking reference with its QR code, the baggage, the contact, the fare rules, and each passenger's
 * name as SURNAME/GIVEN, type, fare and ticket number (issue 10). All from the server. With children or infants
 * the total fare is every passenger's fare of the flight (adults pay the package price).
 */
export function TicketCard({ booking, index }: TicketCardProps) {
  const leg = booking.legs[index]!;
  // Every passenger's fare of this flight: the package price for adults, their share for children and infants.
  const fare = booking.passengers.reduce((sum, p) => sum + (p.fares[index] ?? 0), 0);
  // The contact's e-mail is written only when it is not the booking's e-mail above it.
  const contact = booking.contact
    ? [booking.contact.email === booking.userEmail ? '' : booking.contact.email, booking.contact.phone].filter(Boolean).join(' · ')
    : '';
  const titleId = `ticket-${index}-title`;
  const times = legTimes(leg);
  // Seats chosen, extra bags, meals and assistance of this flight (API.md "More than a seat").
  const services = (booking.services ?? []).filter((s) => s.legIndex === index && (s.status === 'issued' || s.status === 'held'));

  return (
    <article className="ticket card shadow-sm mb-4" aria-labelledby={titleId} data-testid="ticket">
      {index > 0 && <h2 className="ticket-ordinal h4 px-3 pt-3 mb-0">{t('ticket.ordinal', { number: index + 1 })}</h2>}
      <div className="card-body p-3 p-md-4">
        <div className="ticket-band rounded-3 p-3 mb-3 d-flex flex-wrap justify-content-between align-items-center gap-2">
          <div>
            <p className="small mb-1 text-uppercase ticket-band-label">
              {t('ticket.brandPackage', { package: packageNameOf(leg.packageName) })}
              {leg.fareBasis && <span data-testid="fare-basis"> · {t('ticket.fareBasis', { basis: leg.fareBasis })}</span>}
            </p>
            <h3 id={titleId} className="h4 mb-0 ticket-route">
              {routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)}
            </h3>
          </div>
          <StatusBadge status={booking.status} className="fs-6" />
        </div>

        <div className="row g-3">
          <div className="col-12 col-md-8">
            <dl className="ticket-facts row g-2 mb-0">
              <Fact label={t('ticket.plane')} value={leg.planeNumber} />
              <Fact label={t('ticket.flightNumber')} value={leg.flightNumber} />
              <Fact label={t('ticket.departure')} value={times.departure} />
              <Fact label={t('ticket.arrival')} value={times.arrival} />
              <Fact label={t('ticket.packagePrice')} value={formatTk(leg.packagePrice)} />
              <Fact label={t('ticket.baggage')} value={t('ticket.bagChecked', { weight: leg.bagWeight })} />
              <Fact label={t('ticket.travellers')} value={formatPersons(booking.travellers)} />
              <Fact label={t('ticket.totalFare')} value={formatTk(fare)} strong />
              <Fact label={t('ticket.bookedOn')} value={formatDateTime(booking.createdAt)} />
              <Fact label={t('ticket.eMail')} value={booking.userEmail} wide />
              {contact && <Fact label={t('ticket.contact')} value={contact} wide />}
            </dl>
          </div>
          <div className="col-12 col-md-4 text-md-end">
            <p className="small text-body-secondary mb-1">{t('ticket.bookingReferencePnr')}</p>
            <p className="fs-3 fw-bold font-monospace mb-2" data-testid="pnr">
              {booking.pnr}
            </p>
            <PnrCode value={booking.pnr} />
          </div>
        </div>

        {/* A phone scrolls the table sideways: focusable, so a keyboard can too. */}
        <div className="table-responsive mt-3" tabIndex={0} role="region" aria-label={t('ticket.passengers')}>
          <table className="table table-sm mb-2">
            <caption className="caption-top small">{t('ticket.passengers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ticket.name')}</th>
                <th scope="col">{t('ticket.type')}</th>
                <th scope="col" className="text-end">
                  {t('ticket.fare')}
                </th>
                <th scope="col">{t('ticket.ticketNumber')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.passengers.map((passenger, i) => (
                <tr key={`${passenger.name}-${i}`}>
                  <td className="font-monospace">{passenger.firstName ? ticketName(passenger) : passenger.name.toUpperCase()}</td>
                  <td>{passengerTypeLabel(passenger.type)}</td>
                  <td className="text-end text-nowrap">{passenger.fares[index] !== undefined ? formatTk(passenger.fares[index]) : '—'}</td>
                  <td className="font-monospace">{passenger.tickets[index] ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {services.length > 0 && (
          <div className="mb-2" data-testid="ticket-services">
            <h4 className="small fw-bold mb-1">{t('extras.servicesHeading')}</h4>
            <ul className="list-unstyled small mb-0">
              {services.map((s) => (
                <li key={s._id}>
                  {t('extras.ticketServiceLine', { name: s.name, passenger: booking.passengers[s.passengerIndex]?.name ?? '', price: s.price === 0 ? t('extras.free') : formatTk(s.price) })}
                  {s.documentNumber ? ` · ${t('extras.document', { number: s.documentNumber })}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="ticket-rules mb-2">
          <h4 className="small fw-bold mb-1">{t('ticket.fareRulesOf', { package: packageNameOf(leg.packageName) })}</h4>
          <FareRulesNote rules={leg.fareRules} className="small mb-0" />
        </div>
        {booking.agency && (
          <p className="small mb-2" data-testid="ticket-sold-by">
            {t('ticket.soldBy', { agency: booking.agency.name, registration: booking.agency.registrationNumber, amount: formatTk(booking.agency.farePaid) })}
          </p>
        )}
        <p className="small text-body-secondary mb-0">
          {t('ticket.flightDecisionsNote')}
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
