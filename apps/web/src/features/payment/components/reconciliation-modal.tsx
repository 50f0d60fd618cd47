import { Alert, Badge, Button, Modal, Spinner, Table } from 'react-bootstrap';
import { formatTk, type PaymentReconciliation } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { usePaymentComparison, useSettlePayment } from '../api/reconciliation';

/** The providers' own names (the payment rows keep an id). */
const providerNames: Record<string, string> = { sslcommerz: 'SSLCommerz', test: 'TEST MODE' };

/** A time as the provider wrote it: an ISO instant in the page's format, anything else (SSLCommerz's Dhaka time) as written. */
const providerTime = (at: string | null) => (at === null ? '—' : /Z$/.test(at) ? formatDateTime(at) : at);

function ComparisonTable({ c }: { c: PaymentReconciliation }) {
  const says = c.providerSays;
  const rows: [string, string, string][] = [
    [t('payments.recon.status'), t(`payments.status.${c.recorded.status}`), t(`payments.outcome.${says.outcome}`)],
    [t('payments.recon.amount'), formatTk(c.recorded.amount), says.amount === null ? '—' : formatTk(says.amount)],
    [t('payments.recon.reference'), c.recorded.providerRef ?? '—', says.reference ?? '—'],
    [t('payments.recon.when'), formatDateTime(c.recorded.updatedAt), providerTime(says.at)],
    [t('payments.recon.booking'), t(`payments.booking.${c.recorded.bookingStatus}`), '—'],
  ];
  return (
    <Table size="sm" bordered className="align-middle" aria-label={t('payments.recon.tableLabel')}>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{t('payments.recon.weRecorded')}</th>
          <th scope="col">{t('payments.recon.providerSays', { provider: providerNames[c.provider] ?? c.provider })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ours, theirs]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="text-break">{ours}</td>
            <td className="text-break">{theirs}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * "Ask the provider": the payment's provider is asked now (its transaction query, as the reconciliation job asks)
 * and its answer shown beside what we recorded, with a sentence naming the difference. When settling would change
 * something, "Settle now" applies the provider's word as the job would.
 */
export function ReconciliationModal({ paymentId, pnr, onHide }: { paymentId: string; pnr: string; onHide: () => void }) {
  const comparison = usePaymentComparison(paymentId);
  const settle = useSettlePayment(paymentId);
  const c = comparison.data;
  const onSettle = () =>
    settle.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorMessage(err)),
    });

  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby="reconciliation-title">
      <Modal.Header closeButton>
        <Modal.Title id="reconciliation-title" as="h2" className="h5">
          {t('payments.recon.title', { pnr })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary text-break mb-2">{paymentId}</p>
        {comparison.isFetching && !c ? (
          <div className="d-flex align-items-center gap-2" role="status">
            <Spinner size="sm" animation="border" />
            {t('payments.recon.asking')}
          </div>
        ) : comparison.isError ? (
          <Alert variant="warning" role="alert">
            {errorMessage(comparison.error)}
          </Alert>
        ) : c ? (
          <>
            <ComparisonTable c={c} />
            <Alert variant={c.agree ? 'success' : 'warning'} role="status" data-testid="reconciliation-verdict">
              <Badge bg={c.agree ? 'success' : 'warning'} text={c.agree ? undefined : 'dark'} className="me-2">
                {c.agree ? t('payments.recon.agree') : t('payments.recon.disagree')}
              </Badge>
              {c.difference}
            </Alert>
            {c.providerSays.reason && <p className="small text-body-secondary text-break">{c.providerSays.reason}</p>}
            <p className="small text-body-secondary mb-0">{t('payments.recon.askedAt', { at: formatDateTime(c.askedAt) })}</p>
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => void comparison.refetch()} disabled={comparison.isFetching}>
          {t('payments.recon.askAgain')}
        </Button>
        {c?.canSettle && (
          <Button variant="primary" onClick={onSettle} disabled={settle.isPending || comparison.isFetching}>
            {settle.isPending ? t('payments.recon.settling') : t('payments.recon.settleNow')}
          </Button>
        )}
        <Button variant="secondary" onClick={onHide}>
          {t('payments.recon.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
