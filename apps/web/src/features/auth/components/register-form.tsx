import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useSchemaForm } from '../../../lib/use-schema-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, signupBody } from '@tarmac/shared';
import { controlProps, FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { t } from '../../../i18n/i18n';

const registerSchema = signupBody.omit({ role: true });
type RegisterValues = z.output<typeof registerSchema>;


export function RegisterForm({ onRegistered }: { onRegistered: (account: { email: string; password: string }) => Promise<void> | void }) {
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(registerSchema, { name: '', email: '', password: '' });
  const signUp = useSignUp();

  const onSubmit = (values: RegisterValues) =>
    signUp.mutate(values, {
      onSuccess: async () => {
        // Issue 35: the new account is signed in with what was just typed, then the form is emptied.
        await onRegistered({ email: values.email.trim(), password: values.password });
        reset();
      },
      onError: (error) => applyFieldErrors(error, ['name', 'email', 'password'], setError),
    });

  return (
    <>
      {/* SPEC §8: the server's refusal is shown above the form in warning colour. */}
      {signUp.isError && <Alert variant="warning">{errorMessage(signUp.error)}</Alert>}
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="register-name" label={t('auth.fullName')} error={errors.name?.message}>
          <Form.Control
            autoComplete="name"
            {...controlProps('register-name', errors.name?.message)}
            {...register('name')}
          />
        </FormField>
        <FormField id="register-email" label={t('auth.email')} error={errors.email?.message}>
          <Form.Control
            type="email"
            autoComplete="email"
            {...controlProps('register-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="register-password" label={t('auth.password')} error={errors.password?.message} hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}>
          <Form.Control
            type="password"
            autoComplete="new-password"
            {...controlProps('register-password', errors.password?.message, t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
            {...register('password')}
          />
        </FormField>
        <div className="d-grid">
          <Button type="submit" disabled={signUp.isPending}>
            {signUp.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('auth.register')}
          </Button>
        </div>
      </Form>
    </>
  );
}
