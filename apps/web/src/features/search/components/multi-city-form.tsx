import { useRef, useState } from 'react';
import { localDigits, MAX_TRIPS, TRIP_KEYS, type MultiCitySearchResponse, type Party, type SearchCriteria } from '@tarmac/shared';
import { useCheckedForm, type FieldMessages } from '../../../lib/use-checked-form';
import { useSearchMultiCity } from '../api/search-multi-city';
import type { TripCriteria } from '../search-state';
import { preloadSearchValidation, useFinishSearch } from '../use-finish-search';
import type { LocationOption } from '../use-location-options';
import { DateInput, todayIso } from './date-input';
import { SearchButton, SearchFailure } from './field-parts';
import { LocationSelect } from './location-select';
import { TravellersSelect } from './travellers-select';
import { t } from '../../../i18n/i18n';

const emptyTrip = (from = ''): TripCriteria => ({ flightFromCurrentLocation: from, flightToDestinationLocation: '', flightDepartingDate: '' });

function tripResults(answer: MultiCitySearchResponse, count: number) {
  return TRIP_KEYS.slice(0, count).map((key) => answer[key]?.results ?? []);
}

interface MultiCityFormProps {
  party: Party;
  onPartyChange: (party: Party) => void;
  options: LocationOption[] | undefined;
  initial: SearchCriteria | null;
}

/**
 * SPEC §4 multi-city: starts with one trip; Add Trip appends the next up to three (hidden once trip 3
 * exists); Remove Trip removes the last (shown from two trips). It has its own search button.
 */
export function MultiCityForm({ party, onPartyChange, options, initial }: MultiCityFormProps) {
  const search = useSearchMultiCity();
  const finish = useFinishSearch();
  const [finishing, setFinishing] = useState(false);
  const startTrips = initial?.travelType === 'multiWay' && initial.trips.length > 0 ? initial.trips : [emptyTrip()];

  const check = async (trips: TripCriteria[]): Promise<FieldMessages> => {
    const { tripFieldMessages, validateMulti } = await import('../search-validation');
    const result = validateMulti({ trips }, party);
    return result.ok ? {} : tripFieldMessages(result.errors);
  };
  const { form, values: trips, errors, setErrors, change, handleSubmit } = useCheckedForm<TripCriteria[]>(startTrips, check);
  // Stable keys for the rows, as useFieldArray gave them.
  const nextKey = useRef(startTrips.length);
  const keys = useRef(startTrips.map((_, index) => index));

  const setTrip = (index: number, name: keyof TripCriteria, value: string) =>
    change(
      `trips.${index}.${name}`,
      trips.map((trip, i) => (i === index ? { ...trip, [name]: value } : trip)),
    );

  const onSubmit = async (values: TripCriteria[]) => {
    const { validateMulti } = await import('../search-validation');
    const checked = validateMulti({ trips: values }, party);
    if (!checked.ok) return;
    const count = values.length;
    search.mutate(checked.data, {
      onSuccess: (answer) => {
        const legs = TRIP_KEYS.slice(0, count)
          .map((key) => checked.data[key]?.[0])
          .filter((leg): leg is TripCriteria => !!leg);
        const first = legs[0] ?? emptyTrip();
        const criteria: SearchCriteria = { travelType: 'multiWay', ...first, flightReturningDate: '', trips: legs, ...party };
        // The results page's code may still be on its way (a slow line): the button keeps spinning until it opens.
        setFinishing(true);
        void finish(criteria, { travelType: 'multiWay', trips: tripResults(answer, count) }).finally(() => setFinishing(false));
      },
    });
  };

  // A row that comes or goes starts without messages.
  const clearRow = (index: number) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`trips.${index}.`))));
  const addTrip = () => {
    keys.current = [...keys.current, nextKey.current++];
    clearRow(trips.length);
    change(`trips.${trips.length}`, [...trips, emptyTrip(trips.at(-1)?.flightToDestinationLocation ?? '')]);
  };
  const removeTrip = () => {
    keys.current = keys.current.slice(0, -1);
    clearRow(trips.length - 1);
    change(`trips.${trips.length - 1}`, trips.slice(0, -1));
  };

  const today = todayIso();

  return (
    <form ref={form} noValidate onSubmit={handleSubmit(onSubmit)} onFocusCapture={preloadSearchValidation} aria-label={t('search.multiCityFlightSearch')}>
      {trips.map((trip, index) => {
        const tripName = t('search.tripNumber', { number: localDigits(String(index + 1)) });
        const prefix = <span className="visually-hidden">{`${tripName} `}</span>;
        const error = (name: keyof TripCriteria) => errors[`trips.${index}.${name}`];
        return (
          <fieldset key={keys.current[index]} className="trip-row mb-3">
            <legend className="h6 mb-2">{tripName}</legend>
            <div className="row g-3">
              <div className="col-12 col-sm-6 col-lg-4">
                <LocationSelect
                  id={`trip-${index}-from`}
                  label={<>{prefix}{t('search.from')}</>}
                  options={options}
                  value={trip.flightFromCurrentLocation}
                  error={error('flightFromCurrentLocation')}
                  onChange={(value) => setTrip(index, 'flightFromCurrentLocation', value)}
                />
              </div>
              <div className="col-12 col-sm-6 col-lg-4">
                <LocationSelect
                  id={`trip-${index}-to`}
                  label={<>{prefix}{t('search.to')}</>}
                  options={options}
                  value={trip.flightToDestinationLocation}
                  error={error('flightToDestinationLocation')}
                  onChange={(value) => setTrip(index, 'flightToDestinationLocation', value)}
                />
              </div>
              <div className="col-12 col-sm-6 col-lg-4">
                <DateInput
                  id={`trip-${index}-depart`}
                  label={<>{prefix}{t('search.departDate')}</>}
                  min={today}
                  value={trip.flightDepartingDate}
                  error={error('flightDepartingDate')}
                  onChange={(value) => setTrip(index, 'flightDepartingDate', value)}
                />
              </div>
            </div>
          </fieldset>
        );
      })}
      <div className="row g-3 align-items-end">
        <div className="col-12 col-sm-6 col-lg-4">
          <TravellersSelect id="multi-travellers" value={party} onChange={onPartyChange} />
        </div>
        <div className="col-12 col-sm-6 col-lg d-flex flex-wrap gap-2">
          {trips.length < MAX_TRIPS && (
            <button type="button" className="btn btn-outline-primary" onClick={addTrip}>
              {t('search.addTrip')}
            </button>
          )}
          {trips.length >= 2 && (
            <button type="button" className="btn btn-outline-secondary" onClick={removeTrip}>
              {t('search.removeTrip')}
            </button>
          )}
          <SearchButton pending={search.isPending || finishing} className="ms-lg-auto" />
        </div>
      </div>
      <SearchFailure error={search.isError ? search.error : null} />
    </form>
  );
}
