import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The e-ticket of a ticketed booking as PDF (owner or admin). */
export function getTicketPdf(pnr: string): Promise<Blob> {
  return apiDownload(`/api/bookings/${encodeURIComponent(pnr)}/ticket.pdf`);
}

/** Downloads the e-ticket and saves it as `tarmac-ticket-<PNR>.pdf`. */
export function useDownloadTicketPdf() {
  return useMutation({
    mutationFn: async (pnr: string) => {
      saveFile(await getTicketPdf(pnr), `tarmac-ticket-${pnr.toUpperCase()}.pdf`);
    },
  });
}
