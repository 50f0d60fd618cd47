import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The printable boarding pass (PDF417) of one passenger on one flight. */
export function useDownloadBoardingPass() {
  return useMutation({
    mutationFn: async ({ pnr, leg, passenger }: { pnr: string; leg: number; passenger: number }) => {
      const file = await apiDownload(`/api/bookings/${encodeURIComponent(pnr)}/boarding-pass.pdf?leg=${leg}&passenger=${passenger}`);
      saveFile(file, `tarmac-boarding-pass-${pnr.toUpperCase()}-${leg + 1}-${passenger + 1}.pdf`);
    },
  });
}
