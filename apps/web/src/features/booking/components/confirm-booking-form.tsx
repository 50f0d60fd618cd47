import { lazy, Suspense, useState } from 'react';
import { DEFAULT_FARE_PERCENT, type PassengerType } from '@tarmac/shared';
import { PageSpinner } from '../../../components/page-spinner';
import { usePainted } from '../../../lib/use-painted';
import { useBookingRules } from '../api/get-booking-rules';
import type { BookingPlan } from '../booking-plan';
import { estimateFares, initialConfirmValues, isInternationalTrip } from '../fare-estimate';
import type { AppliedPromo } from './promo-code-field';
import { ConfirmTripSummary } from './confirm-trip-summary';

// The passengers, the contact and 'Confirm booking' (react-hook-form and the form's parts) come after the trip summary
// is on the screen; the form's checks (zod and the shared schemas) once the visitor first focuses it (confirm-details-form.tsx).
let detailsLoaded = false;
const loadDetails = () =>
  import('./confirm-details-form').then((m) => {
    detailsLoaded = true;
    return { default: m.ConfirmDetailsForm };
  });
const ConfirmDetailsForm = lazy(loadDetails);

/**
 * The booking form: the trip summary (each picked flight and package, the fare per passenger type, the total) drawn
 * at once, and beside it the form that names the travellers and holds the seats (confirm-details-form.tsx), asked
 * for once the summary is drawn.
 */
export function ConfirmBookingForm({ plan }: { plan: BookingPlan }) {
  const rules = useBookingRules();
  // The passengers' types as the form has them (its first values until it has loaded), and a promo code applied (issue 31).
  const [types, setTypes] = useState<PassengerType[]>(() => initialConfirmValues(plan, null).passengers.map((p) => p.type));
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  // Drawn in slices (a transition), so the phone's main thread stays free to answer the visitor.
  const formWanted = usePainted(detailsLoaded);

  const legs = plan.legs.flatMap((leg) => (leg.selection ? [{ ...leg, selection: leg.selection }] : []));
  const international = isInternationalTrip(legs.map((leg) => leg.selection));
  const estimate = estimateFares(
    legs.map((leg) => leg.selection.packagePrice),
    types,
    rules.data?.farePercents ?? DEFAULT_FARE_PERCENT,
    international,
  );

  return (
    <div className="row g-4 confirm-booking">
      <div className="col-12 col-lg-5 order-lg-2">
        <ConfirmTripSummary legs={legs} travellers={plan.travellers} estimate={estimate} promo={promo} />
      </div>
      <div className="col-12 col-lg-7">
        <div className="card shadow-sm">
          <div className="card-body p-3 p-md-4">
            {formWanted ? (
              <Suspense fallback={<PageSpinner />}>
                <ConfirmDetailsForm
                  plan={plan}
                  legs={legs}
                  international={international}
                  estimate={estimate}
                  promo={promo}
                  onPromo={setPromo}
                  onTypes={setTypes}
                />
              </Suspense>
            ) : (
              <PageSpinner />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
