import { Button, Form } from 'react-bootstrap';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { requestConsent } from '../api/request-consent';
import type { useConsentCode } from './use-consent-code';

// The hook lives in its own file (no react-bootstrap), for the flows that draw this field only in a dialog.
export { useConsentCode } from './use-consent-code';

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
