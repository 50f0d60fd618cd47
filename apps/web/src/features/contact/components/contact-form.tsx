import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { toast } from '../../../lib/toast';
import { contactBody } from '@tarmac/shared';
import { TextField } from '../../../components/text-field';
import { controlProps, FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage, type ContactMessageBody } from '../api/send-contact-message';
import { t } from '../../../i18n/i18n';

const empty = { username: '', phone: '', email: '', message: '' };
const fields = ['username', 'phone', 'email', 'message'] as const;

/** SPEC §2 contact: name, phone, optional email, message; Reset and Send Message (SPEC §5 rules). */
export function ContactForm() {
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(contactBody, empty);

  const onSubmit = (values: ContactMessageBody) => {
    send.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset(empty);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, setError)) toast.error(errorMessage(error));
      },
    });
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('contact.contactUs')}>
      <Row className="g-0 gx-md-3">
        <Col xs={12} md={6}>
          <TextField id="contact-name" label={t('contact.name')} autoComplete="name" error={errors.username?.message} {...register('username')} />
        </Col>
        <Col xs={12} md={6}>
          <TextField id="contact-phone" label={t('contact.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </Col>
      </Row>
      <TextField
        id="contact-email"
        label={t('contact.emailOptional')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField id="contact-message" label={t('contact.message')} error={errors.message?.message}>
        <Form.Control as="textarea" rows={5} {...register('message')} {...controlProps('contact-message', errors.message?.message)} />
      </FormField>
      {send.isError && !Object.keys(errors).length && (
        <Alert variant="danger" className="py-2">
          {errorMessage(send.error)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="button" variant="outline-secondary" onClick={() => reset(empty)} disabled={send.isPending}>
          {t('contact.reset')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('contact.sendMessage')}
        </Button>
      </div>
    </Form>
  );
}
