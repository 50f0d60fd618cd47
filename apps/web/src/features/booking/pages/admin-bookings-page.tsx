import { type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type Booking } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { useServerList } from '../../../lib/use-server-list';
import type { AdminBookingFilters } from '../api/get-admin-bookings';
import { bookingKeys } from '../api/booking-keys';
import { BookingsTable } from '../components/bookings-table';

const filterNames = ['status', 'pnr', 'email', 'flightId', 'from', 'to'] as const;

/** /adminBookings: every booking, filtered by status, reference, e-mail and travel dates (in the address). */
export function AdminBookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters: AdminBookingFilters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));
  // Paged on the server, newest first; the filters travel with each page's call.
  const list = useServerList<Booking>({
    key: [...bookingKeys.all, 'admin'],
    path: '/api/admin/bookings',
    defaultSort: '-createdAt',
    params: Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value)) as Record<string, string>,
  });
  const bookings = list.query;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <BackOfficePage title="Bookings">
      {/* The key re-creates the uncontrolled fields when the address changes (Clear, back button). */}
      <Form key={params.toString()} onSubmit={onSubmit} className="mb-4" aria-label="Filter bookings">
        <Row className="g-3 align-items-end">
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="filter-status">
              <Form.Label>Status</Form.Label>
              <Form.Select name="status" defaultValue={filters.status}>
                <option value="">All</option>
                {BOOKING_STATUSES.map((status) => (
                  <option key={status} value={status} className="text-capitalize">
                    {status[0]!.toUpperCase() + status.slice(1)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="filter-pnr">
              <Form.Label>PNR</Form.Label>
              <Form.Control name="pnr" defaultValue={filters.pnr} maxLength={6} className="text-uppercase" />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="filter-email">
              <Form.Label>E-mail</Form.Label>
              <Form.Control name="email" type="email" defaultValue={filters.email} />
            </Form.Group>
          </Col>
          <Col xs={6} sm={3} lg={2}>
            <Form.Group controlId="filter-from">
              <Form.Label>Flights from</Form.Label>
              <Form.Control name="from" type="date" defaultValue={filters.from} />
            </Form.Group>
          </Col>
          <Col xs={6} sm={3} lg={2}>
            <Form.Group controlId="filter-to">
              <Form.Label>Flights to</Form.Label>
              <Form.Control name="to" type="date" defaultValue={filters.to} />
            </Form.Group>
          </Col>
          {filters.flightId && <input type="hidden" name="flightId" value={filters.flightId} />}
          <Col xs={12} lg={2} className="d-flex flex-wrap gap-2">
            <Button type="submit">Filter</Button>
            <Button type="button" variant="outline-secondary" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
          </Col>
        </Row>
      </Form>
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
