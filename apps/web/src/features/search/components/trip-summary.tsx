import { formatTk, type BookingSlot } from '@tarmac/shared';
import { formatFlightMoment } from '../../../lib/format-flight';
import { slotLabels, type Selections } from '../../booking';
import { t } from '../../../i18n/i18n';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';

/** SPEC §2 'Trip Summary': the chosen flight of each leg, or a 'Select Flight' prompt. */
export function TripSummary({ slots, selections }: { slots: BookingSlot[]; selections: Selections }) {
  return (
    <section className="mb-4" aria-labelledby="trip-summary-heading">
      <h2 id="trip-summary-heading" className="h4 mb-3">
        {t('results.tripSummary')}
      </h2>
      <ol className="list-group list-group-numbered">
        {slots.map((slot) => {
          const choice = selections[slot];
          return (
            <li key={slot} className="list-group-item d-flex flex-wrap gap-2 justify-content-between" data-slot={slot}>
              <div className="ms-2 me-auto">
                <div className="fw-bold">{t(slotLabels[slot])}</div>
                {choice ? (
                  <span>
                    {routeName(choice.flightFromCurrentLocation, choice.flightToDestinationLocation)} · {choice.flightNumber} ·{' '}
                    {formatFlightMoment(choice.flightDepartingDate, choice.flightDepartingTime)}
                  </span>
                ) : (
                  <span className="text-body-secondary">{t('results.selectFlight')}</span>
                )}
              </div>
              {choice && (
                <span className="align-self-center">
                  {packageNameOf(choice.packageName)} · {formatTk(choice.packagePrice)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
