import { Alert, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { locationBody, type Created, type Location, type LocationBody } from '@tarmac/shared';
import { FormActions } from '../../../components/form-actions';
import { ImageField } from '../../../components/image-input';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { numberOrNull } from '../../../lib/form-values';
import { locationFieldNames, type LocationInput, type LocationValues } from '../location-form-values';

interface LocationFormProps {
  defaults: LocationInput;
  save: UseMutationResult<Created<Location>, unknown, LocationBody>;
  onSaved: () => void;
  listLink: { to: string; label: string };
}

/** Name, ticket price and image (SPEC §2), plus the optional airport details search and distances use. */
export function LocationForm({ defaults, save, onSaved, listLink }: LocationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LocationInput, unknown, LocationValues>({ resolver: zodResolver(locationBody), defaultValues: defaults });

  const onSubmit = (values: LocationValues) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, locationFieldNames, setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Row>
        <Col md={6}>
          <TextField id="location-name" label="Location name" error={errors.flightLocationName?.message} {...register('flightLocationName')} />
        </Col>
        <Col md={6}>
          <TextField
            id="location-name-bn"
            label="Location name in Bangla (optional)"
            lang="bn"
            error={errors.flightLocationNameBn?.message}
            {...register('flightLocationNameBn')}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="location-price"
            label="Tickit Price (৳)"
            inputMode="numeric"
            error={errors.tickitPrice?.message}
            {...register('tickitPrice')}
          />
        </Col>
      </Row>
      <ImageField control={control} name="locationImage" id="location-image" label="Location image" />
      <fieldset className="border rounded p-3 mb-3">
        <legend className="float-none w-auto px-2 fs-6 mb-0">More details</legend>
        <Row>
          <Col sm={6}>
            <TextField id="location-iata" label="IATA code" hint="Three letters, such as DAC." maxLength={3} error={errors.iataCode?.message} {...register('iataCode')} />
          </Col>
          <Col sm={6}>
            <TextField id="location-timezone" label="Time zone" hint="Such as Asia/Dhaka." error={errors.timeZone?.message} {...register('timeZone')} />
          </Col>
          <Col sm={6}>
            <TextField
              id="location-latitude"
              label="Latitude"
              type="number"
              step="any"
              error={errors.latitude?.message}
              {...register('latitude', { setValueAs: numberOrNull })}
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="location-longitude"
              label="Longitude"
              type="number"
              step="any"
              error={errors.longitude?.message}
              {...register('longitude', { setValueAs: numberOrNull })}
            />
          </Col>
        </Row>
      </fieldset>
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={listLink} />
    </Form>
  );
}
