import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { packageListQuery } from '../../packages/api/get-packages';
import { t } from '../../../i18n/i18n';
import { facilityOf, packageNameOf } from '../../../lib/catalogue-names';

/**
 * What the fare includes: each booked package's baggage and services, as the catalogue lists them; and the
 * short note on cancelling before payment (each flight's own fare rules are shown in the trip summary beside it).
 */
export function FareIncludes({ booking }: { booking: Booking }) {
  const packages = useQuery(packageListQuery());
  const names = [...new Set(booking.legs.map((leg) => leg.packageName))];

  return (
    <section aria-labelledby="fare-includes-heading" className="mb-3">
      <h3 id="fare-includes-heading" className="h6">
        {t('payment.whatYourFareIncludes')}
      </h3>
      <ul className="small mb-2">
        {names.map((name) => {
          const offer = packages.data?.find((p) => p.packageName === name);
          const services = offer ? [t('payment.bagAllowance', { weight: offer.bagWeight }), facilityOf(offer.packageFacility1), facilityOf(offer.packageFacility2)].filter(Boolean) : [];
          return (
            <li key={name}>
              <strong>{packageNameOf(name)}</strong>
              {services.length > 0 && `: ${services.join(', ')}`}
            </li>
          );
        })}
      </ul>
      <h3 className="h6">{t('payment.fareRules')}</h3>
      <p className="small mb-0">
        {t('payment.cancellationNote')}
      </p>
    </section>
  );
}
