import { Alert, Col, Form, Row } from 'react-bootstrap';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { flightBody, SEAT_CAPACITY_MAX, type Created, type Flight, type FlightBody } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { FormActions } from '../../../components/form-actions';
import { OptionsSelect, type SelectOption } from '../../../components/options-select';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { flightFieldNames, type FlightInput, type FlightValues } from '../flight-form-values';
import { useFlightChoices, withCurrent } from '../use-flight-choices';

interface FlightFormProps {
  defaults: FlightInput;
  /** Names of the stored pilot and crew, so an update shows them even before the lists load. */
  currentNames?: { pilot: string; cabinCrew: string };
  save: UseMutationResult<Created<Flight>, unknown, FlightBody>;
  onSaved: () => void;
}

type ChoiceName = 'flightFromCurrentLocation' | 'flightToDestinationLocation' | 'pilotsOfPlaneId' | 'cabinCrewId';

interface ChoiceProps {
  control: Control<FlightInput, unknown, FlightValues>;
  name: ChoiceName;
  id: string;
  label: string;
  placeholder: string;
  options: SelectOption[] | undefined;
  currentLabel?: string;
}

function Choice({ control, name, id, label, placeholder, options, currentLabel }: ChoiceProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionsSelect
          id={id}
          label={label}
          placeholder={placeholder}
          options={withCurrent(options, field.value ?? '', currentLabel)}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FlightForm({ defaults, currentNames, save, onSaved }: FlightFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FlightInput, unknown, FlightValues>({ resolver: zodResolver(flightBody), defaultValues: defaults });
  const choices = useFlightChoices();

  const onSubmit = (values: FlightValues) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, flightFieldNames, setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults);
  };

  const text = (name: Exclude<keyof FlightInput, ChoiceName>, id: string, label: string, type = 'text') => (
    <TextField
      id={`flight-${id}`}
      label={label}
      type={type}
      inputMode={type === 'text' && label.includes('৳') ? 'numeric' : undefined}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Row>
        <Col md={6}>{text('flightNumber', 'number', 'Flight number')}</Col>
        <Col md={6}>{text('planeNumber', 'plane', 'Plane number')}</Col>
        <Col md={6}>
          <Choice control={control} name="flightFromCurrentLocation" id="flight-from" label="From" placeholder="Select departure" options={choices.locations} />
        </Col>
        <Col md={6}>
          <Choice control={control} name="flightToDestinationLocation" id="flight-to" label="To" placeholder="Select destination" options={choices.locations} />
        </Col>
        <Col sm={6} lg={3}>{text('flightDepartingDate', 'departing-date', 'Departing date', 'date')}</Col>
        <Col sm={6} lg={3}>{text('flightDepartingTime', 'departing-time', 'Departing time', 'time')}</Col>
        <Col sm={6} lg={3}>{text('flightArrivalDate', 'arrival-date', 'Arrival date', 'date')}</Col>
        <Col sm={6} lg={3}>{text('flightArrivalTime', 'arrival-time', 'Arrival time', 'time')}</Col>
        <Col md={4}>{text('platinumpackagesPrice', 'platinum-price', 'Platinum price (৳)')}</Col>
        <Col md={4}>{text('goldPackagesPrice', 'gold-price', 'Gold price (৳)')}</Col>
        <Col md={4}>{text('silverPackagesPrice', 'silver-price', 'Silver price (৳)')}</Col>
        <Col md={4}>
          <Choice
            control={control}
            name="pilotsOfPlaneId"
            id="flight-pilot"
            label="Pilot"
            placeholder="Not assigned"
            options={choices.pilots}
            currentLabel={currentNames?.pilot}
          />
        </Col>
        <Col md={4}>
          <Choice
            control={control}
            name="cabinCrewId"
            id="flight-cabin-crew"
            label="Cabin crew"
            placeholder="Not assigned"
            options={choices.cabinCrew}
            currentLabel={currentNames?.cabinCrew}
          />
        </Col>
        <Col md={4}>
          <TextField
            id="flight-seat-capacity"
            label="Seat capacity"
            type="number"
            min={1}
            max={SEAT_CAPACITY_MAX}
            error={errors.seatCapacity?.message}
            {...register('seatCapacity')}
          />
        </Col>
      </Row>
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={{ to: paths.admin.flightInformationList.getHref(), label: 'Informatin List' }} />
    </Form>
  );
}
