import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, messages, type SigninResponse } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { t } from '../../../i18n/i18n';
import { Said } from '../../../components/said';

interface LoginValues {
  email: string;
  password: string;
  totp: string;
}

/** A signed-in answer (the other kind asks for the second factor). */
export type SignedIn = Extract<SigninResponse, { token: string }>;

/**
 * SPEC §5: an empty field stops with 'please fill the form'; a short password only warns,
 * and the request is still sent (older accounts may have short passwords).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (answer: SignedIn) => void }) {
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: '', password: '', totp: '' } });
  const signIn = useSignIn();
  const [hint, setHint] = useState<string | null>(null);
  /** Set when the account has an authenticator: the form then asks for its code. */
  const [totpPrompt, setTotpPrompt] = useState<string | null>(null);

  const onSubmit = ({ email, password, totp }: LoginValues) => {
    signIn.reset();
    if (!email.trim() || !password) {
      setHint(messages.fillTheForm);
      return;
    }
    setHint(password.length < PASSWORD_MIN_LENGTH ? messages.passwordMinimum : null);
    signIn.mutate(
      { email: email.trim(), password, ...(totpPrompt && totp.trim() ? { totp: totp.trim() } : {}) },
      {
        onSuccess: (answer) => {
          if ('totpRequired' in answer) setTotpPrompt(answer.message);
          else onSignedIn(answer);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>{t('auth.email')}</Form.Label>
        <Form.Control type="email" autoComplete="email" {...register('email')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>{t('auth.password')}</Form.Label>
        <Form.Control type="password" autoComplete="current-password" {...register('password')} />
      </Form.Group>
      {totpPrompt && (
        <Form.Group className="mb-3" controlId="login-totp">
          <Form.Label>{t('auth.authenticationCode')}</Form.Label>
          <Form.Control autoComplete="one-time-code" inputMode="text" autoFocus {...register('totp')} />
          <Form.Text>{totpPrompt}</Form.Text>
        </Form.Group>
      )}
      {hint && (
        <p className="text-danger small" role="alert">
          <Said text={hint} />
        </p>
      )}
      {signIn.isError && (
        <Alert variant="danger" className="py-2">
          {errorMessage(signIn.error)}
        </Alert>
      )}
      <div className="d-grid">
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('auth.login')}
        </Button>
      </div>
    </Form>
  );
}
