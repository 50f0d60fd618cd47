import type { Party, SearchCriteria } from '@tarmac/shared';
import { useState } from 'react';
import type { FlightSearchResponse } from '@tarmac/shared';
import { serverFieldMessages } from '../../../lib/form-errors';
import { useCheckedForm, type FieldMessages } from '../../../lib/use-checked-form';
import { useSearchFlights } from '../api/search-flights';
import type { SearchResults } from '../search-state';
import type { SingleSearchValues } from '../search-validation';
import { preloadSearchValidation, useFinishSearch } from '../use-finish-search';
import type { LocationOption } from '../use-location-options';
import { DateInput, todayIso } from './date-input';
import { SearchButton, SearchFailure } from './field-parts';
import { LocationSelect } from './location-select';
import { TravellersSelect } from './travellers-select';
import { t } from '../../../i18n/i18n';

const fields = ['flightFromCurrentLocation', 'flightToDestinationLocation', 'flightDepartingDate', 'flightReturningDate'] as const;

function toResults(answer: FlightSearchResponse, travelType: 'oneWay' | 'roundTrip'): SearchResults {
  if (travelType === 'roundTrip' && 'departureResults' in answer) {
    return { travelType, departureResults: answer.departureResults ?? [], returnResults: answer.returnResults ?? [] };
  }
  return { travelType: 'oneWay', results: 'results' in answer ? (answer.results ?? []) : [] };
}

interface SingleSearchFormProps {
  travelType: 'oneWay' | 'roundTrip';
  party: Party;
  onPartyChange: (party: Party) => void;
  options: LocationOption[] | undefined;
  initial: SearchCriteria | null;
}

/** One way and round trip: From, To, Depart date, Return date (round trip only), Travellers. */
export function SingleSearchForm({ travelType, party, onPartyChange, options, initial }: SingleSearchFormProps) {
  const search = useSearchFlights();
  const finish = useFinishSearch();
  const [finishing, setFinishing] = useState(false);

  const check = async (values: SingleSearchValues): Promise<FieldMessages> => {
    const { validateSingle } = await import('../search-validation');
    const result = validateSingle(values, travelType, party);
    return result.ok ? {} : result.errors;
  };
  const { form, values, errors, setErrors, change, handleSubmit } = useCheckedForm<SingleSearchValues>(
    {
      flightFromCurrentLocation: initial?.flightFromCurrentLocation ?? '',
      flightToDestinationLocation: initial?.flightToDestinationLocation ?? '',
      flightDepartingDate: initial?.flightDepartingDate ?? '',
      flightReturningDate: initial?.flightReturningDate ?? '',
    },
    check,
  );
  const field = (name: keyof SingleSearchValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, { ...values, [name]: value }),
  });

  const onSubmit = async (checkedValues: SingleSearchValues) => {
    const { validateSingle } = await import('../search-validation');
    const checked = validateSingle(checkedValues, travelType, party);
    if (!checked.ok) return;
    search.mutate(checked.data, {
      onSuccess: (answer) => {
        const criteria: SearchCriteria = {
          travelType,
          flightFromCurrentLocation: checked.data.flightFromCurrentLocation,
          flightToDestinationLocation: checked.data.flightToDestinationLocation,
          flightDepartingDate: checked.data.flightDepartingDate,
          flightReturningDate: checked.data.flightReturningDate ?? '',
          trips: [],
          ...party,
        };
        // The results page's code may still be on its way (a slow line): the button keeps spinning until it opens.
        setFinishing(true);
        void finish(criteria, toResults(answer, travelType)).finally(() => setFinishing(false));
      },
      onError: (error) => {
        const messages = serverFieldMessages(error, fields);
        if (messages) setErrors((current) => ({ ...current, ...messages }));
      },
    });
  };

  const today = todayIso();
  const roundTrip = travelType === 'roundTrip';

  return (
    <form ref={form} noValidate onSubmit={handleSubmit(onSubmit)} onFocusCapture={preloadSearchValidation} aria-label={t('search.form')}>
      <div className="row g-3 align-items-start">
        <div className="col-12 col-sm-6 col-lg">
          <LocationSelect id="search-from" label={t('search.from')} options={options} {...field('flightFromCurrentLocation')} />
        </div>
        <div className="col-12 col-sm-6 col-lg">
          <LocationSelect id="search-to" label={t('search.to')} options={options} {...field('flightToDestinationLocation')} />
        </div>
        <div className="col-12 col-sm-6 col-lg">
          <DateInput id="search-depart" label={t('search.depart')} min={today} {...field('flightDepartingDate')} />
        </div>
        {roundTrip && (
          <div className="col-12 col-sm-6 col-lg">
            <DateInput id="search-return" label={t('search.return')} min={today} {...field('flightReturningDate')} />
          </div>
        )}
        {/* The party takes a row of its own on a wide screen: travellers, children and infants side by side. */}
        <div className="w-100 d-none d-lg-block m-0" />
        <div className="col-12 col-lg-6">
          <TravellersSelect id="search-travellers" value={party} onChange={onPartyChange} />
        </div>
        <div className="col-12 col-sm-6 col-lg-auto search-submit-col">
          <SearchButton pending={search.isPending || finishing} className="w-100" />
        </div>
      </div>
      <SearchFailure error={search.isError ? search.error : null} />
    </form>
  );
}
