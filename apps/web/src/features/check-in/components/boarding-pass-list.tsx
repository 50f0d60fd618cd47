import { Button, ListGroup, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import type { BoardingPass } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadBoardingPass } from '../api/download-boarding-pass';
import { checkInPaths } from '../check-in-paths';
import { t } from '../../../i18n/i18n';
import { formatFlightTime } from '../../../lib/format-flight';

/** The passes issued on one flight: each opens on the phone page or downloads as a PDF. */
export function BoardingPassList({ pnr, passes }: { pnr: string; passes: BoardingPass[] }) {
  const download = useDownloadBoardingPass();
  return (
    <ListGroup as="ul" aria-label={t('checkin.boardingPasses')}>
      {passes.map((pass) => (
        <ListGroup.Item as="li" key={`${pass.legIndex}-${pass.passengerIndex}`} className="d-flex flex-wrap align-items-center gap-2">
          <div className="me-auto">
            <div className="fw-semibold">{pass.name}</div>
            {pass.services && pass.services.length > 0 && (
              <div className="small" data-testid="pass-services">
                {t('extras.passServices', { services: pass.services.join(', ') })}
              </div>
            )}
            <div className="small text-body-secondary">
              {t(pass.gate ? 'checkin.passList.lineWithGate' : 'checkin.passList.line', {
                flight: pass.flightNumber,
                lap: pass.seat ? 'no' : 'yes',
                seat: pass.seat ?? '',
                boarding: formatFlightTime(pass.boardingTime),
                gate: pass.gate ?? '',
              })}
            </div>
          </div>
          <Link className="btn btn-primary btn-sm" to={checkInPaths.boardingPass.getHref(pnr, pass.legIndex, pass.passengerIndex)} aria-label={t('checkin.passList.openLabel', { name: pass.name })}>
            {t('checkin.passList.open')}
          </Link>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={download.isPending}
            aria-label={t('checkin.passList.downloadLabel', { name: pass.name })}
            onClick={() => download.mutate({ pnr, leg: pass.legIndex, passenger: pass.passengerIndex }, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            {download.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {t('checkin.downloadPdf')}
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
