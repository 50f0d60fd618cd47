import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { requestConsent } from '../api/request-consent';

/**
 * A travel agency's agent cancels (all or part of a booking) only with the traveller's consent (issue 32): the
 * 6-digit code sent to the booking's contact. `needed` is false for everyone else; `body` is what the cancel call
 * carries; `ready` says whether the confirm button may be pressed.
 */
export function useConsentCode() {
  const needed = useSession().user?.role === 'agent';
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const trimmed = code.trim();
  return { needed, code, setCode, sent, setSent, ready: !needed || /^\d{6}$/.test(trimmed), body: needed ? { consentCode: trimmed } : {} };
}

/** The consent's part of a cancellation dialog: what it is, a button sending the code, and the code's field. */
export function ConsentCodeField({ pnr, consent }: { pnr: string; consent: ReturnType<typeof useConsentCode> }) {
  if (!consent.needed) return null;
  const send = () =>
    void requestConsent(pnr).then(
      ({ message }) => {
        consent.setSent(true);
        toast.success(message);
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );
  return (
    <div className="border-top pt-3 mt-3">
      <p className="small mb-2">{t('consent.explain')}</p>
      <Button variant="outline-primary" size="sm" className="mb-2" onClick={send}>
        {consent.sent ? t('consent.sendAgain') : t('consent.send')}
      </Button>
      <Form.Group controlId="consent-code">
        <Form.Label>{t('consent.code')}</Form.Label>
        <Form.Control value={consent.code} onChange={(e) => consent.setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Group>
    </div>
  );
}
