import { useState } from 'react';
import { Badge, Button, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatTk, PAYMENT_STATUSES, type AdminPayment } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { FilterForm, type FilterField } from '../../../components/filter-form';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/format-date';
import { useServerList } from '../../../lib/use-server-list';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';
import { adminPaymentsKey, usePaymentAttention } from '../api/reconciliation';
import { ReconciliationModal } from '../components/reconciliation-modal';

const filterFields: FilterField[] = [
  { name: 'status', label: 'Status', options: PAYMENT_STATUSES.map((value) => ({ value, label: value })), cols: { lg: 3 } },
  { name: 'q', label: 'Booking reference or payment id', upper: true, cols: { lg: 4 } },
];

const statusColour: Record<AdminPayment['status'], string> = { started: 'warning', paid: 'success', failed: 'danger', cancelled: 'secondary', refused: 'danger' };

/**
 * /payments: every payment newest first (admin), by status or found by PNR or payment id. A payment still
 * "started" is one no callback has settled: reconciliation asks the provider about it every minute from its fifth
 * minute on; the last column says how often it asked and when. The "Needs attention" tab lists only the payments
 * where we and the provider may disagree (started 5 minutes ago and unsettled, paid but not ticketed, refunds
 * failed or overdue); "Ask the provider" on any payment compares our record with the provider's word now.
 */
export function AdminPaymentsPage() {
  const [status, setStatus] = useState('');
  const [tab, setTab] = useState<'all' | 'attention'>('all');
  const [asking, setAsking] = useState<{ paymentId: string; pnr: string } | null>(null);
  const attention = usePaymentAttention();
  // Paged on the server by cursor, newest first; the status and tab travel with each page's call, the search as `q`.
  const params: Record<string, string> = { ...(status ? { status } : {}), ...(tab === 'attention' ? { needs: 'attention' } : {}) };
  const list = useServerList<AdminPayment>({ key: adminPaymentsKey, path: '/api/admin/payments', defaultSort: '-createdAt', params });
  const query = list.query;
  const needing = attention.data?.total;

  return (
    <BackOfficePage title="Payments">
      <Nav variant="tabs" className="mb-3" activeKey={tab} onSelect={(key) => setTab(key === 'attention' ? 'attention' : 'all')} aria-label={t('payments.recon.views')}>
        <Nav.Item>
          <Nav.Link eventKey="all" as="button" type="button">
            {t('payments.recon.allTab')}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="attention" as="button" type="button">
            {t('payments.recon.attentionTab')}{' '}
            {needing !== undefined && (
              <Badge bg={needing > 0 ? 'warning' : 'secondary'} text={needing > 0 ? 'dark' : undefined} pill>
                {needing}
              </Badge>
            )}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      {tab === 'attention' && <p className="text-body-secondary small">{t('payments.recon.attentionIntro')}</p>}
      <FilterForm
        label="Filter the payments"
        fields={filterFields}
        onFilter={(chosen) => {
          setStatus(chosen.status ?? '');
          list.setSearch(chosen.q ?? '');
        }}
      />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{tab === 'attention' ? t('payments.recon.noneNeedAttention') : 'No payments match these filters.'}</p>
      ) : (
        <>
          <ListTable headings={['Started', 'Booking', 'Amount', 'Status', 'Provider', 'Reconciliation']} small>
            {list.rows.map((p) => (
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
                <td className="small">
                  {p.attention && (
                    <Badge bg="warning" text="dark" className="d-inline-block mb-1 text-wrap">
                      {t(`payments.attention.${p.attention}`)}
                    </Badge>
                  )}
                  <div>{p.checks === 0 ? '—' : `asked ${p.checks}×, last ${p.checkedAt ? formatDateTime(p.checkedAt) : ''}`}</div>
                  <Button variant="outline-primary" size="sm" className="mt-1 text-nowrap" onClick={() => setAsking({ paymentId: p._id, pnr: p.pnr })}>
                    {t('payments.recon.ask')}
                  </Button>
                </td>
              </tr>
            ))}
          </ListTable>
          <TablePager {...list.pager} noun="payments" />
        </>
      )}
      {asking && <ReconciliationModal paymentId={asking.paymentId} pnr={asking.pnr} onHide={() => setAsking(null)} />}
    </BackOfficePage>
  );
}
