import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSENGER_TITLES, type PassengerType, type Traveller } from '@tarmac/shared';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { FieldFrame, plainControlProps } from '../../../components/field-frame';
import type { ConfirmValues, PassengerValues } from '../fare-estimate';
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
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove} aria-label={t('passenger.removeInfant', { number: index + 1 })}>
            {t('passenger.remove')}
          </button>
        )}
      </div>
      {saved.length > 0 && (
        <div className="mb-2">
          <label htmlFor={id('title') + '-saved'} className="form-label small">
            {t('passenger.fillFromSavedLabel')}
          </label>
          <select
            id={id('title') + '-saved'}
            className="form-select form-select-sm"
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
          </select>
        </div>
      )}
      <div className="row g-2">
        <div className="col-4 col-sm-3">
          <SelectField label={t('passenger.title')} {...field('title')}>
            <option value="">—</option>
            {PASSENGER_TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-8 col-sm-9">
          {infant ? (
            <FieldFrame id={id('type')} label={t('passenger.type')} error={errors?.type?.message} className="">
              <InfantType id={id('type')} error={errors?.type?.message} />
            </FieldFrame>
          ) : (
            <SelectField label={t('passenger.type')} {...field('type')}>
              <option value="adult">{passengerTypeLabel('adult')}</option>
              <option value="child">{passengerTypeLabel('child')}</option>
            </SelectField>
          )}
        </div>
        <div className="col-sm-6">
          <TextField label={t('passenger.firstName')} autoComplete={index === 0 ? 'given-name' : 'off'} {...field('firstName')} />
        </div>
        <div className="col-sm-6">
          <TextField label={t('passenger.lastName')} autoComplete={index === 0 ? 'family-name' : 'off'} {...field('lastName')} />
        </div>
        <div className="col-sm-6">
          <TextField label={t(type === 'adult' ? 'passenger.dateOfBirthOptional' : 'passenger.dateOfBirth')} type="date" {...field('dateOfBirth')} />
        </div>
        {international && (
          <>
            <div className="col-sm-6">
              <TextField label={t('passenger.nationality')} {...field('nationality')} />
            </div>
            <div className="col-sm-6">
              <TextField label={t('passenger.passportNumber')} autoComplete="off" {...field('passportNumber')} />
            </div>
            <div className="col-sm-6">
              <TextField label={t('passenger.passportExpiry')} type="date" {...field('passportExpiry')} />
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}

/** An infant's type: said, not chosen (an infant is added as one). */
function InfantType({ id, error }: { id: string; error?: string }) {
  const { invalid, ...control } = plainControlProps(id, error);
  return <input {...control} className={invalid ? 'form-control-plaintext is-invalid' : 'form-control-plaintext'} readOnly value={passengerTypeLabel('infant')} />;
}
