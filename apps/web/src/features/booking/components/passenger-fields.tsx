import { Button, Col, Form, Row } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSENGER_TITLES, type PassengerType, type Traveller } from '@tarmac/shared';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { controlProps, FormField } from '../../../components/form-field';
import type { ConfirmValues, PassengerValues } from '../passenger-form';
import { t } from '../../../i18n/i18n';
import { passengerTypeLabel } from '../../../lib/fare-text';

type FieldName = keyof PassengerValues;

interface PassengerFieldsProps {
  index: number;
  type: PassengerType;
  international: boolean;
  register: UseFormRegister<ConfirmValues>;
  /** This passenger's messages, as react-hook-form holds them. */
  errors?: FieldErrors<PassengerValues>;
  /** The signed-in user's saved travellers, to fill the names from; empty for a guest. */
  saved: Traveller[];
  onPickSaved: (traveller: Traveller) => void;
  onRemove?: () => void;
}

/** One passenger's block of the confirm form: title, names, type, date of birth and, abroad, the passport. */
export function PassengerFields({ index, type, international, register, errors, saved, onPickSaved, onRemove }: PassengerFieldsProps) {
  const base = `passengers.${index}` as const;
  const id = (field: FieldName) => `passenger-${index}-${field}`;
  // Each field of the block: its id, its message and what react-hook-form needs of it.
  const field = (name: FieldName) => ({ id: id(name), error: errors?.[name]?.message, groupClassName: '', ...register(`${base}.${name}`) });
  const infant = type === 'infant';
  const legend = t(infant ? 'passenger.legendInfant' : 'passenger.legend', { number: index + 1 });

  return (
    <fieldset className="border rounded-3 p-3 mb-3" aria-label={legend} data-testid="passenger-block">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <legend className="h6 mb-0 float-none w-auto">{legend}</legend>
        {onRemove && (
          <Button type="button" size="sm" variant="outline-danger" onClick={onRemove} aria-label={t('passenger.removeInfant', { number: index + 1 })}>
            {t('passenger.remove')}
          </Button>
        )}
      </div>
      {saved.length > 0 && (
        <Form.Group className="mb-2" controlId={id('title') + '-saved'}>
          <Form.Label className="small">{t('passenger.fillFromSavedLabel')}</Form.Label>
          <Form.Select
            size="sm"
            value=""
            onChange={(event) => {
              const traveller = saved.find((t) => t._id === event.target.value);
              if (traveller) onPickSaved(traveller);
            }}
          >
            <option value="">{t('passenger.choose')}</option>
            {saved.map((traveller) => (
              <option key={traveller._id} value={traveller._id}>
                {traveller.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Row className="g-2">
        <Col xs={4} sm={3}>
          <SelectField label={t('passenger.title')} {...field('title')}>
            <option value="">—</option>
            {PASSENGER_TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col xs={8} sm={9}>
          {infant ? (
            <FormField id={id('type')} label={t('passenger.type')} error={errors?.type?.message} className="">
              <Form.Control plaintext readOnly value={passengerTypeLabel('infant')} {...controlProps(id('type'), errors?.type?.message)} />
            </FormField>
          ) : (
            <SelectField label={t('passenger.type')} {...field('type')}>
              <option value="adult">{passengerTypeLabel('adult')}</option>
              <option value="child">{passengerTypeLabel('child')}</option>
            </SelectField>
          )}
        </Col>
        <Col sm={6}>
          <TextField label={t('passenger.firstName')} autoComplete={index === 0 ? 'given-name' : 'off'} {...field('firstName')} />
        </Col>
        <Col sm={6}>
          <TextField label={t('passenger.lastName')} autoComplete={index === 0 ? 'family-name' : 'off'} {...field('lastName')} />
        </Col>
        <Col sm={6}>
          <TextField label={t(type === 'adult' ? 'passenger.dateOfBirthOptional' : 'passenger.dateOfBirth')} type="date" {...field('dateOfBirth')} />
        </Col>
        {international && (
          <>
            <Col sm={6}>
              <TextField label={t('passenger.nationality')} {...field('nationality')} />
            </Col>
            <Col sm={6}>
              <TextField label={t('passenger.passportNumber')} autoComplete="off" {...field('passportNumber')} />
            </Col>
            <Col sm={6}>
              <TextField label={t('passenger.passportExpiry')} type="date" {...field('passportExpiry')} />
            </Col>
          </>
        )}
      </Row>
    </fieldset>
  );
}
