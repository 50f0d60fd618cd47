import { Alert, Col, Form, Row } from 'react-bootstrap';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BLOOD_GROUPS, PASSENGER_TITLES, travellerBody, type Created, type Traveller } from '@tarmac/shared';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { numberOrNull } from '../../../lib/form-values';
import { useCreateTraveller, type TravellerBody } from '../api/create-traveller';
import { t } from '../../../i18n/i18n';

type TravellerValues = z.output<typeof travellerBody>;

const fieldNames = Object.keys(travellerBody.shape) as (keyof TravellerValues)[];

const empty: TravellerBody = {
  name: '',
  email: '',
  primaryMobile: '',
  secondaryMobile: '',
  bloodGroup: '',
  weightKg: null,
  title: '',
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  nationality: '',
};

/** Passenger information (SPEC §2): saved to the signed-in user's travellers. Cancel goes back. */
export function TravellerForm({ onSaved }: { onSaved: (answer: Created<Traveller>) => void }) {
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(travellerBody, empty);
  const create = useCreateTraveller();
  const navigate = useNavigate();

  const onSubmit = (values: TravellerValues) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        reset(empty);
        onSaved(answer);
      },
      onError: (error) => applyFieldErrors(error, fieldNames, setError),
    });

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Row>
        <Col md={2}>
          <SelectField id="traveller-title" label={t('passenger.title')} error={errors.title?.message} {...register('title')}>
            <option value="">{t('passenger.choose')}</option>
            {PASSENGER_TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={4}>
          <TextField id="traveller-name" label={t('travellers.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        </Col>
        <Col md={6}>
          <TextField id="traveller-email" label={t('travellers.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        </Col>
        <Col md={6}>
          <TextField id="traveller-primary" label={t('travellers.primaryMobile')} type="tel" error={errors.primaryMobile?.message} {...register('primaryMobile')} />
        </Col>
        <Col md={6}>
          <TextField id="traveller-secondary" label={t('travellers.secondaryMobile')} type="tel" error={errors.secondaryMobile?.message} {...register('secondaryMobile')} />
        </Col>
        <Col md={6}>
          <SelectField id="traveller-blood" label={t('travellers.bloodGroup')} error={errors.bloodGroup?.message} {...register('bloodGroup')}>
            <option value="">{t('travellers.selectBloodGroup')}</option>
            {BLOOD_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={6}>
          <TextField
            id="traveller-weight"
            label={t('travellers.weightKg')}
            type="number"
            min={0}
            error={errors.weightKg?.message}
            {...register('weightKg', { setValueAs: numberOrNull })}
          />
        </Col>
        {/* Issue 35: what a booking asks of a passenger, so picking a saved traveller fills it in. */}
        <Col md={4}>
          <TextField id="traveller-birth" label={t('passenger.dateOfBirth')} type="date" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
        </Col>
        <Col md={4}>
          <TextField id="traveller-passport" label={t('passenger.passportNumber')} autoComplete="off" error={errors.passportNumber?.message} {...register('passportNumber')} />
        </Col>
        <Col md={4}>
          <TextField id="traveller-passport-expiry" label={t('passenger.passportExpiry')} type="date" error={errors.passportExpiry?.message} {...register('passportExpiry')} />
        </Col>
        <Col md={6}>
          <TextField id="traveller-nationality" label={t('passenger.nationality')} error={errors.nationality?.message} {...register('nationality')} />
        </Col>
      </Row>
      {create.isError && <Alert variant="danger">{errorMessage(create.error)}</Alert>}
      <FormActions pending={create.isPending} onReset={() => void navigate(-1)} resetLabel={t('travellers.cancel')} />
    </Form>
  );
}
