import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { legacyApiPaths, type Flight } from '@tarmac/shared';
import { PlaceSelect } from '../../../components/place-select';
import { ListSearch } from '../../../components/list-search';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { useServerList } from '../../../lib/use-server-list';
import { t } from '../../../i18n/i18n';
import { useAllPlaces } from '../../locations/api/get-locations';
import { flightKeys } from '../api/flight-keys';
import { FlightsTable } from './flights-table';

/** Today on this device, as YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface Filters {
  dateFrom: string;
  dateTo: string;
  fromId: string;
  toId: string;
}

/**
 * The schedule holds thousands of flights (100k at airline scale): the server filters, searches, sorts and pages
 * them, and the browser holds one page. By departure, soonest first, from today on (issue 35); the filters and the
 * headings change that, and the pager jumps to any page.
 */
export function FlightListView({ onDelete, onSetStatus }: { onDelete: (target: DeleteTarget) => void; onSetStatus?: (flight: Flight) => void }) {
  const [filters, setFilters] = useState<Filters>({ dateFrom: today(), dateTo: '', fromId: '', toId: '' });
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Record<string, string>;
  const list = useServerList<Flight>({ key: flightKeys.list(), path: legacyApiPaths.flights.list, defaultSort: 'departsAt', params, jumps: true });
  const { query, pager } = list;
  const places = useAllPlaces();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const filtered = Object.keys(params).length > 0;

  const place = (key: 'fromId' | 'toId', label: string) => (
    <div className="flight-filter">
      <PlaceSelect id={`flight-filter-${key}`} label={label} value={filters[key]} onChange={(id) => setFilters((f) => ({ ...f, [key]: id }))} places={places} empty={t('flights.filter.anyPlace')} small />
    </div>
  );

  return (
    <>
      <ListSearch id="flight-search" label="Search flights" placeholder="Flight number, place, date or crew" value={list.search} onChange={list.setSearch} />
      <fieldset className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <legend className="visually-hidden">{t('flights.filter.label')}</legend>
        <Form.Group controlId="flight-filter-date-from" className="flight-filter">
          <Form.Label className="small mb-1">{t('flights.filter.dateFrom')}</Form.Label>
          <Form.Control size="sm" type="date" value={filters.dateFrom} onChange={set('dateFrom')} />
        </Form.Group>
        <Form.Group controlId="flight-filter-date-to" className="flight-filter">
          <Form.Label className="small mb-1">{t('flights.filter.dateTo')}</Form.Label>
          <Form.Control size="sm" type="date" value={filters.dateTo} min={filters.dateFrom || undefined} onChange={set('dateTo')} />
        </Form.Group>
        {place('fromId', t('flights.filter.from'))}
        {place('toId', t('flights.filter.to'))}
        {filtered && (
          <Button size="sm" variant="outline-secondary" onClick={() => setFilters({ dateFrom: '', dateTo: '', fromId: '', toId: '' })}>
            {t('flights.filter.clear')}
          </Button>
        )}
      </fieldset>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{list.search || filtered ? 'No flights match the search.' : 'No flights yet.'}</p>
      ) : (
        <>
          <FlightsTable flights={list.rows} firstNumber={pager.first + 1} onDelete={onDelete} sort={list.sort} onSort={list.toggleSort} onSetStatus={onSetStatus} />
          <TablePager {...pager} noun="flights" />
        </>
      )}
    </>
  );
}
