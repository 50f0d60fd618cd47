import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { forgotPasswordBody, type MessageBody } from '@tarmac/shared';
import { controlProps, FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { t } from '../../../i18n/i18n';

type ResetRequestInput = z.input<typeof forgotPasswordBody>;
type ResetRequestValues = z.output<typeof forgotPasswordBody>;

export function ResetRequestForm({ onSent }: { onSent: (answer: MessageBody, email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  const onSubmit = ({ email }: ResetRequestValues) =>
    request.mutate(email, { onSuccess: (answer) => onSent(answer, email) });

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id="reset-email" label={t('auth.email')} error={errors.email?.message}>
        <Form.Control
          type="email"
          autoComplete="email"
          required
          {...controlProps('reset-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      {request.isError && <Alert variant="danger">{errorMessage(request.error)}</Alert>}
      {request.isSuccess && (
        <Alert variant="success" role="status">
          {request.data.message}
        </Alert>
      )}
      <div className="d-grid">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('auth.sendRequest')}
        </Button>
      </div>
    </Form>
  );
}
