import { useState } from 'react';
import { Col, Form, Row, Table } from 'react-bootstrap';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTaka } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { downloadCsv, useLoadFactor, useSales, type Period } from '../api';
import { ChartCard } from '../components/chart-card';
import { FaresReportCards } from '../../fares';
import { dhakaDay } from '../../../lib/format-date';

const day = dhakaDay;
const percent = (x: number) => `${Math.round(x * 100)} %`;
const CHART_HEIGHT = 260;

/**
 * /admin: the dashboard (admins only). Its chart library loads with this page alone, never in a visitor's
 * download. Sales of the chosen period by day; load factor of the flights departing in it; upcoming flights
 * (next 30 days) below half full.
 */
export function DashboardPage() {
  const [period, setPeriod] = useState<Period>({ from: day(-29), to: day(0) });
  const upcomingPeriod = { from: day(0), to: day(30) };
  const sales = useSales(period);
  const load = useLoadFactor(period);
  const upcoming = useLoadFactor(upcomingPeriod);

  const totals = (sales.data ?? []).reduce((t, d) => ({ seats: t.seats + d.seats, revenue: t.revenue + d.revenue, refunds: t.refunds + d.refunds }), { seats: 0, revenue: 0, refunds: 0 });
  const below = (upcoming.data?.flights ?? []).filter((f) => f.loadFactor < 0.5);

  return (
    <BackOfficePage title="Dashboard">
      <Form className="d-flex flex-wrap gap-3 align-items-end mb-4" aria-label="Period">
        <Form.Group controlId="dashboard-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={period.from} max={period.to} onChange={(e) => e.currentTarget.value && setPeriod({ ...period, from: e.currentTarget.value })} />
        </Form.Group>
        <Form.Group controlId="dashboard-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={period.to} min={period.from} onChange={(e) => e.currentTarget.value && setPeriod({ ...period, to: e.currentTarget.value })} />
        </Form.Group>
        <p className="mb-2 small text-body-secondary" aria-live="polite">
          Seats sold: <strong>{totals.seats}</strong> · Revenue: <strong>{formatTaka(totals.revenue)}</strong> · Refunds: <strong>{formatTaka(totals.refunds)}</strong>
        </p>
      </Form>
      {sales.isPending || load.isPending ? (
        <PageSpinner />
      ) : sales.isError ? (
        <QueryError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : load.isError ? (
        <QueryError error={load.error} onRetry={() => void load.refetch()} />
      ) : (
        <Row className="g-4">
          <Col lg={6}>
            <ChartCard title="Revenue and refunds per day" onDownload={() => downloadCsv('sales', period)}>
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart data={sales.data}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" tick={{ fontSize: 11 }} />
                  <YAxis tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="revenue" name="Revenue (৳)" fill="#1b6ec2" />
                  <Bar dataKey="refunds" name="Refunds (৳)" fill="#dc3545" />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
          </Col>
          <Col lg={6}>
            <ChartCard title="Bookings and seats sold per day" onDownload={() => downloadCsv('sales', period)}>
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <LineChart data={sales.data}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" tick={{ fontSize: 11 }} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Legend />
                  <Line dataKey="seats" name="Seats" stroke="#198754" dot={false} />
                  <Line dataKey="bookings" name="Bookings" stroke="#6f42c1" dot={false} />
                </LineChart>
              </ResponsiveContainer>
            </ChartCard>
          </Col>
          <Col lg={6}>
            <ChartCard title="Load factor per route" onDownload={() => downloadCsv('load-factor', period, 'route')}>
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart data={load.data.routes.slice(0, 15).map((r) => ({ route: `${r.from} → ${r.to}`, load: Math.round(r.loadFactor * 100) }))} layout="vertical">
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" domain={[0, 100]} unit=" %" tick={{ fontSize: 11 }} />
                  <YAxis type="category" dataKey="route" width={150} tick={{ fontSize: 10 }} />
                  <Tooltip />
                  <Bar dataKey="load" name="Load factor (%)" fill="#fd7e14" />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
          </Col>
          <Col lg={6}>
            <ChartCard title="Top routes by revenue" onDownload={() => downloadCsv('load-factor', period, 'route')}>
              <Table size="sm" striped className="small mb-0">
                <thead>
                  <tr>
                    <th scope="col">Route</th>
                    <th scope="col">Flights</th>
                    <th scope="col">Seats sold</th>
                    <th scope="col">Load</th>
                    <th scope="col">Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {load.data.routes.slice(0, 8).map((r) => (
                    <tr key={`${r.from}-${r.to}`}>
                      <td>
                        {r.from} → {r.to}
                      </td>
                      <td>{r.flights}</td>
                      <td>{r.seatsSold}</td>
                      <td>{percent(r.loadFactor)}</td>
                      <td className="text-nowrap">{formatTaka(r.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ChartCard>
          </Col>
          <Col lg={6}>
            <ChartCard title="Load factor per flight" onDownload={() => downloadCsv('load-factor', period, 'flight')}>
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart data={load.data.flights.slice(0, 60).map((f) => ({ flight: `${f.flightNumber} ${f.departingDate.slice(5)}`, load: Math.round(f.loadFactor * 100) }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="flight" tick={{ fontSize: 9 }} />
                  <YAxis domain={[0, 100]} unit=" %" tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Bar dataKey="load" name="Load factor (%)" fill="#20c997" />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
          </Col>
          <Col lg={6}>
            <ChartCard title="Upcoming flights below 50 % load" onDownload={() => downloadCsv('load-factor', upcomingPeriod, 'flight')}>
              {below.length === 0 ? (
                <p className="small text-body-secondary mb-0">Every flight of the next 30 days is at least half full.</p>
              ) : (
                <>
                  <p className="small">
                    {below.length} of {upcoming.data?.flights.length ?? 0} flights of the next 30 days
                  </p>
                  <Table size="sm" striped className="small mb-0">
                    <thead>
                      <tr>
                        <th scope="col">Flight</th>
                        <th scope="col">Date</th>
                        <th scope="col">Route</th>
                        <th scope="col">Load</th>
                      </tr>
                    </thead>
                    <tbody>
                      {below.slice(0, 10).map((f) => (
                        <tr key={f.flightId}>
                          <td>{f.flightNumber}</td>
                          <td className="text-nowrap">{f.departingDate}</td>
                          <td>
                            {f.from} → {f.to}
                          </td>
                          <td>
                            {f.seatsSold}/{f.capacity} ({percent(f.loadFactor)})
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </>
              )}
            </ChartCard>
          </Col>
        </Row>
      )}
      <FaresReportCards period={period} />
    </BackOfficePage>
  );
}
