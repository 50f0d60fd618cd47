import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES, type AuditEntry } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { apiPage } from '../../../lib/api-page';
import { formatDateTime } from '../../../lib/format-date';

const PAGE_SIZE = 50;
const filterNames = ['entity', 'pnr', 'actor', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof filterNames)[number], string>>;

/** A value as people read it: text as it is, lists joined, objects as "key value" pairs, nothing as a dash. */
function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(readable).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${readable(v)}`)
      .join(', ');
  return JSON.stringify(value);
}

/**
 * What changed, one line a field (issue 35): "status: held → ticketed" for an edit, only the fields whose value
 * changed; "status: ticketed" for what a new entry (or a deleted one) held.
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !before || !after || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return (
    <ul className="list-unstyled mb-0 small">
      {keys.map((key) => (
        <li key={key} className="text-break">
          <span className="fw-semibold">{key}</span>:{' '}
          {before && after ? `${readable(before[key])} → ${readable(after[key])}` : after ? readable(after[key]) : `${readable(before?.[key])} (removed)`}
        </li>
      ))}
    </ul>
  );
}

/** /auditLog: who changed what and when (admin); entries are read-only. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) => apiPage<AuditEntry>('/api/admin/audit', { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const name of filterNames) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    setFilters(next);
    setPage(1);
  };

  const total = query.data?.total ?? 0;
  return (
    <BackOfficePage title="Audit Log">
      <Form onSubmit={onSubmit} className="mb-4" aria-label="Filter the audit log">
        <Row className="g-3 align-items-end">
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="audit-entity">
              <Form.Label>What</Form.Label>
              <Form.Select name="entity" defaultValue="">
                <option value="">Everything</option>
                {AUDIT_ENTITIES.map((entity) => (
                  <option key={entity} value={entity}>
                    {entity}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="audit-pnr">
              <Form.Label>PNR</Form.Label>
              <Form.Control name="pnr" maxLength={6} className="text-uppercase" autoCapitalize="characters" />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="audit-actor">
              <Form.Label>Who (e-mail)</Form.Label>
              <Form.Control name="actor" />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="audit-from">
              <Form.Label>From day</Form.Label>
              <Form.Control name="from" type="date" />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="audit-to">
              <Form.Label>To day</Form.Label>
              <Form.Control name="to" type="date" />
            </Form.Group>
          </Col>
          <Col xs={12} lg={1}>
            <Button type="submit">Filter</Button>
          </Col>
        </Row>
      </Form>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <p className="text-body-secondary">No changes match these filters.</p>
      ) : (
        <>
          <ListTable headings={['When', 'Who', 'What', 'Action', 'Changes']} small>
            {query.data.rows.map((entry) => (
              <tr key={entry._id}>
                <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                <td className="text-break">{entry.actorEmail}</td>
                <td>
                  {entry.entity}
                  {entry.pnr ? (
                    <div className="fw-semibold font-monospace">{entry.pnr}</div>
                  ) : (
                    <div className="small text-body-secondary text-break">{entry.entityId}</div>
                  )}
                </td>
                <td>{entry.action}</td>
                <td>
                  <Changes entry={entry} />
                </td>
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
            noun="changes"
          />
        </>
      )}
    </BackOfficePage>
  );
}
