import { useState } from 'react';
import { AUDIT_ENTITIES, type AuditEntry } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { FilterForm, type FilterField } from '../../../components/filter-form';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { useServerList } from '../../../lib/use-server-list';
import { formatDateTime } from '../../../lib/format-date';

const filterFields: FilterField[] = [
  { name: 'entity', label: 'What', options: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entity })), anyLabel: 'Everything' },
  { name: 'pnr', label: 'PNR', upper: true, maxLength: 6 },
  { name: 'actor', label: 'Who (e-mail)' },
  { name: 'from', label: 'From day', type: 'date', cols: { xs: 6, sm: 6 } },
  { name: 'to', label: 'To day', type: 'date', cols: { xs: 6, sm: 6 } },
];

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
  const [filters, setFilters] = useState<Record<string, string>>({});
  // Paged on the server by cursor, newest first; the filters travel with each page's call.
  const list = useServerList<AuditEntry>({ key: ['audit'], path: '/api/admin/audit', params: filters });
  const query = list.query;
  return (
    <BackOfficePage title="Audit Log">
      <FilterForm label="Filter the audit log" fields={filterFields} onFilter={setFilters} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">No changes match these filters.</p>
      ) : (
        <>
          <ListTable headings={['When', 'Who', 'What', 'Action', 'Changes']} small>
            {list.rows.map((entry) => (
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
          <TablePager {...list.pager} noun="changes" />
        </>
      )}
    </BackOfficePage>
  );
}
