import { formatPersons, formatTk } from '@tarmac/shared';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { formatFlightMoment } from '../../../lib/format-flight';
import type { BookingPlan } from '../booking-plan';
import type { BookingSelection } from '../selection-store';
import type { estimateFares } from '../fare-estimate';
import { slotLabels } from '../slots';
import { FareLineText } from './fare-line-text';
import { t } from '../../../i18n/i18n';
import { packageNameOf, routeName } from '../../../lib/catalogue-names';

interface ConfirmTripSummaryProps {
  legs: { slot: BookingPlan['legs'][number]['slot']; selection: BookingSelection }[];
  travellers: number;
  estimate: ReturnType<typeof estimateFares>;
  /** A promo code applied (issue 31): its discount is a line of its own. */
  promo?: { code: string; discount: number } | null;
}

/** The confirm form's side card: each picked flight and package, the fare per passenger type and the total. */
export function ConfirmTripSummary({ legs, travellers, estimate, promo }: ConfirmTripSummaryProps) {
  return (
    <div className="card shadow-sm">
      <div className="card-body p-3 p-md-4">
        <h2 className="h5 mb-3">{t('booking.yourFlights')}</h2>
        <ul className="list-unstyled mb-3">
          {legs.map(({ slot, selection }) => (
            <li key={slot} className="border rounded-3 p-3 mb-2">
              <p className="small text-body-secondary mb-1">{t(slotLabels[slot])}</p>
              <p className="fw-bold mb-1">{routeName(selection.flightFromCurrentLocation, selection.flightToDestinationLocation)}</p>
              <p className="small mb-1">
                {t('booking.flightPlaneWhen', {
                  flight: selection.flightNumber,
                  plane: selection.planeNumber,
                  when: formatFlightMoment(selection.flightDepartingDate, selection.flightDepartingTime),
                })}
              </p>
              <p className="small mb-1">
                {packageNameOf(selection.packageName)} · {formatTk(selection.packagePrice)}
              </p>
              <FareRulesNote rules={selection.fareRules} className="small mb-0 text-body-secondary" />
            </li>
          ))}
        </ul>
        <p className="mb-1">
          {t('booking.travellers')} {formatPersons(travellers)}
        </p>
        <ul className="list-unstyled small mb-2" data-testid="fare-lines">
          {estimate.lines.map((line) => (
            <li key={line.type}>
              <FareLineText type={line.type} count={line.count} each={line.each} subtotal={line.subtotal} />
            </li>
          ))}
        </ul>
        <p className="mb-0" data-testid="booking-total">
          {t('booking.bookingTotalAmount')} <strong>{formatTk(estimate.total)}</strong>
        </p>
        {promo && promo.discount > 0 && (
          <>
            <p className="mb-0 text-success" data-testid="discount-line">
              {t('booking.discountLine', { code: promo.code, amount: formatTk(Math.min(promo.discount, estimate.total)) })}
            </p>
            <p className="mb-0">
              {t('booking.totalToPay')} <strong>{formatTk(Math.max(0, estimate.total - promo.discount))}</strong>
            </p>
          </>
        )}
        <p className="small text-body-secondary mb-0">{t('booking.confirmHoldNote')}</p>
      </div>
    </div>
  );
}
