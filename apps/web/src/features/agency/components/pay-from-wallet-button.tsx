import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { usePayFromWallet } from '../api/pay-from-wallet';

/** An agent's 'Pay from wallet' on the payment step: the booking is ticketed at once, or the shortfall is said. */
export function PayFromWalletButton({ pnr }: { pnr: string }) {
  const pay = usePayFromWallet();
  return (
    <>
      {pay.isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(pay.error)}
        </div>
      )}
      <button type="button" className="btn btn-success btn-lg w-100" disabled={pay.isPending} onClick={() => pay.mutate(pnr, { onSuccess: ({ message }) => toast.success(message) })}>
        {pay.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('agency.payFromWallet')}
      </button>
    </>
  );
}
