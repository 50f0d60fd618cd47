import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { useSearchFlights, type FlightSearchAnswer } from '../api/search-flights';
import type { SearchCriteria, SearchResults } from '../search-state';
import type { SingleSearchValues } from '../search-validation';
import { preloadSearchValidation, useFinishSearch } from '../use-finish-search';
import type { LocationOption } from '../use-location-options';
import { DateInput, todayIso } from './date-input';
import { LocationSelect } from './location-select';
import { TravellersSelect } from './travellers-select';

interface Context {
  travelType: 'oneWay' | 'roundTrip';
  travellers: number;
}

const resolver: Resolver<SingleSearchValues, Context> = async (values, context) => {
  const { validateSingle } = await import('../search-validation');
  const result = validateSingle(values, context?.travelType ?? 'oneWay', context?.travellers ?? 1);
  return result.ok ? { values, errors: {} } : { values: {}, errors: result.errors };
};

const fields = ['flightFromCurrentLocation', 'flightToDestinationLocation', 'flightDepartingDate', 'flightReturningDate'] as const;

function toResults(answer: FlightSearchAnswer, travelType: 'oneWay' | 'roundTrip'): SearchResults {
  if (travelType === 'roundTrip' && 'departureResults' in answer) {
    return { travelType, departureResults: answer.departureResults ?? [], returnResults: answer.returnResults ?? [] };
  }
  return { travelType: 'oneWay', results: 'results' in answer ? (answer.results ?? []) : [] };
}

interface SingleSearchFormProps {
  travelType: 'oneWay' | 'roundTrip';
  travellers: number;
  onTravellersChange: (travellers: number) => void;
  options: LocationOption[] | undefined;
  initial: SearchCriteria | null;
}

/** One way and round trip: From, To, Depart date, Return date (round trip only), Travellers. */
export function SingleSearchForm({ travelType, travellers, onTravellersChange, options, initial }: SingleSearchFormProps) {
  const search = useSearchFlights();
  const finish = useFinishSearch();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SingleSearchValues, Context>({
    resolver,
    context: { travelType, travellers },
    defaultValues: {
      flightFromCurrentLocation: initial?.flightFromCurrentLocation ?? '',
      flightToDestinationLocation: initial?.flightToDestinationLocation ?? '',
      flightDepartingDate: initial?.flightDepartingDate ?? '',
      flightReturningDate: initial?.flightReturningDate ?? '',
    },
  });

  const onSubmit = async (values: SingleSearchValues) => {
    const { validateSingle } = await import('../search-validation');
    const checked = validateSingle(values, travelType, travellers);
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
          travellers,
        };
        finish({ criteria, results: toResults(answer, travelType) });
      },
      onError: (error) => applyFieldErrors(error, fields, setError),
    });
  };

  const today = todayIso();
  const roundTrip = travelType === 'roundTrip';

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} onFocusCapture={preloadSearchValidation} aria-label="Flight search">
      <Row className="g-3 align-items-start">
        <Col xs={12} sm={6} lg>
          <Controller
            control={control}
            name="flightFromCurrentLocation"
            render={({ field }) => (
              <LocationSelect
                id="search-from"
                label="From"
                options={options}
                error={errors.flightFromCurrentLocation?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Col>
        <Col xs={12} sm={6} lg>
          <Controller
            control={control}
            name="flightToDestinationLocation"
            render={({ field }) => (
              <LocationSelect
                id="search-to"
                label="To"
                options={options}
                error={errors.flightToDestinationLocation?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Col>
        <Col xs={12} sm={6} lg>
          <DateInput id="search-depart" label="Depart date" min={today} error={errors.flightDepartingDate?.message} {...register('flightDepartingDate')} />
        </Col>
        {roundTrip && (
          <Col xs={12} sm={6} lg>
            <DateInput id="search-return" label="Return date" min={today} error={errors.flightReturningDate?.message} {...register('flightReturningDate')} />
          </Col>
        )}
        <Col xs={12} sm={6} lg={2}>
          <TravellersSelect id="search-travellers" value={travellers} onChange={onTravellersChange} />
        </Col>
        <Col xs={12} sm={6} lg="auto" className="search-submit-col">
          <Button type="submit" className="w-100 search-submit" disabled={search.isPending}>
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
