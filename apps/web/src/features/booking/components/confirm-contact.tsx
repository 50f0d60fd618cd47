import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import type { ConfirmValues } from '../fare-estimate';
import { t } from '../../../i18n/i18n';

interface ConfirmContactProps {
  register: UseFormRegister<ConfirmValues>;
  errors?: FieldErrors<ConfirmValues['contact']>;
}

/** The two contact fields: the name under `contact`, the input's type (also its autocomplete token) and the label's id. */
const contactFields = [
  { name: 'email', type: 'email', label: 'booking.contactEMail' },
  { name: 'phone', type: 'tel', label: 'booking.contactPhone' },
] as const;

/** Who to tell: the e-mail that gets the e-ticket and the phone for changes to the flight. */
export function ConfirmContact({ register, errors }: ConfirmContactProps) {
  return (
    <>
      <h2 className="h5 mb-3 mt-2">{t('booking.contact')}</h2>
      <p className="small text-body-secondary">{t('booking.contactIntro')}</p>
      <div className="row g-2 mb-3">
        {contactFields.map(({ name, type, label }) => (
          <div className="col-sm-6" key={name}>
            <TextField
              id={`contact-${name}`}
              label={t(label)}
              type={type}
              autoComplete={type}
              groupClassName=""
              error={errors?.[name]?.message}
              {...register(`contact.${name}`)}
            />
          </div>
        ))}
      </div>
    </>
  );
}
