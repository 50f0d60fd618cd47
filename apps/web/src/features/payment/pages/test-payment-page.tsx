import { Alert, Button, Card, Container, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router';
import { formatTk, PAYMENT_OUTCOMES, testPaymentBody, type PaymentOutcome } from '@tarmac/shared';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { usePageRestore } from '../../../lib/use-page-restore';
import { useCompleteTestPayment } from '../api/complete-test-payment';
import { useTestPayment } from '../api/get-test-payment';
import { t } from '../../../i18n/i18n';

const buttons: Record<PaymentOutcome, { label: string; variant: string }> = {
  paid: { label: 'testPayment.pay', variant: 'success' },
  failed: { label: 'testPayment.fail', variant: 'danger' },
  cancelled: { label: 'testPayment.cancel', variant: 'outline-secondary' },
};

/**
 * /payments/test/:paymentId: the test provider's payment page, standing in for SSLCommerz's. Clearly marked
 * TEST MODE; its three buttons go through the same callback path a real payment takes.
 */
export function TestPaymentPage() {
  const { paymentId = '' } = useParams();
  usePageTitle(t('testPayment.testModePayment'));
  const payment = useTestPayment(paymentId);
  const complete = useCompleteTestPayment();
  usePageRestore(complete.reset);
  // After an answer the browser is leaving for the result page: the buttons stay busy.
  const busy = complete.isPending || complete.isSuccess;

  const finish = (outcome: PaymentOutcome) => complete.mutate({ paymentId, ...testPaymentBody.parse({ outcome }) });

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 640 }}>
      <Alert variant="warning" className="text-center fw-bold" data-testid="test-mode-banner">
        {t('testPayment.testModeWarning')}
      </Alert>
      <h1 className="h2 mb-4">{t('testPayment.testPayment')}</h1>
      {payment.isPending ? (
        <PageSpinner />
      ) : payment.isError ? (
        <QueryError error={payment.error} onRetry={() => void payment.refetch()} />
      ) : (
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <dl className="row mb-3">
              <dt className="col-5 fw-normal text-body-secondary">{t('testPayment.bookingReferencePnr')}</dt>
              <dd className="col-7 font-monospace fw-bold" data-testid="test-payment-pnr">
                {payment.data.pnr}
              </dd>
              <dt className="col-5 fw-normal text-body-secondary">{t('testPayment.amount')}</dt>
              <dd className="col-7 fs-4 fw-bold" data-testid="test-payment-amount">
                {formatTk(payment.data.amount)}
              </dd>
            </dl>
            {payment.data.status !== 'started' ? (
              <Alert variant="info" className="mb-0">
                {t('testPayment.alreadyEnded', { status: payment.data.status })}
              </Alert>
            ) : (
              <>
                <p className="small text-body-secondary">{t('testPayment.intro')}</p>
                {complete.isError && (
                  <Alert variant="danger" role="alert">
                    {errorMessage(complete.error)}
                  </Alert>
                )}
                <div className="d-flex flex-wrap gap-2">
                  {PAYMENT_OUTCOMES.map((outcome) => (
                    <Button key={outcome} type="button" variant={buttons[outcome].variant} size="lg" disabled={busy} onClick={() => finish(outcome)}>
                      {complete.isPending && complete.variables.outcome === outcome && (
                        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                      )}
                      {t(buttons[outcome].label)}
                    </Button>
                  ))}
                </div>
              </>
            )}
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
