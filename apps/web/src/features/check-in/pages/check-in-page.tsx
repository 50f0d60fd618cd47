import { useState } from 'react';
import { Alert, Button, Card, Container, Nav, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router';
import type { CheckInStatus } from '@tarmac/shared';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { BookingLoadError } from '../../booking';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatFlightMoment } from '../../../lib/format-flight';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useCheckIn } from '../api/check-in';
import { useCheckInStatus } from '../api/get-check-in-status';
import { useSeatMap } from '../api/get-seat-map';
import { BoardingPassList } from '../components/boarding-pass-list';
import { SeatMapView } from '../components/seat-map';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { placeName } from '../../../lib/catalogue-names';

/** /check-in/:pnr: online check-in of a ticketed booking, flight by flight, with seats chosen on the map. */
export function CheckInPage() {
  usePageTitle(t('checkin.title'));
  const { pnr = '' } = useParams();
  const status = useCheckInStatus(pnr);
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 960 }}>
      <h1 className="h2 mb-3">
        {t('checkin.title')} <span className="font-monospace text-body-secondary fs-4">{pnr.toUpperCase()}</span>
      </h1>
      {status.isPending ? <PageSpinner /> : status.isError ? <BookingLoadError error={status.error} onRetry={() => void status.refetch()} /> : <CheckInFlights status={status.data} />}
    </Container>
  );
}

function CheckInFlights({ status }: { status: CheckInStatus }) {
  const firstOpen = status.legs.find((l) => l.state === 'open')?.legIndex ?? status.legs[0]?.legIndex ?? 0;
  const [legIndex, setLegIndex] = useState(firstOpen);
  if (!status.ticketed) return <Alert variant="warning">{t('checkin.onlyPaid')}</Alert>;
  const leg = status.legs.find((l) => l.legIndex === legIndex);
  return (
    <>
      {status.legs.length > 1 && (
        <Nav variant="pills" className="mb-3" aria-label={t('checkin.flightsOfBooking')}>
          {status.legs.map((l) => (
            <Nav.Item key={l.legIndex}>
              <Nav.Link as="button" type="button" active={l.legIndex === legIndex} onClick={() => setLegIndex(l.legIndex)}>
                {t('checkin.flight', { flight: l.flightNumber })}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
      {leg && <LegCheckIn key={leg.legIndex} status={status} leg={leg} />}
    </>
  );
}

function LegCheckIn({ status, leg }: { status: CheckInStatus; leg: CheckInStatus['legs'][number] }) {
  const passes = status.boardingPasses.filter((p) => p.legIndex === leg.legIndex);
  const seated = status.passengers.filter((p) => p.type !== 'infant');
  const infants = status.passengers.filter((p) => p.type === 'infant');
  const everyoneIn = status.passengers.every((p) => passes.some((x) => x.passengerIndex === p.index));

  // The window at the departure airport's clock, named by its city (not the device's zone); older answers: the device's.
  const at = (local: string | undefined, iso: string) =>
    local && leg.fromCity ? t('checkin.atCityTime', { time: formatFlightMoment(local.slice(0, 10), local.slice(11, 16)), city: placeName(leg.fromCity) }) : formatDateTime(iso);
  if (leg.state !== 'open') {
    return (
      <>
        <Alert variant="info">
          {leg.state === 'not-open'
            ? t('checkin.opens', { flight: leg.flightNumber, time: at(leg.opensLocal, leg.opensAt) })
            : t('checkin.closed', { flight: leg.flightNumber, time: at(leg.closesLocal, leg.closesAt) })}
        </Alert>
        {passes.length > 0 && <BoardingPassList pnr={status.pnr} passes={passes} />}
      </>
    );
  }
  return (
    <>
      <p className="text-body-secondary">
        {t('checkin.openUntil', { flight: leg.flightNumber, time: at(leg.closesLocal, leg.closesAt) })}
      </p>
      {!everyoneIn && <SeatChooser status={status} leg={leg} seated={seated} infants={infants} />}
      {passes.length > 0 && (
        <section aria-labelledby="passes-heading" className="mt-4">
          <h2 id="passes-heading" className="h4">
            {t('checkin.boardingPasses')}
          </h2>
          <BoardingPassList pnr={status.pnr} passes={passes} />
        </section>
      )}
    </>
  );
}

interface SeatChooserProps {
  status: CheckInStatus;
  leg: CheckInStatus['legs'][number];
  seated: CheckInStatus['passengers'];
  infants: CheckInStatus['passengers'];
}

function SeatChooser({ status, leg, seated, infants }: SeatChooserProps) {
  const map = useSeatMap(leg.flightId);
  const checkIn = useCheckIn(status.pnr, { onSuccess: ({ message }) => toast.success(message) });
  const passes = status.boardingPasses.filter((p) => p.legIndex === leg.legIndex);
  const [choices, setChoices] = useState<Map<number, string>>(() => new Map(passes.flatMap((p) => (p.seat ? [[p.passengerIndex, p.seat] as const] : []))));
  const [active, setActive] = useState(seated[0]?.index ?? 0);
  const nameOf = (index: number) => status.passengers.find((p) => p.index === index)?.name ?? t('checkin.passenger', { number: index + 1 });
  const chosenBySeat = new Map([...choices].map(([index, seat]) => [seat, nameOf(index)]));

  const choose = (seat: string) => {
    const next = new Map([...choices].filter(([, s]) => s !== seat));
    next.set(active, seat);
    setChoices(next);
    const waiting = seated.find((p) => !next.has(p.index));
    if (waiting) setActive(waiting.index);
  };

  const submit = (assign: boolean) => {
    const passengers = status.passengers.map((p) => {
      const seat = choices.get(p.index);
      return p.type === 'infant' || !seat || assign ? { index: p.index } : { index: p.index, seat };
    });
    // Assigning: nobody names a seat; those already checked in keep theirs.
    checkIn.mutate({ legIndex: leg.legIndex, passengers });
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h4">{t('checkin.chooseSeats')}</h2>
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('checkin.passengers')}>
          {seated.map((p) => (
            <Button key={p.index} type="button" size="sm" variant={p.index === active ? 'primary' : 'outline-secondary'} aria-pressed={p.index === active} onClick={() => setActive(p.index)}>
              {p.name} <span className="badge text-bg-light ms-1">{choices.get(p.index) ?? t('checkin.noSeatYet')}</span>
            </Button>
          ))}
        </div>
        <p className="small mb-2" aria-live="polite">
          {rich(
            choices.get(active)
              ? t('checkin.choosingForSeat', { name: slot('name'), seat: choices.get(active) })
              : t('checkin.choosingFor', { name: slot('name') }),
            { name: <strong>{nameOf(active)}</strong> },
          )}
        </p>
        {infants.length > 0 && <p className="small text-body-secondary">{t('checkin.infantsOnLap', { names: infants.map((i) => i.name).join(', '), count: infants.length })}</p>}
        <div className="d-flex flex-wrap gap-4 align-items-start">
          {map.isPending ? <PageSpinner /> : map.isError ? <QueryError error={map.error} onRetry={() => void map.refetch()} /> : <SeatMapView map={map.data} chosen={chosenBySeat} activeSeat={choices.get(active)} onChoose={choose} />}
          <div className="d-grid gap-2" style={{ minWidth: '14rem' }}>
            {checkIn.isError && (
              <Alert variant="danger" role="alert" className="mb-0">
                {errorMessage(checkIn.error)}
              </Alert>
            )}
            <Button type="button" size="lg" disabled={checkIn.isPending} onClick={() => submit(false)}>
              {checkIn.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {t('checkin.checkIn')}
            </Button>
            <Button type="button" variant="outline-primary" disabled={checkIn.isPending} onClick={() => submit(true)}>
              {t('checkin.assignForMe')}
            </Button>
            <p className="small text-body-secondary mb-0">{t('checkin.assignHint')}</p>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
