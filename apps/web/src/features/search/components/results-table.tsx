import { useState, type ReactNode } from 'react';
import { formatAmount, formatTk, localDigits, type SearchResult, type PackageOffer } from '@tarmac/shared';
import { formatFlightMoment } from '../../../lib/format-flight';
import { selectFlight, selectionOf, type BookingSelection } from '../../booking';
import type { ResultSection } from '../result-sections';
import { applyView, dayShift, formatDuration, shownPackages } from '../results-view';
import type { ResultsView } from '../search-url';
import { EmptyResults } from './empty-results';
import { PackageCard } from './package-card';
import { t } from '../../../i18n/i18n';
import { facilityOf, packageNameOf, routeName } from '../../../lib/catalogue-names';
import { useMediaQuery, WIDER_THAN_PHONE } from '../../../lib/use-media-query';

function FlightInfo({ flight }: { flight: SearchResult }) {
  const shift = dayShift(flight);
  return (
    <div className="flight-info">
      <p className="fw-bold mb-1">{routeName(flight.flightFromCurrentLocation, flight.flightToDestinationLocation)}</p>
      <div className="flight-times small mb-1">
        <p className="mb-0">
          <span className="text-body-secondary">{t('results.departing')}</span> {formatFlightMoment(flight.flightDepartingDate, flight.flightDepartingTime)}
        </p>
        <p className="mb-0">
          <span className="text-body-secondary">{t('results.arrival')}</span> {formatFlightMoment(flight.flightArrivalDate, flight.flightArrivalTime)}
          {shift > 0 && (
            <span className="badge text-bg-warning day-shift" data-testid="day-shift" title={t('results.dayShift', { shift })}>
              {t('results.dayShiftBadge', { shift })}
              <span className="visually-hidden"> {t('results.dayWord', { shift })}</span>
            </span>
          )}
        </p>
      </div>
      <p className="flight-facts small mb-0">
        {typeof flight.durationMinutes === 'number' && (
          <span data-testid="flight-duration">
            <span className="text-body-secondary">{t('results.duration')}</span> {formatDuration(flight.durationMinutes)}
          </span>
        )}
        <span>
          <span className="text-body-secondary">{t('results.plane')}</span> {flight.planeNumber}
        </span>
        <span>
          <span className="text-body-secondary">{t('results.flight')}</span> {flight.flightNumber}
        </span>
        <span>
          <span className="text-body-secondary">{t('results.seatsLeft')}</span> {formatAmount(flight.seatsLeft)}
        </span>
      </p>
    </div>
  );
}

/** The party's total for a package, when it is not simply the one adult's fare. */
function partyTotalOf(flight: SearchResult, pkg: PackageOffer): number | undefined {
  const total = (flight.partyTotals as Record<string, number> | undefined)?.[pkg.packageName];
  return total !== undefined && total !== Number(flight[pkg.packageName]) ? total : undefined;
}

/** The package columns: every package the shown flights offer, in the order the first offers them. */
function packageColumns(flights: SearchResult[], view: ResultsView): string[] {
  const names: string[] = [];
  for (const flight of flights) for (const pkg of shownPackages(flight, view)) if (!names.includes(pkg.packageName)) names.push(pkg.packageName);
  return names;
}

interface ResultsTableProps {
  section: ResultSection;
  view: ResultsView;
  selected: BookingSelection | null;
  /** Shown under the heading, above the flights: the leg's fare calendar. */
  calendar?: ReactNode;
  /** Undoes the filters when they hide every flight. */
  onShowAll: () => void;
}

/**
 * SPEC §2: one row per flight: serial number, flight info, and a card per fare package. On a desktop the
 * packages sit side by side, one column each; on a phone each flight is a block of cards.
 */
export function ResultsTable({ section, view, selected, calendar, onShowAll }: ResultsTableProps) {
  const headingId = `results-${section.slot}`;
  const flights = applyView(section.flights, view);
  const columns = packageColumns(flights, view);
  // Phones (issue 35): a flight is one compact row; its packages open under it (the picked flight's stay open), and
  // are drawn only then.
  const [opened, setOpened] = useState<string | null>(null);
  const wide = useMediaQuery(WIDER_THAN_PHONE);
  return (
    <section className="mb-5" aria-labelledby={section.heading ? headingId : undefined} aria-label={section.heading ? undefined : t('results.flightsLabel')} data-slot={section.slot}>
      {section.heading && (
        <h2 id={headingId} className="h4 mb-3">
          {section.heading}
        </h2>
      )}
      {calendar}
      {section.flights.length === 0 ? (
        <EmptyResults />
      ) : flights.length === 0 ? (
        <div className="border rounded-3 p-3 bg-body-tertiary d-flex flex-wrap align-items-center gap-3" role="status">
          <span>{t('results.noneMatchFilters')}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onShowAll}>
            {t('results.showAllFlights')}
          </button>
        </div>
      ) : (
        <div className="table-responsive results-scroll">
          <table className="table table-bordered results-table align-middle mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">{t('results.sl')}</th>
                <th scope="col">{t('results.flight2')}</th>
                {columns.map((name) => (
                  <th key={name} scope="col" className="package-column">
                    {packageNameOf(name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {flights.map((flight, index) => {
                const open = opened === flight._id || selected?.flightId === flight._id;
                return (
                  <tr key={flight._id} data-flight-number={flight.flightNumber}>
                    <td className="fw-bold flight-serial" data-label={t('results.flightSerial')}>
                      {localDigits(String(index + 1))}
                    </td>
                    <td className="flight-info-cell">
                      <FlightInfo flight={flight} />
                      <OpenPackages flight={flight} view={view} open={open} onToggle={() => setOpened(opened === flight._id ? null : flight._id)} />
                    </td>
                    {(wide || open) &&
                      columns.map((name) => {
                        const pkg = flight.packageList.find((p) => p.packageName === name);
                        return (
                          <td key={name} className="package-cell">
                            {pkg ? <FlightPackage flight={flight} pkg={pkg} section={section} selected={selected} /> : <span className="text-body-secondary">—</span>}
                          </td>
                        );
                      })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** On a phone: the flight's lowest fare per adult, and the button that opens its packages. */
function OpenPackages({ flight, view, open, onToggle }: { flight: SearchResult; view: ResultsView; open: boolean; onToggle: () => void }) {
  const prices = shownPackages(flight, view)
    .map((p) => Number(flight[p.packageName]))
    .filter(Number.isFinite);
  return (
    <button type="button" className="btn btn-outline-primary btn-sm w-100 mt-2 d-md-none d-flex justify-content-between open-packages" aria-expanded={open} onClick={onToggle}>
      <span>{prices.length > 0 ? t('results.fromPrice', { price: formatTk(Math.min(...prices)) }) : t('results.priceNotSet')}</span>
      <span>
        {t('results.showPackages')} {open ? '▴' : '▾'}
      </span>
    </button>
  );
}

function FlightPackage({ flight, pkg, section, selected }: { flight: SearchResult; pkg: PackageOffer; section: ResultSection; selected: BookingSelection | null }) {
  return (
    <PackageCard
      packageName={packageNameOf(pkg.packageName)}
      price={Number(flight[pkg.packageName])}
      bagWeight={pkg.bagWeight}
      facility1={facilityOf(pkg.packageFacility1)}
      facility2={facilityOf(pkg.packageFacility2)}
      fareRules={pkg.fareRules}
      partyTotal={partyTotalOf(flight, pkg)}
      seatsAtPrice={(flight.fareClasses as Record<string, { seatsAtThisPrice: number }> | undefined)?.[pkg.packageName]?.seatsAtThisPrice}
      flightLabel={flight.flightNumber}
      selected={selected?.flightId === flight._id && selected.packageId === pkg._id}
      onSelect={() => selectFlight(section.slot, selectionOf(flight, pkg))}
    />
  );
}
