import { Alert, Button, Spinner } from 'react-bootstrap';
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
        <Alert variant="danger" role="alert">
          {errorMessage(pay.error)}
        </Alert>
      )}
      <Button type="button" variant="success" size="lg" className="w-100" disabled={pay.isPending} onClick={() => pay.mutate(pnr, { onSuccess: ({ message }) => toast.success(message) })}>
        {pay.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('agency.payFromWallet')}
      </Button>
    </>
  );
}
