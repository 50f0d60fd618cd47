import { Button, Spinner } from 'react-bootstrap';
import type { Booking } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { useDownloadReceipt } from '../api/download-receipt';

/**
 * 'VAT receipt' once a booking is paid (ticketed, or cancelled after payment), and 'Credit note' once a paid
 * booking has had money back: the Mushak PDFs, fetched with the session's or the manage link's token.
 */
export function ReceiptButtons({ booking }: { booking: Pick<Booking, 'pnr' | 'status' | 'payments' | 'refunds'> }) {
  const download = useDownloadReceipt();
  const paid = booking.status === 'ticketed' || (booking.status === 'cancelled' && booking.payments.some((p) => p.status === 'paid'));
  if (!paid) return null;
  const credited = booking.status === 'cancelled' && booking.refunds.length > 0;
  const get = (kind: 'receipt' | 'credit-note') => download.mutate({ pnr: booking.pnr, kind }, { onError: (error) => toast.error(errorMessage(error)) });
  const busy = (kind: string) => download.isPending && download.variables?.kind === kind;
  return (
    <>
      <Button type="button" variant="outline-primary" disabled={download.isPending} onClick={() => get('receipt')}>
        {busy('receipt') && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('receipt.vatReceipt')}
      </Button>
      {credited && (
        <Button type="button" variant="outline-secondary" disabled={download.isPending} onClick={() => get('credit-note')}>
          {busy('credit-note') && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('receipt.creditNote')}
        </Button>
      )}
    </>
  );
}
