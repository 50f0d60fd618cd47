import { Button, Spinner } from 'react-bootstrap';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadTicketPdf } from '../api/download-ticket-pdf';
import { t } from '../../../i18n/i18n';

/** 'Download PDF': the e-ticket as the mail attaches it (fetched with the session's token). */
export function DownloadTicketButton({ pnr }: { pnr: string }) {
  const download = useDownloadTicketPdf();
  return (
    <Button
      type="button"
      variant="outline-primary"
      disabled={download.isPending}
      onClick={() => download.mutate(pnr, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {download.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {t('ticket.downloadPdf')}
    </Button>
  );
}
