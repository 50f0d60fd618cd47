import { errorMessage } from '../../../lib/api-client';
import { usePageRestore } from '../../../lib/use-page-restore';
import { usePayNow } from '../api/start-payment';
import { t } from '../../../i18n/i18n';

interface PayNowButtonProps {
  pnr: string;
  /** 'Pay now' on the payment step, 'Try again' after a failed payment. */
  label?: string;
}

/** Starts a payment and leaves for the payment page; says why when it cannot start. */
export function PayNowButton({ pnr, label = t('booking.payNow') }: PayNowButtonProps) {
  const pay = usePayNow();
  usePageRestore(pay.reset);
  // After success the browser is on its way to the payment page: the button stays busy until it leaves.
  const busy = pay.isPending || pay.isSuccess;
  return (
    <>
      {pay.isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(pay.error)}
        </div>
      )}
      <button type="button" className="btn btn-success btn-lg w-100" disabled={busy} onClick={() => pay.mutate(pnr)}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}
