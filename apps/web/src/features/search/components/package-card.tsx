import { FEW_SEATS_AT_PRICE, formatTk, type FareRules } from '@tarmac/shared';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { t } from '../../../i18n/i18n';
import { totalText } from '../party-text';

interface PackageCardProps {
  packageName: string;
  price: number;
  bagWeight: number;
  facility1: string;
  facility2: string;
  selected: boolean;
  /** Names the flight for screen readers, e.g. "TK-101". */
  flightLabel: string;
  onSelect: () => void;
  /** The package's fare rules (issue 10), shown under the facilities. */
  fareRules?: FareRules;
  /** Seats left at this price (the open booking class, issue 31): said when few are left. */
  seatsAtPrice?: number | undefined;
  /** What the searched party pays for this flight in this package, when the party is more than one adult. */
  partyTotal?: number | undefined;
}

/**
 * SPEC §2: one fare package of a flight: name, price in TK, max bag weight in KG, two facilities, and its
 * 'Select Flight' button. The one place a package's content is drawn on the results page (a table cell on a
 * desktop, a card on a phone): more lines about the package (fare rules…) belong here.
 */
export function PackageCard({ packageName, price, bagWeight, facility1, facility2, selected, flightLabel, onSelect, fareRules, seatsAtPrice, partyTotal }: PackageCardProps) {
  const priced = Number.isFinite(price);
  return (
    <div className={`card package-card h-100 ${selected ? 'border-success border-2 package-card-selected' : ''}`}>
      <div className="card-body d-flex flex-column p-3">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-1 mb-1 package-card-head">
          <h4 className="h6 mb-0 text-break">{packageName}</h4>
          {selected && <span className="badge bg-success text-wrap">{t('results.selected')}</span>}
        </div>
        <p className="fs-5 fw-bold text-primary-emphasis mb-1">
          {priced ? formatTk(price) : t('results.priceNotSet')}
          {priced && <span className="small fw-normal text-body-secondary"> {t('results.perAdult')}</span>}
          {priced && seatsAtPrice !== undefined && seatsAtPrice <= FEW_SEATS_AT_PRICE && (
            <span className="fs-6 fw-normal text-danger-emphasis" data-testid="seats-at-price">
              {' · '}
              {t('results.seatsAtThisPrice', { count: seatsAtPrice })}
            </span>
          )}
        </p>
        {priced && partyTotal !== undefined && (
          <p className="small fw-semibold mb-1" data-testid="party-total">
            {totalText(partyTotal)}
          </p>
        )}
        <p className="small mb-1">{t('results.maxBagWeightKg', { weight: bagWeight })}</p>
        <p className="small mb-0 text-body-secondary">{facility1 || '—'}</p>
        <p className="small mb-3 text-body-secondary">{facility2 || '—'}</p>
        <FareRulesNote rules={fareRules} className="small mb-3" compact />
        <button
          type="button"
          className={`btn btn-sm btn-${selected ? 'success' : 'primary'} mt-auto`}
          aria-pressed={selected}
          aria-label={t('results.selectFlightWith', { flight: flightLabel, package: packageName })}
          disabled={!priced}
          onClick={onSelect}
        >
          {t('results.selectFlight')}
        </button>
      </div>
    </div>
  );
}
