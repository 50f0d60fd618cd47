import { Link } from 'react-router';
import { formatTk, type BookingSlot, type Party } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { slotLabels, type Selections } from '../../booking';
import { partyText, pickTotal, totalText } from '../party-text';
import { t } from '../../../i18n/i18n';
import { packageNameOf } from '../../../lib/catalogue-names';

interface YourSelectionProps {
  slots: BookingSlot[];
  selections: Selections;
  party: Party;
}

/** The booking total of the picks (NaN while a leg has none): what the server said the party pays for each. */
export function selectionTotal(slots: BookingSlot[], selections: Selections, travellers: number): number {
  return slots.reduce((sum, slot) => {
    const pick = selections[slot];
    return sum + (pick ? pickTotal(pick, travellers) : Number.NaN);
  }, 0);
}

/**
 * SPEC §2/§4: each choice with travellers, package and price; 'Booking total amount' and 'Confirm Book', or
 * 'Select Flight' while the total is not a number. Issue 35: the total is the party's (children and infants at
 * their fares, as the booking charges), and every price says whether it is per adult or the total.
 */
export function YourSelection({ slots, selections, party }: YourSelectionProps) {
  const total = selectionTotal(slots, selections, party.travellers);
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
                      {partyText(party)} · {packageNameOf(choice.packageName)} · {formatTk(choice.packagePrice)} {t('results.perAdult')}
                      {(party.travellers > 1 || party.infants > 0) && <> · {totalText(pickTotal(choice, party.travellers))}</>}
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

/**
 * Issue 35, the phone flow: once a package is picked, a bar at the bottom of the screen says the package, the
 * travellers and the total so far, and Continue: to the next leg still to choose, else to Confirm Book.
 * Shown below the extra-wide layout, where 'Your Selection' is not beside the results.
 */
export function SelectionBar({ slots, selections, party }: YourSelectionProps) {
  const picked = slots.filter((slot) => selections[slot]);
  if (picked.length === 0) return null;
  const next = slots.find((slot) => !selections[slot]);
  const last = selections[picked.at(-1)!]!;
  const total = picked.reduce((sum, slot) => sum + pickTotal(selections[slot]!, party.travellers), 0);
  const goToNext = () => document.querySelector(`[data-slot="${next}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <aside className="selection-bar bg-body border-top d-xl-none py-2 mt-3" aria-label={t('results.selectionBar')} data-testid="selection-bar">
      <div className="d-flex align-items-center gap-2">
        <p className="mb-0 small flex-grow-1 lh-sm">
          <span className="fw-semibold">{packageNameOf(last.packageName)}</span> · {partyText(party)}
          <br />
          <strong className="fs-6">{totalText(total)}</strong>
        </p>
        {next ? (
          <button type="button" className="btn btn-primary" onClick={goToNext}>
            {t('results.chooseNext', { leg: t(slotLabels[next]) })}
          </button>
        ) : (
          <Link to={paths.ticketBooking.getHref()} className="btn btn-success px-4">
            {t('results.continue')}
          </Link>
        )}
      </div>
    </aside>
  );
}
