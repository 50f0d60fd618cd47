import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The VAT receipt (Mushak 6.3) or the credit note of a booking, as PDF (owner, manage token or admin). */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ pnr, kind }: { pnr: string; kind: 'receipt' | 'credit-note' }) => {
      const blob = await apiDownload(`/api/bookings/${encodeURIComponent(pnr)}/${kind}.pdf`);
      saveFile(blob, `tarmac-${kind === 'receipt' ? 'vat-receipt' : 'credit-note'}-${pnr.toUpperCase()}.pdf`);
    },
  });
}
