import { useEffect, useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAllPlaces } from '../../locations/api/get-locations';
import type { CommissionRule } from '@tarmac/shared';
import { getCommissionRules, saveCommissionRules } from '../api/admin-agencies';

type Row = { route: string; fareClass: string; percent: string; validFrom: string; validTo: string };

const rowOf = (r: CommissionRule): Row => ({
  route: r.fromId && r.toId ? `${r.fromId}|${r.toId}` : '',
  fareClass: r.fareClass ?? '',
  percent: String(r.percent),
  validFrom: r.validFrom ?? '',
  validTo: r.validTo ?? '',
});

const ruleOf = (r: Row): CommissionRule => {
  const [fromId = null, toId = null] = r.route ? r.route.split('|') : [];
  return { fromId, toId, fareClass: r.fareClass.trim().toUpperCase() || null, percent: Number(r.percent), validFrom: r.validFrom || null, validTo: r.validTo || null };
};

/**
 * An agency's commission rules (admin; the back office speaks English): per route (or every route), booking class
 * (or every class) and days of sale. A leg earns the most specific rule in force when paid; none: the agency's own.
 */
export function CommissionRulesEditor({ agencyId, agencyName, ownPercent }: { agencyId: string; agencyName: string; ownPercent: number }) {
  const rules = useQuery({ queryKey: ['admin-agencies', agencyId, 'commission-rules'], queryFn: ({ signal }) => getCommissionRules(agencyId, signal) });
  const places = useAllPlaces();
  const nameOf = new Map(places.map((p) => [p._id, p.flightLocationName]));
  const routes = places.flatMap((from) => places.filter((to) => to._id !== from._id).map((to) => ({ key: `${from._id}|${to._id}`, label: `${from.flightLocationName} → ${to.flightLocationName}` })));
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => setRows((rules.data ?? []).map(rowOf)), [rules.data]);
  const [saving, setSaving] = useState(false);
  const change = (i: number, patch: Partial<Row>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () => {
    setSaving(true);
    saveCommissionRules(agencyId, rows.map(ruleOf))
      .then(
        ({ message }) => {
          toast.success(message);
          void rules.refetch();
        },
        (error: unknown) => toast.error(errorMessage(error)),
      )
      .finally(() => setSaving(false));
  };

  return (
    <section aria-labelledby="commission-heading" className="mt-5">
      <h2 id="commission-heading" className="h5">
        Commission rules of {agencyName}
      </h2>
      <p className="small text-body-secondary">
        Each leg earns the most specific rule in force on the day it is paid for (route and class, then route, then class); without one, the
        agency&apos;s {ownPercent}%.
      </p>
      {rules.isPending ? (
        <PageSpinner />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <>
          <Table responsive size="sm" className="align-middle">
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Class</th>
                <th scope="col">Percent</th>
                <th scope="col">From day</th>
                <th scope="col">To day</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td>
                    <Form.Select aria-label={`Rule ${i + 1} route`} size="sm" value={r.route} onChange={(e) => change(i, { route: e.target.value })}>
                      <option value="">Every route</option>
                      {/* A saved rule's route stays listed even before the places have loaded. */}
                      {r.route && !routes.some((x) => x.key === r.route) && (
                        <option value={r.route}>{r.route.split('|').map((id) => nameOf.get(id) ?? id).join(' → ')}</option>
                      )}
                      {routes.map((x) => (
                        <option key={x.key} value={x.key}>
                          {x.label}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td>
                    <Form.Control aria-label={`Rule ${i + 1} class`} size="sm" maxLength={1} placeholder="any" value={r.fareClass} onChange={(e) => change(i, { fareClass: e.target.value.toUpperCase() })} />
                  </td>
                  <td>
                    <Form.Control aria-label={`Rule ${i + 1} percent`} size="sm" type="number" min={0} max={100} step={0.01} value={r.percent} onChange={(e) => change(i, { percent: e.target.value })} />
                  </td>
                  <td>
                    <Form.Control aria-label={`Rule ${i + 1} first day`} size="sm" type="date" value={r.validFrom} onChange={(e) => change(i, { validFrom: e.target.value })} />
                  </td>
                  <td>
                    <Form.Control aria-label={`Rule ${i + 1} last day`} size="sm" type="date" value={r.validTo} onChange={(e) => change(i, { validTo: e.target.value })} />
                  </td>
                  <td>
                    <Button size="sm" variant="outline-danger" onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="d-flex gap-2">
            <Button variant="outline-primary" onClick={() => setRows((list) => [...list, { route: '', fareClass: '', percent: String(ownPercent), validFrom: '', validTo: '' }])}>
              Add a rule
            </Button>
            <Button onClick={save} disabled={saving}>
              Save commission rules
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
