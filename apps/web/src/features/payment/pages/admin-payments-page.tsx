import { useState, type FormEvent } from 'react';
import { Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatTk, PAYMENT_STATUSES, type AdminPayment } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { apiPage } from '../../../lib/api-page';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../app/paths';

const PAGE_SIZE = 50;
type Filters = { status?: string; q?: string };
const statusColour: Record<AdminPayment['status'], string> = { started: 'warning', paid: 'success', failed: 'danger', cancelled: 'secondary', refused: 'danger' };

/**
 * /payments: every payment newest first (admin), by status or found by PNR or payment id. A payment still
 * "started" is one no callback has settled: reconciliation asks the provider about it every minute from its fifth
 * minute on; the last column says how often it asked and when.
 */
export function AdminPaymentsPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin-payments', filters, page],
    queryFn: ({ signal }) => apiPage<AdminPayment>('/api/admin/payments', { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const name of ['status', 'q'] as const) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    setFilters(next);
    setPage(1);
  };

  const total = query.data?.total ?? 0;
  return (
    <BackOfficePage title="Payments">
      <Form onSubmit={onSubmit} className="mb-4" aria-label="Filter the payments">
        <Row className="g-3 align-items-end">
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="payments-status">
              <Form.Label>Status</Form.Label>
              <Form.Select name="status" defaultValue="">
                <option value="">Any</option>
                {PAYMENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            <Form.Group controlId="payments-q">
              <Form.Label>Booking reference or payment id</Form.Label>
              <Form.Control name="q" autoCapitalize="characters" />
            </Form.Group>
          </Col>
          <Col xs={12} lg={2}>
            <Button type="submit">Filter</Button>
          </Col>
        </Row>
      </Form>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <p className="text-body-secondary">No payments match these filters.</p>
      ) : (
        <>
          <ListTable headings={['Started', 'Booking', 'Amount', 'Status', 'Provider', 'Reconciliation']} small>
            {query.data.rows.map((p) => (
              <tr key={p._id}>
                <td className="text-nowrap">{formatDateTime(p.createdAt)}</td>
                <td>
                  <Link to={paths.bookingDetails.getHref(p.pnr)}>{p.pnr}</Link>
                  <div className="small text-body-secondary text-break">{p._id}</div>
                  {p.changeOfferId && <div className="small text-body-secondary">pays a change of flight</div>}
                </td>
                <td className="text-nowrap text-end">{formatTk(p.amount)}</td>
                <td>
                  <Badge bg={statusColour[p.status]} text={p.status === 'started' ? 'dark' : undefined}>
                    {p.status}
                  </Badge>
                  {p.reason && <div className="small text-body-secondary text-break">{p.reason}</div>}
                </td>
                <td>
                  {p.provider}
                  {p.providerRef && <div className="small text-body-secondary text-break">{p.providerRef}</div>}
                </td>
                <td className="small">{p.checks === 0 ? '—' : `asked ${p.checks}×, last ${p.checkedAt ? formatDateTime(p.checkedAt) : ''}`}</td>
              </tr>
            ))}
          </ListTable>
          <TablePager
            page={page}
            pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            first={(page - 1) * PAGE_SIZE}
            shown={query.data.rows.length}
            total={total}
            estimated={query.data.estimated}
            onPage={setPage}
            noun="payments"
          />
        </>
      )}
    </BackOfficePage>
  );
}
