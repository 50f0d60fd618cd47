import { Alert, Button, Card, Container, Spinner } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import type { BoardingPass } from '@tarmac/shared';
import { OfflineNotice, useOnline } from '../../../components/offline-notice';
import { PageSpinner } from '../../../components/page-spinner';
import { BookingLoadError } from '../../booking';
import { errorMessage } from '../../../lib/api-client';
import { formatFlightDate, formatFlightTime } from '../../../lib/format-flight';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useDownloadBoardingPass } from '../api/download-boarding-pass';
import { useCheckInStatus } from '../api/get-check-in-status';
import { checkInKeys } from '../api/check-in-keys';
import { checkInPaths } from '../check-in-paths';
import { PassBarcode } from '../components/pass-barcode';
import '../seat-map.css';
import { t } from '../../../i18n/i18n';
import { placeName } from '../../../lib/catalogue-names';

/** /boarding-pass/:pnr?leg=&passenger=: one boarding pass, sized for a phone, with its QR code. */
export function BoardingPassPage() {
  usePageTitle(t('checkin.pass.title'));
  const { pnr = '' } = useParams();
  const [params] = useSearchParams();
  const leg = Number(params.get('leg') ?? 0);
  const passenger = Number(params.get('passenger') ?? 0);
  const status = useCheckInStatus(pnr);
  const pass = status.data?.boardingPasses.find((p) => p.legIndex === leg && p.passengerIndex === passenger);
  const online = useOnline();

  return (
    <Container className="py-3 py-md-5 px-2">
      {/* At the gate without a network: the pass as this device last saw it (src/lib/saved-trips.ts). */}
      <OfflineNotice queryKey={checkInKeys.status(pnr)} updatedAt={status.dataUpdatedAt} hasData={status.data !== undefined} />
      {status.isPending ? (
        online && <PageSpinner />
      ) : status.isError ? (
        <BookingLoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : !pass ? (
        <Alert variant="warning">
          {t('checkin.pass.notCheckedIn')} <Link to={checkInPaths.checkIn.getHref(pnr)}>{t('checkin.pass.goToCheckIn')}</Link>
        </Alert>
      ) : (
        <PassCard pnr={pnr.toUpperCase()} pass={pass} />
      )}
    </Container>
  );
}

function PassCard({ pnr, pass }: { pnr: string; pass: BoardingPass }) {
  const download = useDownloadBoardingPass();
  const item = (label: string, value: string, big = false) => (
    <div>
      <div className="small text-uppercase text-body-secondary">{label}</div>
      <div className={big ? 'fs-3 fw-bold' : 'fs-5 fw-semibold'}>{value}</div>
    </div>
  );
  return (
    <Card className="boarding-pass-card shadow" data-testid="boarding-pass">
      <div className="boarding-pass-band d-flex justify-content-between align-items-center px-3 py-2">
        <span className="fw-bold fs-5">Tarmac</span>
        <span className="small">{t('checkin.pass.title')}</span>
      </div>
      <Card.Body>
        <h1 className="h4 mb-3">{pass.name}</h1>
        <div className="d-flex justify-content-between align-items-center mb-3">
          {item(placeName(pass.from), pass.fromCode, true)}
          <span aria-hidden="true" className="fs-3">
            ✈
          </span>
          <div className="text-end">{item(placeName(pass.to), pass.toCode, true)}</div>
        </div>
        {pass.scheduledTime && (
          // One true time: the new time is what the pass shows; the timetable's is named so nobody goes by it.
          <Alert variant="warning" className="py-2" data-testid="pass-delayed">
            {t('checkin.pass.delayed', { time: formatFlightTime(pass.scheduledTime), date: formatFlightDate(pass.scheduledDate ?? pass.departureDate) })}
          </Alert>
        )}
        <div className="row row-cols-3 g-2 mb-3">
          {item(t('checkin.pass.flight'), pass.flightNumber)}
          {item(t('checkin.pass.date'), formatFlightDate(pass.departureDate))}
          {item(t('checkin.pass.departsIn', { city: placeName(pass.from) }), formatFlightTime(pass.departureTime))}
          {item(t('checkin.pass.seat'), pass.seat ?? t('checkin.pass.lapInfant'), true)}
          {item(t('checkin.pass.boarding'), formatFlightTime(pass.boardingTime), true)}
          {item(t('checkin.pass.gate'), pass.gate ?? '—', true)}
          {item(t('checkin.pass.booking'), pnr)}
          {item(t('checkin.pass.sequence'), String(pass.sequence).padStart(4, '0'))}
        </div>
        {pass.services && pass.services.length > 0 && (
          <p className="mb-3" data-testid="pass-services">
            {t('extras.passServices', { services: pass.services.join(', ') })}
          </p>
        )}
        {pass.boarded && (
          <Alert variant="success" className="py-2">
            {t('checkin.pass.boarded')}
          </Alert>
        )}
        <div className="text-center boarding-pass-code">
          <PassBarcode bcbp={pass.bcbp} label={t('checkin.pass.barcode', { name: pass.name, flight: pass.flightNumber, lap: pass.seat ? 'no' : 'yes', seat: pass.seat ?? '' })} />
          <div className="font-monospace small text-break mt-2" data-testid="bcbp" style={{ whiteSpace: 'pre-wrap' }}>
            {pass.bcbp}
          </div>
        </div>
        <div className="d-grid mt-3">
          <Button
            variant="outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ pnr, leg: pass.legIndex, passenger: pass.passengerIndex }, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            {download.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('checkin.downloadPdf')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
