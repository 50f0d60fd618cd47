import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useMutation } from '@tanstack/react-query';
import { BackOfficePage } from '../../../components/back-office-page';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

interface Started {
  message: string;
  data: { secret: string; otpauthUrl: string; qrDataUrl: string };
}
interface Confirmed {
  message: string;
  /** `token`: this browser's new session; enrolling signs the account out everywhere else. */
  data: { recoveryCodes: string[]; token: string };
}

/** /twoStepSignIn: staff (an admin, or a travel agency's agent) enrol an authenticator app (TOTP) and receives recovery codes, shown once. */
export function TwoStepPage() {
  const start = useMutation({ mutationFn: () => apiRequest<Started>('/api/users/me/totp', { method: 'POST', body: {} }) });
  const { user, signIn } = useSession();
  const confirm = useMutation({
    mutationFn: (code: string) => apiRequest<Confirmed>('/api/users/me/totp', { method: 'POST', body: { code } }),
    // The old session ended with the others: keep this browser signed in with the new one.
    onSuccess: ({ data }) => {
      if (user) signIn(data.token, user);
    },
  });
  const [code, setCode] = useState('');

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code.trim());
  };

  return (
    <BackOfficePage title="Two-step sign-in" narrow>
      <p>
        With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), signing in asks for a 6-digit code as well as
        your password.
      </p>
      {confirm.data ? (
        <section aria-label="Recovery codes">
          <Alert variant="success">{confirm.data.message}</Alert>
          <ol className="font-monospace">
            {confirm.data.data.recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
        </section>
      ) : !start.data ? (
        <>
          {start.isError && <Alert variant="danger">{errorMessage(start.error)}</Alert>}
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            Set up an authenticator
          </Button>
        </>
      ) : (
        <Form onSubmit={onConfirm} aria-label="Confirm the authenticator">
          <p>{start.data.message}</p>
          <img src={start.data.data.qrDataUrl} alt="QR code of your new authenticator secret" width={220} height={220} className="mb-2" />
          <p className="small">
            Or enter this key by hand: <code data-testid="totp-secret">{start.data.data.secret}</code>
          </p>
          <Form.Group controlId="totp-code" className="mb-3" style={{ maxWidth: '14rem' }}>
            <Form.Label>Code from the app</Form.Label>
            <Form.Control value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Group>
          {confirm.isError && <Alert variant="danger">{errorMessage(confirm.error)}</Alert>}
          <Button type="submit" disabled={confirm.isPending}>
            Confirm
          </Button>
        </Form>
      )}
    </BackOfficePage>
  );
}
