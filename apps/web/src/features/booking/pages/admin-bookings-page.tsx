import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type Booking } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { FilterForm, type FilterField } from '../../../components/filter-form';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { useServerList } from '../../../lib/use-server-list';
import { bookingKeys } from '../api/booking-keys';
import { BookingsTable } from '../components/bookings-table';

const filterNames = ['status', 'pnr', 'email', 'flightId', 'from', 'to'] as const;
/** The filters an admin types (a flight's bookings come from the flight list's link, by `flightId`). */
const filterFields: FilterField[] = [
  { name: 'status', label: 'Status', options: BOOKING_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })), anyLabel: 'All' },
  { name: 'pnr', label: 'PNR', upper: true, maxLength: 6 },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'from', label: 'Flights from', type: 'date', cols: { xs: 6, sm: 3 } },
  { name: 'to', label: 'Flights to', type: 'date', cols: { xs: 6, sm: 3 } },
];

/** /adminBookings: every booking, filtered by status, reference, e-mail and travel dates (in the address). */
export function AdminBookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters: Record<string, string> = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));
  // Paged on the server, newest first; the filters travel with each page's call.
  const list = useServerList<Booking>({
    key: [...bookingKeys.all, 'admin'],
    path: '/api/admin/bookings',
    defaultSort: '-createdAt',
    params: Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value)) as Record<string, string>,
  });
  const bookings = list.query;

  return (
    <BackOfficePage title="Bookings">
      {/* The key re-creates the uncontrolled fields when the address changes (Clear, back button). */}
      <FilterForm
        key={params.toString()}
        label="Filter bookings"
        fields={filterFields}
        values={filters}
        onFilter={(chosen) => setParams(new URLSearchParams({ ...chosen, ...(filters.flightId ? { flightId: filters.flightId } : {}) }))}
        actions={
          <Button type="button" variant="outline-secondary" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </Button>
        }
      />
      {bookings.isPending ? (
        <PageSpinner />
      ) : bookings.isError ? (
        <QueryError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">No bookings match these filters.</p>
      ) : (
        <>
          <BookingsTable bookings={list.rows} admin />
          <TablePager {...list.pager} noun="bookings" />
        </>
      )}
    </BackOfficePage>
  );
}
