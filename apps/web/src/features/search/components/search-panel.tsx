import { lazy, Suspense, useState } from 'react';
import { TRAVEL_TYPES, type TravelType, partyOfSearch, type Party, type SearchCriteria } from '@tarmac/shared';
import { getLastSearch } from '../search-state';
import { useLocationOptions } from '../use-location-options';
import { SingleSearchForm } from './single-search-form';
import '../search.css';
import { t } from '../../../i18n/i18n';

// Most searches are one way or round trip: the multi-city rows load when the visitor picks them.
const MultiCityForm = lazy(() => import('./multi-city-form').then((m) => ({ default: m.MultiCityForm })));

const modeLabels: Record<TravelType, string> = { oneWay: 'search.oneWay', roundTrip: 'search.roundTrip', multiWay: 'search.multiCity' };

/**
 * SPEC §2 search panel: one way (default), round trip (adds Return date) or multi-city (trip rows).
 * It starts from the tab's last search, so 'Search Again' does not make the visitor type it all anew, or from
 * `initial` (the results page passes the search in its address).
 * Plain Bootstrap markup: the panel is the home page's first paint, so it waits for no component library.
 */
export function SearchPanel({ title = t('search.title'), initial: given }: { title?: string; initial?: SearchCriteria }) {
  const [initial] = useState(given ?? getLastSearch());
  const [travelType, setTravelType] = useState<TravelType>(initial?.travelType ?? 'oneWay');
  const [party, setParty] = useState<Party>(initial ? partyOfSearch(initial) : { travellers: 1, children: 0, infants: 0 });
  const options = useLocationOptions();

  return (
    <div className="card search-panel shadow">
      <div className="card-body p-3 p-md-4">
        <h2 className="h5 mb-3">{title}</h2>
        <div role="radiogroup" aria-label={t('search.tripType')} className="mb-3 d-flex flex-wrap gap-3">
          {TRAVEL_TYPES.map((mode) => (
            <div key={mode} className="form-check form-check-inline me-0">
              <input
                type="radio"
                className="form-check-input"
                id={`trip-type-${mode}`}
                name="trip-type"
                checked={travelType === mode}
                onChange={() => setTravelType(mode)}
              />
              <label className="form-check-label" htmlFor={`trip-type-${mode}`}>
                {t(modeLabels[mode])}
              </label>
            </div>
          ))}
        </div>
        {travelType === 'multiWay' ? (
          <Suspense fallback={<div className="spinner-border spinner-border-sm text-primary" role="status" aria-label={t('common.loading')} />}>
            <MultiCityForm party={party} onPartyChange={setParty} options={options} initial={initial} />
          </Suspense>
        ) : (
          <SingleSearchForm
            travelType={travelType}
            party={party}
            onPartyChange={setParty}
            options={options}
            initial={initial}
          />
        )}
      </div>
    </div>
  );
}
