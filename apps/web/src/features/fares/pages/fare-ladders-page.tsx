import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { formatTk, type FareClass, type FlightFareView } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PlaceSelect } from '../../../components/place-select';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAllPlaces } from '../../locations/api/get-locations';
import { usePackages } from '../../packages/api/get-packages';
import { useFareLadders, useFlightFares, useSaveFlightFares, useSaveRouteFares } from '../api/fares';

/** A ladder row as typed: text until saved. */
interface ClassRow {
  code: string;
  price: string;
  seats: string;
}

const emptyRow = (): ClassRow => ({ code: '', price: '', seats: '' });
const rowsOf = (classes: readonly FareClass[]): ClassRow[] => classes.map((c) => ({ code: c.code, price: String(c.price), seats: String(c.seats) }));
const classesOf = (rows: readonly ClassRow[]): FareClass[] =>
  rows.filter((r) => r.code.trim() || r.price.trim() || r.seats.trim()).map((r) => ({ code: r.code.trim().toUpperCase(), price: Number(r.price), seats: Number(r.seats) }));

/** A ladder's classes, cheapest first: a letter, the adult price and the seats sold at it at most. */
function LadderEditor({ rows, onChange, label }: { rows: ClassRow[]; onChange: (rows: ClassRow[]) => void; label: string }) {
  const set = (i: number, field: keyof ClassRow, value: string) => onChange(rows.map((r, k) => (k === i ? { ...r, [field]: value } : r)));
  return (
    <div className="mb-2">
      {rows.map((r, i) => (
        <Row key={i} className="g-2 mb-2 align-items-center">
          <Col xs={3} sm={2}>
            <Form.Control aria-label={`${label} class ${i + 1} code`} placeholder="N" maxLength={1} value={r.code} onChange={(e) => set(i, 'code', e.target.value)} />
          </Col>
          <Col xs={4} sm={4}>
            <Form.Control aria-label={`${label} class ${i + 1} price`} placeholder="Price (TK)" inputMode="numeric" value={r.price} onChange={(e) => set(i, 'price', e.target.value)} />
          </Col>
          <Col xs={3} sm={3}>
            <Form.Control aria-label={`${label} class ${i + 1} seats`} placeholder="Seats" inputMode="numeric" value={r.seats} onChange={(e) => set(i, 'seats', e.target.value)} />
          </Col>
          <Col xs={2} sm={3}>
            <Button variant="outline-danger" size="sm" aria-label={`Remove ${label} class ${i + 1}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
              ×
            </Button>
          </Col>
        </Row>
      ))}
      <Button variant="outline-secondary" size="sm" onClick={() => onChange([...rows, emptyRow()])}>
        Add class
      </Button>
    </div>
  );
}

const STATUS_LABEL: Record<string, string> = { open: 'open', soldOut: 'sold out', closedByRule: 'closed by rule', closedByNesting: 'closed (a dearer class sold)', waiting: 'waiting' };

/** What search shows of a flight now, package by package: the open class and every class's seats sold. */
function FlightPreview({ view }: { view: FlightFareView }) {
  return (
    <div data-testid="fare-preview">
      <p className="small text-body-secondary mb-2">
        Load factor {view.loadFactorPercent} % · {view.daysBeforeDeparture} days before departure
      </p>
      <Table size="sm" responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Search shows</th>
            <th scope="col">Classes (sold / seats)</th>
          </tr>
        </thead>
        <tbody>
          {view.packages.map((p) => (
            <tr key={p.packageId}>
              <td>
                {p.packageName} <Badge bg="light" text="dark">{p.source === 'none' ? 'no ladder' : p.source === 'flight' ? "flight's own" : 'route default'}</Badge>
              </td>
              <td>
                {formatTk(p.price)}
                {p.open && (
                  <span className="small text-body-secondary">
                    {' '}
                    · class {p.open.code}, {p.open.seatsAtThisPrice} at this price
                  </span>
                )}
              </td>
              <td className="small">
                {p.classes.map((c) => `${c.code} ${formatTk(c.price)}: ${c.sold}/${c.seats} ${STATUS_LABEL[c.status] ?? c.status}`).join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** One flight's own ladder for one package, replacing the route's default; saving nothing removes it. */
function FlightLadderCard({ packages }: { packages: { _id: string; packageName: string }[] }) {
  const [params, setParams] = useSearchParams();
  const [flightId, setFlightId] = useState(params.get('flight') ?? '');
  const [packageId, setPackageId] = useState('');
  const [rows, setRows] = useState<ClassRow[]>([emptyRow(), emptyRow()]);
  const preview = useFlightFares(flightId.trim());
  const save = useSaveFlightFares();
  const chosen = packageId || packages[0]?._id || '';
  const current = preview.data?.packages.find((p) => p.packageId === chosen);

  // The ladder shown is the flight's own, once its preview has loaded.
  useEffect(() => {
    if (current?.source === 'flight') setRows(rowsOf(current.classes));
  }, [current?.source, current?.packageId, current?.classes]);

  const submit = (classes: FareClass[]) =>
    save.mutate(
      { flightId: flightId.trim(), packageId: chosen, classes },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setParams(flightId.trim() ? { flight: flightId.trim() } : {}, { replace: true });
        },
      },
    );

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">A flight&apos;s own ladder</h2>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            submit(classesOf(rows));
          }}
        >
          <Row className="g-2 mb-3">
            <Col md={7}>
              <Form.Label htmlFor="fare-flight">Flight id</Form.Label>
              <Form.Control id="fare-flight" value={flightId} onChange={(e) => setFlightId(e.target.value)} placeholder="The flight's id (from the flight list)" />
            </Col>
            <Col md={5}>
              <Form.Label htmlFor="fare-flight-package">Package</Form.Label>
              <Form.Select id="fare-flight-package" value={chosen} onChange={(e) => setPackageId(e.target.value)}>
                {packages.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.packageName}
                  </option>
                ))}
              </Form.Select>
            </Col>
          </Row>
          <p className="small text-body-secondary mb-2">Classes cheapest first: a letter, the adult price, and the seats sold at that price at most.</p>
          <LadderEditor rows={rows} onChange={setRows} label="Flight" />
          {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
          <div className="d-flex gap-2 mb-3">
            <Button type="submit" disabled={!flightId.trim() || save.isPending}>
              Save the flight&apos;s ladder
            </Button>
            <Button
              variant="outline-danger"
              disabled={!flightId.trim() || save.isPending}
              onClick={() => {
                setRows([emptyRow()]);
                submit([]);
              }}
            >
              Remove it (route default or package price)
            </Button>
          </div>
        </Form>
        {preview.isError && flightId.trim() && <Alert variant="warning">{errorMessage(preview.error)}</Alert>}
        {preview.data && <FlightPreview view={preview.data} />}
      </Card.Body>
    </Card>
  );
}

/** A route's default ladder per package and its closing rules. */
function RouteLadderCard({ packages }: { packages: { _id: string; packageName: string }[] }) {
  const places = useAllPlaces();
  const ladders = useFareLadders();
  const save = useSaveRouteFares();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [rows, setRows] = useState<Record<string, ClassRow[]>>({});
  const [loadFactor, setLoadFactor] = useState('');
  const [days, setDays] = useState('');

  // Choosing a route shows what it has.
  useEffect(() => {
    const route = ladders.data?.routes.find((r) => r.fromId === fromId && r.toId === toId);
    setRows(Object.fromEntries((route?.ladders ?? []).map((l) => [l.packageId, rowsOf(l.classes)])));
    setLoadFactor(route?.closing.loadFactorPercent?.toString() ?? '');
    setDays(route?.closing.daysBefore?.toString() ?? '');
  }, [fromId, toId, ladders.data]);

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">A route&apos;s default ladder and closing rules</h2>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              {
                fromId,
                toId,
                ladders: packages.map((p) => ({ packageId: p._id, classes: classesOf(rows[p._id] ?? []) })),
                closing: { loadFactorPercent: loadFactor.trim() ? Number(loadFactor) : null, daysBefore: days.trim() ? Number(days) : null },
              },
              { onSuccess: ({ message }) => toast.success(message) },
            );
          }}
        >
          <Row className="g-2 mb-3">
            <Col sm={6}>
              <PlaceSelect id="fare-route-from" label="From" value={fromId} onChange={setFromId} places={places} />
            </Col>
            <Col sm={6}>
              <PlaceSelect id="fare-route-to" label="To" value={toId} onChange={setToId} places={places} />
            </Col>
          </Row>
          {packages.map((p) => (
            <div key={p._id} className="mb-3">
              <h3 className="h6">{p.packageName}</h3>
              <LadderEditor rows={rows[p._id] ?? []} onChange={(next) => setRows({ ...rows, [p._id]: next })} label={p.packageName} />
            </div>
          ))}
          <Row className="g-2 mb-3">
            <Col sm={6}>
              <Form.Label htmlFor="fare-rule-load">Close all but the dearest class at a load factor of (%)</Form.Label>
              <Form.Control id="fare-rule-load" inputMode="numeric" value={loadFactor} onChange={(e) => setLoadFactor(e.target.value)} placeholder="e.g. 80" />
            </Col>
            <Col sm={6}>
              <Form.Label htmlFor="fare-rule-days">…or fewer than this many days before departure</Form.Label>
              <Form.Control id="fare-rule-days" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} placeholder="e.g. 3" />
            </Col>
          </Row>
          {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
          <Button type="submit" disabled={!fromId || !toId || save.isPending}>
            Save the route&apos;s fares
          </Button>
        </Form>
        {ladders.data && ladders.data.routes.length > 0 && (
          <Table size="sm" responsive className="mt-4 align-middle">
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Default ladders</th>
                <th scope="col">Closing rules</th>
                <th scope="col">Flights with their own</th>
              </tr>
            </thead>
            <tbody>
              {ladders.data.routes.map((r) => (
                <tr key={`${r.fromId}|${r.toId}`}>
                  <td>
                    {r.from} → {r.to}
                  </td>
                  <td className="small">{r.ladders.map((l) => `${l.packageName}: ${l.classes.map((c) => `${c.code} ${c.price} ×${c.seats}`).join(', ')}`).join('; ') || '—'}</td>
                  <td className="small">
                    {[r.closing.loadFactorPercent !== null ? `load ≥ ${r.closing.loadFactorPercent} %` : '', r.closing.daysBefore !== null ? `< ${r.closing.daysBefore} days` : ''].filter(Boolean).join(', ') || '—'}
                  </td>
                  <td className="small">{r.flights.map((f) => `${f.flightNumber} ${f.departingDate}`).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}

/** /fareLadders (admin, issue 31): booking classes per package, a route's default and a flight's own, with a preview. */
export function FareLaddersPage() {
  const packages = usePackages();
  const list = packages.data ?? [];
  return (
    <BackOfficePage title="Fare ladders">
      <FlightLadderCard packages={list} />
      <RouteLadderCard packages={list} />
    </BackOfficePage>
  );
}
