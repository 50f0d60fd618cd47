import { Card, Col, Row, Table } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { formatTaka, type FaresReport } from '@tarmac/shared';
import { apiRequest, errorMessage } from '../../../lib/api-client';

/**
 * The dashboard's fares (issue 31): seats and revenue by package and booking class, and promo codes' uses and
 * discounts, of the bookings ticketed in the period (`GET /api/admin/reports/fares`).
 */
export function FaresReportCards({ period }: { period: { from: string; to: string } }) {
  const report = useQuery({
    queryKey: ['reports', 'fares', period],
    queryFn: ({ signal }) => apiRequest<FaresReport>('/api/admin/reports/fares', { query: { ...period }, signal }),
  });
  if (report.isError) return <p className="text-danger small">{errorMessage(report.error)}</p>;
  if (!report.data) return null;
  return (
    <Row className="g-4 mt-1">
      <Col lg={6}>
        <Card as="section" aria-label="Revenue and seats by booking class" className="h-100">
          <Card.Header>
            <h2 className="h6 mb-0">Revenue and seats by booking class</h2>
          </Card.Header>
          <Card.Body>
            <Table size="sm" striped className="small mb-0">
              <thead>
                <tr>
                  <th scope="col">Package</th>
                  <th scope="col">Class</th>
                  <th scope="col">Seats</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {report.data.classes.map((c) => (
                  <tr key={`${c.packageName}|${c.fareClass ?? ''}`}>
                    <td>{c.packageName}</td>
                    <td>{c.fareClass ?? 'package price'}</td>
                    <td>{c.seats}</td>
                    <td className="text-nowrap">{formatTaka(c.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <Card as="section" aria-label="Promo codes used" className="h-100">
          <Card.Header>
            <h2 className="h6 mb-0">Promo codes used</h2>
          </Card.Header>
          <Card.Body>
            {report.data.promoCodes.length === 0 ? (
              <p className="small text-body-secondary mb-0">No promo code was used on a paid booking in this period.</p>
            ) : (
              <Table size="sm" striped className="small mb-0">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Bookings</th>
                    <th scope="col">Discount</th>
                    <th scope="col">Paid</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.promoCodes.map((p) => (
                    <tr key={p.code}>
                      <td className="font-monospace">{p.code}</td>
                      <td>{p.bookings}</td>
                      <td className="text-nowrap">{formatTaka(p.discount)}</td>
                      <td className="text-nowrap">{formatTaka(p.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
