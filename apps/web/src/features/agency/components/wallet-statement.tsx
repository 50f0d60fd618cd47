import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { formatTk, type LedgerEntry } from '@tarmac/shared';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { dhakaDay, formatShortDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { statementPath, useAgencyStatement, useDownloadStatement, type StatementPeriod } from '../api/get-agency-statement';

const kindLabel = (kind: LedgerEntry['kind']) =>
  ({
    deposit: t('agency.kind.deposit'),
    sale: t('agency.kind.sale'),
    commission: t('agency.kind.commission'),
    refund: t('agency.kind.refund'),
    adjustment: t('agency.kind.adjustment'),
  })[kind];

const signed = (n: number) => (n > 0 ? '+' : '') + formatTk(n);

/**
 * A wallet's statement for a period of Dhaka days (this month so far unless chosen): the balance before it, every
 * entry oldest first with the balance after it, the balance at its end, and the same as CSV or PDF. The agent's own
 * agency, or for an admin the agency `agencyId`.
 */
export function WalletStatement({ agencyId, registration }: { agencyId?: string; registration: string }) {
  const path = statementPath(agencyId);
  const [period, setPeriod] = useState<StatementPeriod>({ from: `${dhakaDay().slice(0, 8)}01`, to: dhakaDay() });
  const statement = useAgencyStatement(path, period);
  const download = useDownloadStatement(path);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPeriod({ from: String(data.get('from')), to: String(data.get('to')) });
  };
  const save = (format: 'csv' | 'pdf') => download.mutate({ period, format, registration }, { onError: (error) => toast.error(errorMessage(error)) });

  return (
    <section aria-labelledby="statement-heading">
      <h2 id="statement-heading" className="h5 mt-5 mb-3">
        {t('agency.statement')}
      </h2>
      <Form onSubmit={onSubmit} className="mb-3" aria-label={t('agency.statementPeriod')}>
        <Row className="g-2 align-items-end">
          <Form.Group as={Col} xs={6} md={3} controlId="statement-from">
            <Form.Label>{t('agency.from')}</Form.Label>
            <Form.Control type="date" name="from" defaultValue={period.from} required />
          </Form.Group>
          <Form.Group as={Col} xs={6} md={3} controlId="statement-to">
            <Form.Label>{t('agency.to')}</Form.Label>
            <Form.Control type="date" name="to" defaultValue={period.to} required />
          </Form.Group>
          <Col xs={12} md="auto" className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary">
              {t('agency.show')}
            </Button>
            <Button type="button" variant="outline-primary" disabled={download.isPending} onClick={() => save('csv')}>
              {t('agency.downloadCsv')}
            </Button>
            <Button type="button" variant="outline-primary" disabled={download.isPending} onClick={() => save('pdf')}>
              {download.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {t('agency.downloadPdf')}
            </Button>
          </Col>
        </Row>
      </Form>
      {statement.isPending ? (
        <PageSpinner />
      ) : statement.isError ? (
        <QueryError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <p className="mb-2" data-testid="statement-opening">
            {t('agency.openingBalance', { amount: formatTk(statement.data.opening) })}
          </p>
          {statement.data.entries.length === 0 ? (
            <p className="text-body-secondary">{t('agency.noEntries')}</p>
          ) : (
            // Three columns, so that a phone shows it whole: the entry with its reference and who made it, the amount
            // with the balance after it.
            <ListTable headings={[t('agency.col.date'), t('agency.col.entry'), t('agency.col.amount')]} small>
              {statement.data.entries.map((e) => (
                <tr key={e._id}>
                  <td>{formatShortDateTime(e.createdAt)}</td>
                  <td className="text-break">
                    {kindLabel(e.kind)}
                    {/* A booking's entries name its reference; a deposit's, the bank reference the admin typed. */}
                    <div className="small">{e.pnr ?? e.reference}</div>
                    {e.actorName && <div className="small text-body-secondary">{e.actorName}</div>}
                  </td>
                  <td className="text-end text-nowrap">
                    <span className={e.amount < 0 ? 'text-danger' : 'text-success'}>{signed(e.amount)}</span>
                    <div className="small text-body-secondary">{t('agency.balanceAfter', { amount: formatTk(e.balance) })}</div>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
          <p className="fw-semibold" data-testid="statement-closing">
            {t('agency.closingBalance', { amount: formatTk(statement.data.closing) })}
          </p>
        </>
      )}
    </section>
  );
}
