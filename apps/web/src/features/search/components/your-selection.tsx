import { Link } from 'react-router';
import { formatPersons, formatTk, totalFare, type BookingSlot } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { slotLabels, type Selections } from '../../booking';
import { t } from '../../../i18n/i18n';

interface YourSelectionProps {
  slots: BookingSlot[];
  selections: Selections;
  travellers: number;
}

/**
 * SPEC §2/§4: each choice with travellers, package and price; 'Booking total amount' (sum of the legs'
 * prices × travellers) and 'Confirm Book', or 'Select Flight' while the total is not a number.
 */
export function YourSelection({ slots, selections, travellers }: YourSelectionProps) {
  const prices = slots.map((slot) => selections[slot]?.packagePrice ?? Number.NaN);
  const total = totalFare(prices, travellers);
  const complete = Number.isFinite(total);

  return (
    <section className="card your-selection shadow-sm" aria-labelledby="your-selection-heading">
      <div className="card-body">
        <h2 id="your-selection-heading" className="h4 mb-3">
          {t('results.yourSelection')}
        </h2>
        <dl className="mb-3">
          {slots.map((slot) => {
            const choice = selections[slot];
            return (
              <div key={slot} className="mb-2">
                <dt className="small text-body-secondary">{t(slotLabels[slot])}</dt>
                <dd className="mb-0">
                  {choice ? (
                    <>
                      {formatPersons(travellers)} · {choice.packageName} · {formatTk(choice.packagePrice)}
                    </>
                  ) : (
                    t('results.selectFlight')
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {complete ? (
          <>
            <p className="fs-5 mb-3" data-testid="booking-total">
              {t('results.bookingTotalAmount')}{' '}<strong>{formatTk(total)}</strong>
            </p>
            <Link to={paths.ticketBooking.getHref()} className="btn btn-success w-100">
              {t('results.confirmBook')}
            </Link>
          </>
        ) : (
          <p className="mb-0 fw-semibold text-body-secondary">{t('results.selectFlight')}</p>
        )}
      </div>
    </section>
  );
}
