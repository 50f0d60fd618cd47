import { Button, Col, Form, Row } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { PASSENGER_TITLES, type PassengerType, type Traveller } from '@tarmac/shared';
import type { ConfirmValues } from '../passenger-form';
import { t } from '../../../i18n/i18n';
import { passengerTypeLabel } from '../../../lib/fare-text';
import { localSentence } from '../../../lib/sentence';

type FieldName = 'title' | 'firstName' | 'lastName' | 'type' | 'dateOfBirth' | 'passportNumber' | 'passportExpiry' | 'nationality';

interface PassengerFieldsProps {
  index: number;
  type: PassengerType;
  international: boolean;
  register: UseFormRegister<ConfirmValues>;
  /** Messages by field path (`passengers.1.lastName`). */
  errors: Record<string, string | undefined>;
  /** The signed-in user's saved travellers, to fill the names from; empty for a guest. */
  saved: Traveller[];
  onPickSaved: (traveller: Traveller) => void;
  onRemove?: () => void;
}

/** One passenger's block of the confirm form: title, names, type, date of birth and, abroad, the passport. */
export function PassengerFields({ index, type, international, register, errors, saved, onPickSaved, onRemove }: PassengerFieldsProps) {
  const base = `passengers.${index}` as const;
  const id = (field: FieldName) => `passenger-${index}-${field}`;
  const error = (field: FieldName) => errors[`${base}.${field}`];
  const invalid = (field: FieldName) => {
    const message = error(field);
    return { isInvalid: !!message, 'aria-invalid': !!message, 'aria-describedby': message ? `${id(field)}-error` : undefined };
  };
  const feedback = (field: FieldName) =>
    error(field) && (
      <Form.Control.Feedback type="invalid" id={`${id(field)}-error`}>
        {localSentence(error(field) ?? '')}
      </Form.Control.Feedback>
    );
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
          <Form.Group controlId={id('title')}>
            <Form.Label>{t('passenger.title')}</Form.Label>
            <Form.Select {...invalid('title')} {...register(`${base}.title`)}>
              <option value="">—</option>
              {PASSENGER_TITLES.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </Form.Select>
            {feedback('title')}
          </Form.Group>
        </Col>
        <Col xs={8} sm={9}>
          <Form.Group controlId={id('type')}>
            <Form.Label>{t('passenger.type')}</Form.Label>
            {infant ? (
              <Form.Control plaintext readOnly value={passengerTypeLabel('infant')} {...invalid('type')} />
            ) : (
              <Form.Select {...invalid('type')} {...register(`${base}.type`)}>
                <option value="adult">{passengerTypeLabel('adult')}</option>
                <option value="child">{passengerTypeLabel('child')}</option>
              </Form.Select>
            )}
            {feedback('type')}
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId={id('firstName')}>
            <Form.Label>{t('passenger.firstName')}</Form.Label>
            <Form.Control autoComplete={index === 0 ? 'given-name' : 'off'} {...invalid('firstName')} {...register(`${base}.firstName`)} />
            {feedback('firstName')}
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId={id('lastName')}>
            <Form.Label>{t('passenger.lastName')}</Form.Label>
            <Form.Control autoComplete={index === 0 ? 'family-name' : 'off'} {...invalid('lastName')} {...register(`${base}.lastName`)} />
            {feedback('lastName')}
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId={id('dateOfBirth')}>
            <Form.Label>{t(type === 'adult' ? 'passenger.dateOfBirthOptional' : 'passenger.dateOfBirth')}</Form.Label>
            <Form.Control type="date" {...invalid('dateOfBirth')} {...register(`${base}.dateOfBirth`)} />
            {feedback('dateOfBirth')}
          </Form.Group>
        </Col>
        {international && (
          <>
            <Col sm={6}>
              <Form.Group controlId={id('nationality')}>
                <Form.Label>{t('passenger.nationality')}</Form.Label>
                <Form.Control {...invalid('nationality')} {...register(`${base}.nationality`)} />
                {feedback('nationality')}
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId={id('passportNumber')}>
                <Form.Label>{t('passenger.passportNumber')}</Form.Label>
                <Form.Control autoComplete="off" {...invalid('passportNumber')} {...register(`${base}.passportNumber`)} />
                {feedback('passportNumber')}
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId={id('passportExpiry')}>
                <Form.Label>{t('passenger.passportExpiry')}</Form.Label>
                <Form.Control type="date" {...invalid('passportExpiry')} {...register(`${base}.passportExpiry`)} />
                {feedback('passportExpiry')}
              </Form.Group>
            </Col>
          </>
        )}
      </Row>
    </fieldset>
  );
}
