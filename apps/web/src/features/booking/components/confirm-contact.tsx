import { Col, Row } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import type { ConfirmValues } from '../passenger-form';
import { t } from '../../../i18n/i18n';

interface ConfirmContactProps {
  register: UseFormRegister<ConfirmValues>;
  errors?: FieldErrors<ConfirmValues['contact']>;
}

/** Who to tell: the e-mail that gets the e-ticket and the phone for changes to the flight. */
export function ConfirmContact({ register, errors }: ConfirmContactProps) {
  return (
    <>
      <h2 className="h5 mb-3 mt-2">{t('booking.contact')}</h2>
      <p className="small text-body-secondary">{t('booking.contactIntro')}</p>
      <Row className="g-2 mb-3">
        <Col sm={6}>
          <TextField
            id="contact-email"
            label={t('booking.contactEMail')}
            type="email"
            autoComplete="email"
            groupClassName=""
            error={errors?.email?.message}
            {...register('contact.email')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="contact-phone"
            label={t('booking.contactPhone')}
            type="tel"
            autoComplete="tel"
            groupClassName=""
            error={errors?.phone?.message}
            {...register('contact.phone')}
          />
        </Col>
      </Row>
    </>
  );
}
