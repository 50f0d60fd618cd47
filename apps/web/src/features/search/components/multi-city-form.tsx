import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { MAX_TRIPS } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { useSearchMultiCity, type MultiCityAnswer } from '../api/search-multi-city';
import type { SearchCriteria, TripCriteria } from '../search-state';
import type { MultiCityValues } from '../search-validation';
import { preloadSearchValidation, useFinishSearch } from '../use-finish-search';
import type { LocationOption } from '../use-location-options';
import { DateInput, todayIso } from './date-input';
import { LocationSelect } from './location-select';
import { TravellersSelect } from './travellers-select';

const resolver: Resolver<MultiCityValues, { travellers: number }> = async (values, context) => {
  const { validateMulti } = await import('../search-validation');
  const result = validateMulti(values, context?.travellers ?? 1);
  return result.ok ? { values, errors: {} } : { values: {}, errors: result.errors };
};

const emptyTrip = (from = ''): TripCriteria => ({ flightFromCurrentLocation: from, flightToDestinationLocation: '', flightDepartingDate: '' });

function tripResults(answer: MultiCityAnswer, count: number) {
  const trips = [answer.trip1, answer.trip2, answer.trip3].slice(0, count);
  return trips.map((trip) => trip?.results ?? []);
}

interface MultiCityFormProps {
  travellers: number;
  onTravellersChange: (travellers: number) => void;
  options: LocationOption[] | undefined;
  initial: SearchCriteria | null;
}

/**
 * SPEC §4 multi-city: starts with one trip; Add Trip appends the next up to three (hidden once trip 3
 * exists); Remove Trip removes the last (shown from two trips). It has its own search button.
 */
export function MultiCityForm({ travellers, onTravellersChange, options, initial }: MultiCityFormProps) {
  const search = useSearchMultiCity();
  const finish = useFinishSearch();
  const startTrips = initial?.travelType === 'multiWay' && initial.trips.length > 0 ? initial.trips : [emptyTrip()];
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<MultiCityValues, { travellers: number }>({
    resolver,
    context: { travellers },
    defaultValues: { trips: startTrips },
  });
  const trips = useFieldArray({ control, name: 'trips' });

  const onSubmit = async (values: MultiCityValues) => {
    const { validateMulti } = await import('../search-validation');
    const checked = validateMulti(values, travellers);
    if (!checked.ok) return;
    const count = values.trips.length;
    search.mutate(checked.data, {
      onSuccess: (answer) => {
        const legs = [checked.data.trip1, checked.data.trip2, checked.data.trip3]
          .slice(0, count)
          .map((trip) => trip?.[0])
          .filter((leg): leg is TripCriteria => !!leg);
        const first = legs[0] ?? emptyTrip();
        const criteria: SearchCriteria = { travelType: 'multiWay', ...first, flightReturningDate: '', trips: legs, travellers };
        finish({ criteria, results: { travelType: 'multiWay', trips: tripResults(answer, count) } });
      },
    });
  };

  const addTrip = () => {
    const last = getValues('trips').at(-1);
    trips.append(emptyTrip(last?.flightToDestinationLocation ?? ''), { shouldFocus: false });
  };

  const today = todayIso();

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} onFocusCapture={preloadSearchValidation} aria-label="Multi-city flight search">
      {trips.fields.map((trip, index) => {
        const tripErrors = errors.trips?.[index];
        const prefix = <span className="visually-hidden">{`Trip ${index + 1} `}</span>;
        return (
          <fieldset key={trip.id} className="trip-row mb-3">
            <legend className="h6 mb-2">{`Trip ${index + 1}`}</legend>
            <Row className="g-3">
              <Col xs={12} sm={6} lg={4}>
                <Controller
                  control={control}
                  name={`trips.${index}.flightFromCurrentLocation`}
                  render={({ field }) => (
                    <LocationSelect
                      id={`trip-${index}-from`}
                      label={<>{prefix}From</>}
                      options={options}
                      error={tripErrors?.flightFromCurrentLocation?.message}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Col>
              <Col xs={12} sm={6} lg={4}>
                <Controller
                  control={control}
                  name={`trips.${index}.flightToDestinationLocation`}
                  render={({ field }) => (
                    <LocationSelect
                      id={`trip-${index}-to`}
                      label={<>{prefix}To</>}
                      options={options}
                      error={tripErrors?.flightToDestinationLocation?.message}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Col>
              <Col xs={12} sm={6} lg={4}>
                <DateInput
                  id={`trip-${index}-depart`}
                  label={<>{prefix}Depart date</>}
                  min={today}
                  error={tripErrors?.flightDepartingDate?.message}
                  {...register(`trips.${index}.flightDepartingDate`)}
                />
              </Col>
            </Row>
          </fieldset>
        );
      })}
      <Row className="g-3 align-items-end">
        <Col xs={12} sm={6} lg={3}>
          <TravellersSelect id="multi-travellers" value={travellers} onChange={onTravellersChange} />
        </Col>
        <Col xs={12} sm={6} lg className="d-flex flex-wrap gap-2">
          {trips.fields.length < MAX_TRIPS && (
            <Button type="button" variant="outline-primary" onClick={addTrip}>
              Add Trip
            </Button>
          )}
          {trips.fields.length >= 2 && (
            <Button type="button" variant="outline-secondary" onClick={() => trips.remove(trips.fields.length - 1)}>
              Remove Trip
            </Button>
          )}
          <Button type="submit" className="ms-lg-auto search-submit" disabled={search.isPending}>
            {search.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Search
          </Button>
        </Col>
      </Row>
      {search.isError && (
        <Alert variant="danger" className="mt-3 mb-0 py-2">
          {errorMessage(search.error)}
        </Alert>
      )}
    </Form>
  );
}
