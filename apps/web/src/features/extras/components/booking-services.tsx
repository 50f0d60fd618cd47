import { formatTk, type Booking } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';

/**
 * The services of a booking (seats chosen, extra bags, meals, assistance) as a short list: on the trip summary,
 * the ticket and manage booking. Each says whose and which flight, its price and, once issued, its document.
 */
export function BookingServices({ booking }: { booking: Booking }) {
  const live = (booking.services ?? []).filter((s) => s.status === 'held' || s.status === 'issued');
  if (live.length === 0) return null;
  return (
    <section className="mt-3" aria-labelledby={`services-${booking.pnr}`} data-testid="booking-services">
      <h3 className="h6" id={`services-${booking.pnr}`}>
        {t('extras.servicesHeading')}
      </h3>
      <ul className="list-unstyled small mb-0">
        {live.map((s) => (
          <li key={s._id}>
            {t('extras.serviceLine', {
              name: s.name,
              passenger: booking.passengers[s.passengerIndex]?.name ?? '',
              flight: booking.legs[s.legIndex]?.flightNumber ?? '',
              price: s.price === 0 ? t('extras.free') : formatTk(s.price),
            })}
            {s.documentNumber ? ` · ${t('extras.document', { number: s.documentNumber })}` : s.status === 'held' && booking.status === 'ticketed' ? ` · ${t('extras.unpaid')}` : ''}
          </li>
        ))}
      </ul>
      {booking.status === 'ticketed' && (booking.balanceDue ?? 0) > 0 && <p className="small fw-semibold mt-2 mb-0">{t('extras.balanceDue', { amount: formatTk(booking.balanceDue ?? 0) })}</p>}
    </section>
  );
}
