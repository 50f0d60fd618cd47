import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { scheduleBody, SEAT_CAPACITY_DEFAULT, WEEKDAYS, type ScheduleBody, type ScheduleValues } from '@tarmac/shared';
import { OptionsSelect } from '../../../components/options-select';
import { Said } from '../../../components/said';
import { TextField } from '../../../components/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateSeason, useSeasonPreview } from '../api/schedules';
import { useFlightChoices } from '../use-flight-choices';

const emptySeason: ScheduleBody = {
  flightNumber: '',
  planeNumber: '',
  from: '',
  to: '',
  departTime: '',
  arriveTime: '',
  arriveDayOffset: 0,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  startDate: '',
  endDate: '',
  prices: { platinum: '', gold: '', silver: '' },
  seatCapacity: String(SEAT_CAPACITY_DEFAULT),
  pilotsOfPlaneId: '',
  cabinCrewId: '',
};

const PREVIEW_ROWS = 14;

/** A route's season: previewed (flights and clashes), then created in one call. */
export function SeasonForm({ onCreated }: { onCreated: (message: string) => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ScheduleBody, unknown, ScheduleValues>({ resolver: zodResolver(scheduleBody), defaultValues: emptySeason });
  const choices = useFlightChoices();
  const preview = useSeasonPreview();
  const create = useCreateSeason();

  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, messages] of Object.entries(error.fieldErrors)) setError(field as keyof ScheduleBody, { type: 'server', message: messages[0] });
  };
  const onPreview = handleSubmit((values) => preview.mutate(values, { onError: showFieldErrors }));
  const onCreate = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => onCreated(answer.message),
      onError: showFieldErrors,
    }),
  );

  const text = (name: 'flightNumber' | 'planeNumber' | 'departTime' | 'arriveTime' | 'startDate' | 'endDate', id: string, label: string, type = 'text') => (
    <TextField id={`season-${id}`} label={label} type={type} error={errors[name]?.message} {...register(name)} />
  );
  const result = preview.data?.data;

  return (
    <Form noValidate onSubmit={onCreate} aria-label="Season">
      <Row>
        <Col md={6}>{text('flightNumber', 'number', 'Flight number')}</Col>
        <Col md={6}>{text('planeNumber', 'plane', 'Plane number')}</Col>
        {(['from', 'to'] as const).map((name) => (
          <Col md={6} key={name}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <OptionsSelect
                  id={`season-${name}`}
                  label={name === 'from' ? 'From' : 'To'}
                  placeholder={name === 'from' ? 'Select departure' : 'Select destination'}
                  options={choices.locations}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Col>
        ))}
        <Col sm={6} lg={4}>{text('departTime', 'depart', 'Departure time', 'time')}</Col>
        <Col sm={6} lg={4}>{text('arriveTime', 'arrive', 'Arrival time', 'time')}</Col>
        <Col sm={6} lg={4}>
          <Form.Group controlId="season-offset" className="mb-3">
            <Form.Label>Arrives</Form.Label>
            <Form.Select {...register('arriveDayOffset', { setValueAs: (v: string) => Number(v) })}>
              <option value={0}>The same day</option>
              <option value={1}>The next day (+1)</option>
              <option value={2}>Two days later (+2)</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Controller
            control={control}
            name="daysOfWeek"
            render={({ field, fieldState }) => (
              <fieldset className="mb-3">
                <legend className="form-label fs-6">Days of the week</legend>
                {WEEKDAYS.map(({ day, short }) => (
                  <Form.Check
                    key={day}
                    inline
                    type="checkbox"
                    id={`season-day-${day}`}
                    label={short}
                    checked={field.value.includes(day)}
                    onChange={(event) =>
                      field.onChange(event.currentTarget.checked ? [...field.value, day].sort((a, b) => a - b) : field.value.filter((d) => d !== day))
                    }
                  />
                ))}
                {fieldState.error && <div className="invalid-feedback d-block"><Said text={fieldState.error.message ?? ''} /></div>}
              </fieldset>
            )}
          />
        </Col>
        <Col sm={6}>{text('startDate', 'start', 'First date', 'date')}</Col>
        <Col sm={6}>{text('endDate', 'end', 'Last date', 'date')}</Col>
        <Col md={3}>
          <TextField id="season-platinum" label="Platinum price (৳)" inputMode="numeric" error={errors.prices?.platinum?.message} {...register('prices.platinum')} />
        </Col>
        <Col md={3}>
          <TextField id="season-gold" label="Gold price (৳)" inputMode="numeric" error={errors.prices?.gold?.message} {...register('prices.gold')} />
        </Col>
        <Col md={3}>
          <TextField id="season-silver" label="Silver price (৳)" inputMode="numeric" error={errors.prices?.silver?.message} {...register('prices.silver')} />
        </Col>
        <Col md={3}>
          <TextField id="season-seats" label="Seat capacity" type="number" error={errors.seatCapacity?.message} {...register('seatCapacity')} />
        </Col>
        {(['pilotsOfPlaneId', 'cabinCrewId'] as const).map((name) => (
          <Col md={6} key={name}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <OptionsSelect
                  id={`season-${name === 'pilotsOfPlaneId' ? 'pilot' : 'crew'}`}
                  label={name === 'pilotsOfPlaneId' ? 'Pilot' : 'Cabin crew'}
                  placeholder="Not assigned"
                  options={name === 'pilotsOfPlaneId' ? choices.pilots : choices.cabinCrew}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Col>
        ))}
      </Row>

      {result && (
        <section aria-label="Preview" className="my-3">
          <Alert variant={result.clashes.length > 0 ? 'warning' : 'info'}>
            {preview.data?.message}
            {result.clashes.length > 0 && <div className="mt-1">Already flying on: {result.clashes.join(', ')}</div>}
          </Alert>
          <Table size="sm" striped className="small">
            <thead>
              <tr>
                <th scope="col">Departs</th>
                <th scope="col">Arrives</th>
                <th scope="col">Clash</th>
              </tr>
            </thead>
            <tbody>
              {result.flights.slice(0, PREVIEW_ROWS).map((f) => (
                <tr key={f.departingDate}>
                  <td>
                    {f.departingDate} {f.departingTime}
                  </td>
                  <td>
                    {f.arrivalDate} {f.arrivalTime}
                  </td>
                  <td>{result.clashes.includes(f.departingDate) ? 'Already flying' : ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {result.flights.length > PREVIEW_ROWS && <p className="small text-body-secondary">…and {result.flights.length - PREVIEW_ROWS} more flights.</p>}
        </section>
      )}
      {preview.isError && <Alert variant="danger">{errorMessage(preview.error)}</Alert>}
      {create.isError && <Alert variant="danger">{errorMessage(create.error)}</Alert>}
      <div className="d-flex gap-2">
        <Button type="button" variant="outline-primary" disabled={preview.isPending} onClick={() => void onPreview()}>
          Preview
        </Button>
        <Button type="submit" disabled={create.isPending}>
          Create season
        </Button>
      </div>
    </Form>
  );
}
