import { Button, ListGroup, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import type { BoardingPass } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadBoardingPass } from '../api/download-boarding-pass';
import { checkInPaths } from '../check-in-paths';

/** The passes issued on one flight: each opens on the phone page or downloads as a PDF. */
export function BoardingPassList({ pnr, passes }: { pnr: string; passes: BoardingPass[] }) {
  const download = useDownloadBoardingPass();
  return (
    <ListGroup as="ul" aria-label="Boarding passes">
      {passes.map((pass) => (
        <ListGroup.Item as="li" key={`${pass.legIndex}-${pass.passengerIndex}`} className="d-flex flex-wrap align-items-center gap-2">
          <div className="me-auto">
            <div className="fw-semibold">{pass.name}</div>
            <div className="small text-body-secondary">
              Flight {pass.flightNumber} · {pass.seat ? `Seat ${pass.seat}` : 'Infant on lap'} · Boarding {pass.boardingTime}
              {pass.gate ? ` · Gate ${pass.gate}` : ''}
            </div>
          </div>
          <Link className="btn btn-primary btn-sm" to={checkInPaths.boardingPass.getHref(pnr, pass.legIndex, pass.passengerIndex)} aria-label={`Open the boarding pass of ${pass.name}`}>
            Open boarding pass
          </Link>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={download.isPending}
            aria-label={`Download the boarding pass of ${pass.name} as PDF`}
            onClick={() => download.mutate({ pnr, leg: pass.legIndex, passenger: pass.passengerIndex }, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            {download.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
            Download PDF
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
