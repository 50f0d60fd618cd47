import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { packageListQuery } from '../../packages/api/get-packages';

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
        What your fare includes
      </h3>
      <ul className="small mb-2">
        {names.map((name) => {
          const offer = packages.data?.find((p) => p.packageName === name);
          const services = offer ? [`up to ${offer.bagWeight} KG of checked baggage`, offer.packageFacility1, offer.packageFacility2].filter(Boolean) : [];
          return (
            <li key={name}>
              <strong>{name}</strong>
              {services.length > 0 && `: ${services.join(', ')}`}
            </li>
          );
        })}
      </ul>
      <h3 className="h6">Fare rules</h3>
      <p className="small mb-0">
        Cancelling before payment is free: the seats go back on sale and nothing is charged. Once the tickets are issued, the
        refund and change rules of your fare apply.
      </p>
    </section>
  );
}
