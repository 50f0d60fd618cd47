import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { formatRoute, type Flight, type FlightManifest } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useBoard, useDepartures, useGateManifest, useSetGate } from '../api/gate';
import { checkInPaths } from '../check-in-paths';
import { CameraScanner, canScan } from '../components/camera-scanner';

const today = () => new Date().toISOString().slice(0, 10);

/** /gate?flight=: the boarding gate (admin). Reads boarding passes and boards passengers; shows the counts. */
export function GatePage() {
  const [params] = useSearchParams();
  const flightId = params.get('flight') ?? '';
  return (
    <BackOfficePage title="Boarding gate" link={flightId ? { to: checkInPaths.gate.getHref(), label: 'Another flight' } : undefined}>
      {flightId ? <Gate flightId={flightId} /> : <ChooseFlight />}
    </BackOfficePage>
  );
}

function ChooseFlight() {
  const [day, setDay] = useState(today);
  const departures = useDepartures(day);
  return (
    <>
      <Form.Group className="mb-3" controlId="gate-day" style={{ maxWidth: 240 }}>
        <Form.Label>Departures on</Form.Label>
        <Form.Control type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </Form.Group>
      {departures.isPending ? (
        <PageSpinner />
      ) : departures.isError ? (
        <QueryError error={departures.error} />
      ) : departures.data.rows.length === 0 ? (
        <p className="text-body-secondary">No flights depart on that day.</p>
      ) : (
        byAirport(departures.data.rows).map(([airport, flights], i) => (
          // Ids by position: a place's name may hold spaces, which aria-labelledby reads as several ids.
          <section key={airport} className="mb-4" aria-labelledby={`gate-airport-${i}`}>
            <h2 className="h5" id={`gate-airport-${i}`}>
              {airport} <span className="small fw-normal text-body-secondary">({airport} time)</span>
            </h2>
            <ul className="list-unstyled d-grid gap-2" data-testid="gate-day-list">
              {flights.map((f) => (
                <li key={f._id}>
                  <Link to={checkInPaths.gate.getHref(f._id)} className="btn btn-outline-primary text-start w-100">
                    <strong>{f.flightNumber}</strong> {leavesAt(f).time}
                    {f.estimatedDeparture && (
                      <span className="badge text-bg-warning ms-2">
                        Delayed, was {f.flightDepartingTime}
                        {f.estimatedDeparture.date !== f.flightDepartingDate ? `, now ${f.estimatedDeparture.date}` : ''}
                      </span>
                    )}{' '}
                    · {formatRoute(f.flightFromCurrentLocation, f.flightToDestinationLocation)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

/** When a flight leaves, at its airport's clock: a delay's new time, else the timetable's. */
const leavesAt = (f: Flight) => f.estimatedDeparture ?? { date: f.flightDepartingDate, time: f.flightDepartingTime };

/**
 * The day's departures airport by airport (each airport's flights by its own clock, the expected time first), so
 * an agent in Chattogram does not read Dhaka's and Dubai's flights interleaved by UTC.
 */
function byAirport(rows: Flight[]): [string, Flight[]][] {
  const groups = new Map<string, Flight[]>();
  for (const f of rows) groups.set(f.flightFromCurrentLocation, [...(groups.get(f.flightFromCurrentLocation) ?? []), f]);
  const key = (f: Flight) => `${leavesAt(f).date} ${leavesAt(f).time}`;
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([airport, flights]) => [airport, [...flights].sort((x, y) => key(x).localeCompare(key(y)) || x.flightNumber.localeCompare(y.flightNumber))]);
}

function Gate({ flightId }: { flightId: string }) {
  const manifest = useGateManifest(flightId);
  const board = useBoard(flightId);
  const [bcbp, setBcbp] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string; names?: { record: string; scanned: string }; assistance?: string[]; services?: string[] } | null>(null);

  const read = useCallback(
    (text: string) => {
      setResult(null);
      board.mutate(text, {
        onSuccess: ({ message, data }) => {
          setResult({ ok: true, text: message, names: { record: data.name, scanned: data.scannedName }, assistance: data.assistance ?? [], services: data.services ?? [] });
          setBcbp('');
        },
        onError: (error) => setResult({ ok: false, text: errorMessage(error) }),
      });
    },
    [board],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bcbp.trim()) read(bcbp);
  };

  if (manifest.isPending) return <PageSpinner />;
  if (manifest.isError) return <QueryError error={manifest.error} onRetry={() => void manifest.refetch()} />;
  const { flight, counts, departure } = manifest.data;
  return (
    <>
      <div className="border rounded-3 p-3 mb-3 bg-body-tertiary d-flex flex-wrap gap-3 justify-content-between align-items-center">
        <div>
          <div className="h5 mb-1">
            Flight {flight.flightNumber} · {formatRoute(flight.flightFromCurrentLocation, flight.flightToDestinationLocation)}
          </div>
          <div className="small">
            Departs {departure ? `${departure.date} ${departure.time} (${departure.city} time)` : `${flight.flightDepartingDate} ${flight.flightDepartingTime}`}
            {departure?.scheduled && (
              <strong className="text-danger ms-1" data-testid="gate-delayed">
                delayed, was {departure.scheduled.time}
              </strong>
            )}{' '}
            · Plane {flight.planeNumber}
          </div>
        </div>
        <dl className="d-flex gap-4 mb-0 text-center" aria-label="Passenger counts" data-testid="gate-counts">
          <div>
            <dt className="small fw-normal text-body-secondary">Booked</dt>
            <dd className="fs-3 fw-bold mb-0">{counts.booked}</dd>
          </div>
          <div>
            <dt className="small fw-normal text-body-secondary">Checked in</dt>
            <dd className="fs-3 fw-bold mb-0">{counts.checkedIn}</dd>
          </div>
          <div>
            <dt className="small fw-normal text-body-secondary">Boarded</dt>
            <dd className="fs-3 fw-bold mb-0">{counts.boarded}</dd>
          </div>
        </dl>
      </div>
      <Row className="g-4">
        <Col lg={6}>
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-2" controlId="gate-bcbp">
              <Form.Label>Boarding pass</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                className="font-monospace"
                value={bcbp}
                onChange={(e) => setBcbp(e.target.value)}
                placeholder="Scan the barcode, or paste the whole pass with its signature (after the ^)"
                autoFocus
              />
            </Form.Group>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Button type="submit" disabled={board.isPending || !bcbp.trim()}>
                {board.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                Board
              </Button>
              {canScan() && <CameraScanner onRead={read} />}
            </div>
          </Form>
          <div aria-live="assertive">
            {result && (
              <Alert variant={result.ok ? 'success' : 'danger'} className="fs-5">
                <div data-testid="gate-result">{result.text}</div>
                {/* Issue 30: what the agent must give this passenger (wheelchair, help), and their extra bags and meal. */}
                {result.assistance && result.assistance.length > 0 && (
                  <p className="fw-bold mb-1" data-testid="gate-assistance">
                    Assistance needed: {result.assistance.join(', ')}
                  </p>
                )}
                {result.services && result.services.length > 0 && <p className="small mb-1">Extras: {result.services.join(', ')}</p>}
                {result.names && (
                  // The agent compares both with the passenger's ID: the pass abbreviates and drops accents.
                  <dl className="row small mb-0 mt-2" data-testid="gate-names">
                    <dt className="col-5 fw-normal">Name on record</dt>
                    <dd className="col-7 mb-0 fw-bold">{result.names.record}</dd>
                    <dt className="col-5 fw-normal">Name on the pass</dt>
                    <dd className="col-7 mb-0 font-monospace">{result.names.scanned}</dd>
                  </dl>
                )}
              </Alert>
            )}
          </div>
          <GateNumber flightId={flightId} gate={manifest.data.gate} />
        </Col>
        <Col lg={6}>
          <Passengers manifest={manifest.data} />
        </Col>
      </Row>
    </>
  );
}

function GateNumber({ flightId, gate }: { flightId: string; gate: string | null }) {
  const setGate = useSetGate(flightId);
  const [value, setValue] = useState(gate ?? '');
  return (
    <Form
      className="d-flex gap-2 align-items-end"
      onSubmit={(e) => {
        e.preventDefault();
        setGate.mutate(value, { onSuccess: ({ message }) => toast.success(message), onError: (err) => toast.error(errorMessage(err)) });
      }}
    >
      <Form.Group controlId="gate-number">
        <Form.Label>Gate</Form.Label>
        <Form.Control value={value} maxLength={6} onChange={(e) => setValue(e.target.value)} style={{ width: '7rem' }} />
      </Form.Group>
      <Button type="submit" variant="outline-secondary" disabled={setGate.isPending}>
        Set gate
      </Button>
    </Form>
  );
}

function Passengers({ manifest }: { manifest: FlightManifest }) {
  const ticketed = manifest.passengers.filter((p) => p.status === 'ticketed');
  return (
    <div className="table-responsive">
      <Table size="sm" striped className="align-middle">
        <caption className="caption-top">Ticketed passengers</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">PNR</th>
            <th scope="col">Seat</th>
            <th scope="col">Boarded</th>
          </tr>
        </thead>
        <tbody>
          {ticketed.map((p, i) => (
            <tr key={`${p.ticket}-${i}`}>
              <td>{p.name}</td>
              <td className="font-monospace">{p.pnr}</td>
              <td>{p.seat ?? (p.checkedInAt ? 'lap' : '—')}</td>
              <td>{p.boardedAt ? formatDateTime(p.boardedAt) : p.checkedInAt ? 'checked in' : 'not checked in'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
