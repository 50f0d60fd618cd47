import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { BAG_CODES, MEAL_CODES, SEAT_KINDS, type ServicePrices } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PlaceSelect } from '../../../components/place-select';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAllPlaces } from '../../locations/api/get-locations';
import { useSaveServicePrices, useServicePrices } from '../api/service-prices';

const SEAT_NAMES: Record<(typeof SEAT_KINDS)[number], string> = { standard: 'Standard', front: 'Front (rows 1–5)', extraLegroom: 'Extra legroom and exit rows' };
const BAG_NAMES: Record<(typeof BAG_CODES)[number], string> = { XBAG5: '5 kg', XBAG10: '10 kg', XBAG20: '20 kg' };
const MEAL_NAMES: Record<(typeof MEAL_CODES)[number], string> = { MOML: 'Halal meal (MOML)', HNML: 'Hindu meal (HNML)', VGML: 'Vegetarian meal (VGML)', CHML: 'Child meal (CHML)' };

/**
 * /servicePrices (admin): what extras cost. Seats by kind on silver and gold (platinum seats are free), extra bags
 * on any route and on routes of their own, meals (sold on international flights). Assistance is always free.
 */
export function ServicePricesPage() {
  const prices = useServicePrices();
  const save = useSaveServicePrices();
  const places = useAllPlaces();
  const [draft, setDraft] = useState<ServicePrices | null>(null);
  const [route, setRoute] = useState({ fromId: '', toId: '' });
  useEffect(() => {
    if (prices.data) setDraft(prices.data);
  }, [prices.data]);

  if (prices.isPending || !draft) return <BackOfficePage title="Service prices">{prices.isError ? <QueryError error={prices.error} onRetry={() => void prices.refetch()} /> : <PageSpinner />}</BackOfficePage>;
  const placeName = (id: string | null) => (id ? (places.find((p) => p._id === id)?.flightLocationName ?? id) : 'Any route');
  const money = (value: string) => Math.max(0, Math.round(Number(value) || 0));
  const seatPrice = (tier: 'silver' | 'gold', kind: (typeof SEAT_KINDS)[number]) => draft.seats.find((s) => s.tier === tier && s.kind === kind)?.price ?? 0;
  const setSeat = (tier: 'silver' | 'gold', kind: (typeof SEAT_KINDS)[number], price: number) =>
    setDraft({ ...draft, seats: [...draft.seats.filter((s) => !(s.tier === tier && s.kind === kind)), { tier, kind, price }] });
  const routes = [...new Set(draft.bags.map((b) => `${b.fromId ?? ''}|${b.toId ?? ''}`))].sort((a, b) => (a === '|' ? -1 : b === '|' ? 1 : a.localeCompare(b)));
  const bagPrice = (r: string, code: string) => draft.bags.find((b) => `${b.fromId ?? ''}|${b.toId ?? ''}` === r && b.code === code)?.price;
  const setBag = (r: string, code: (typeof BAG_CODES)[number], price: number) => {
    const [fromId, toId] = r.split('|');
    setDraft({ ...draft, bags: [...draft.bags.filter((b) => !(`${b.fromId ?? ''}|${b.toId ?? ''}` === r && b.code === code)), { code, fromId: fromId || null, toId: toId || null, price }] });
  };

  return (
    <BackOfficePage title="Service prices">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft, { onSuccess: ({ message }) => toast.success(message), onError: (err) => toast.error(errorMessage(err)) });
        }}
      >
        {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
        <h2 className="h5">Seats chosen ahead (whole taka; free on platinum)</h2>
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Seat kind</th>
              <th scope="col">Silver</th>
              <th scope="col">Gold</th>
            </tr>
          </thead>
          <tbody>
            {SEAT_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{SEAT_NAMES[kind]}</th>
                {(['silver', 'gold'] as const).map((tier) => (
                  <td key={tier}>
                    <Form.Control type="number" min={0} aria-label={`${SEAT_NAMES[kind]} seat on ${tier}`} value={seatPrice(tier, kind)} onChange={(e) => setSeat(tier, kind, money(e.target.value))} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
        <h2 className="h5 mt-4">Extra checked bags (per route; a route without its own prices uses “Any route”)</h2>
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Route</th>
              {BAG_CODES.map((c) => (
                <th scope="col" key={c}>
                  {BAG_NAMES[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {routes.map((r) => {
              const [fromId, toId] = r.split('|');
              const name = r === '|' ? 'Any route' : `${placeName(fromId || null)} → ${placeName(toId || null)}`;
              return (
                <tr key={r}>
                  <th scope="row">{name}</th>
                  {BAG_CODES.map((c) => (
                    <td key={c}>
                      <Form.Control type="number" min={0} aria-label={`${BAG_NAMES[c]} bag, ${name}`} value={bagPrice(r, c) ?? ''} onChange={(e) => setBag(r, c, money(e.target.value))} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
        <Row className="g-2 align-items-end mb-4">
          <Col xs={12} sm={4}>
            <PlaceSelect id="bag-route-from" label="From" value={route.fromId} onChange={(fromId) => setRoute({ ...route, fromId })} places={places} />
          </Col>
          <Col xs={12} sm={4}>
            <PlaceSelect id="bag-route-to" label="To" value={route.toId} onChange={(toId) => setRoute({ ...route, toId })} places={places} />
          </Col>
          <Col xs={12} sm={4}>
            <Button
              variant="outline-primary"
              className="w-100"
              disabled={!route.fromId || !route.toId || route.fromId === route.toId || routes.includes(`${route.fromId}|${route.toId}`)}
              onClick={() => {
                const base = (c: string) => bagPrice('|', c) ?? 0;
                setDraft({ ...draft, bags: [...draft.bags, ...BAG_CODES.map((code) => ({ code, fromId: route.fromId, toId: route.toId, price: base(code) }))] });
                setRoute({ fromId: '', toId: '' });
              }}
            >
              Add route prices
            </Button>
          </Col>
        </Row>
        <h2 className="h5">Meals (international flights)</h2>
        <Table size="sm" className="align-middle">
          <tbody>
            {MEAL_CODES.map((code) => (
              <tr key={code}>
                <th scope="row">{MEAL_NAMES[code]}</th>
                <td>
                  <Form.Control
                    type="number"
                    min={0}
                    aria-label={MEAL_NAMES[code]}
                    value={draft.meals.find((m) => m.code === code)?.price ?? ''}
                    onChange={(e) => setDraft({ ...draft, meals: [...draft.meals.filter((m) => m.code !== code), { code, price: money(e.target.value) }] })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Save prices
        </Button>
      </Form>
    </BackOfficePage>
  );
}
