import { formatPersons, formatTk, localDigits, type Booking } from '@tarmac/shared';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { FareBreakdown } from './fare-breakdown';
import { TaxesIncluded } from './taxes-included';
import { BookingServices } from '../../extras';
import { t } from '../../../i18n/i18n';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';
import { legTimes } from '../leg-times';

/** A booking's trip before its tickets exist: each flight with its package and fare rules, the travellers, fares per type and the total. */
export function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <>
      <ul className="list-unstyled mb-3">
        {booking.legs.map((leg, index) => (
          <li key={`${leg.flightId}-${index}`} className="border rounded-3 p-3 mb-2">
            <p className="fw-bold mb-1">{routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation)}</p>
            <p className="small mb-1">
              {t('booking.flightPlane', { flight: leg.flightNumber, plane: leg.planeNumber })}
            </p>
            <p className="small mb-1">
              {t('booking.departureArrival', legTimes(leg))}
            </p>
            <p className="small mb-1">
              {t('booking.packageLine', { package: packageNameOf(leg.packageName), price: formatTk(leg.packagePrice), weight: localDigits(String(leg.bagWeight)) })}
            </p>
            <FareRulesNote rules={leg.fareRules} className="small mb-0 text-body-secondary" />
          </li>
        ))}
      </ul>
      <p className="mb-1">{t('booking.travellers')}{' '}{formatPersons(booking.travellers)}</p>
      <p className="small mb-2">{booking.passengers.map((p) => (p.type === 'adult' ? p.name : t('booking.nameWithType', { name: p.name, type: p.type }))).join(', ')}</p>
      <FareBreakdown booking={booking} />
      <BookingServices booking={booking} />
      {booking.promoCode && !!booking.discount && (
        <p className="mb-1 text-success" data-testid="discount-line">
          {t('booking.discountLine', { code: booking.promoCode, amount: formatTk(booking.discount) })}
        </p>
      )}
      <TaxesIncluded booking={booking} />
      <p className="fs-5 mb-0 mt-2" data-testid="booking-total">
        {t('booking.bookingTotal')}{' '}<strong>{formatTk(booking.total)}</strong>
      </p>
    </>
  );
}
