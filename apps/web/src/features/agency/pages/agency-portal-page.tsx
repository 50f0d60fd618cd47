import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatTk } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import { TablePager } from '../../../components/table-pager';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';
import { useAgencyOverview } from '../api/get-agency-overview';
import { useAgencyBookings } from '../api/get-agency-bookings';
import { StatusBadge } from '../../booking';
import { WalletStatement } from '../components/wallet-statement';

/** /agency: an agent's portal: the wallet's balance, credit and what may be spent, its bookings (paged, searched) and its statement for a period (CSV and PDF too). */
export function AgencyPortalPage() {
  const overview = useAgencyOverview();
  const bookings = useAgencyBookings();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const { agency, balance, creditLimit, available } = overview.data;
  const figures = [
    { label: t('agency.balance'), value: balance },
    { label: t('agency.creditLimit'), value: creditLimit },
    { label: t('agency.available'), value: available },
  ];
  return (
    <BackOfficePage title={agency.name}>
      <p className="text-body-secondary">
        {t('agency.registration', { number: agency.registrationNumber })} · {t('agency.commission', { percent: agency.commissionPercent })}{' '}
        {agency.status === 'suspended' && <Badge bg="danger">{t('agency.suspendedBadge')}</Badge>}
      </p>
      <Row className="g-3 mb-5">
        {figures.map((f) => (
          <Col key={f.label} xs={12} md={4}>
            <Card body>
              <div className="small text-body-secondary">{f.label}</div>
              <div className={`fs-4 fw-semibold ${f.value < 0 ? 'text-danger' : ''}`}>{formatTk(f.value)}</div>
            </Card>
          </Col>
        ))}
      </Row>

      <h2 className="h5 mb-3">{t('agency.bookings')}</h2>
      <ListSearch
        id="agency-booking-search"
        label={t('agency.searchBookings')}
        placeholder={t('agency.searchPlaceholder')}
        value={bookings.search}
        onChange={bookings.setSearch}
      />
      {bookings.query.isPending ? (
        <PageSpinner />
      ) : bookings.query.isError ? (
        <QueryError error={bookings.query.error} onRetry={() => void bookings.query.refetch()} />
      ) : bookings.rows.length === 0 ? (
        <p className="text-body-secondary">{bookings.search ? t('agency.noMatch') : t('agency.noBookings')}</p>
      ) : (
        <>
          <ListTable headings={[t('agency.col.booking'), t('agency.col.passengers'), t('agency.col.status'), t('agency.col.total')]} small>
            {bookings.rows.map((b) => (
              <tr key={b._id}>
                <td>
                  <Link to={paths.bookingDetails.getHref(b.pnr)}>{b.pnr}</Link>
                </td>
                <td className="text-break">{b.passengers.map((p) => p.name).join(', ')}</td>
                <td>
                  <StatusBadge status={b.status} />
                </td>
                <td className="text-end text-nowrap">{formatTk(b.total)}</td>
              </tr>
            ))}
          </ListTable>
          <TablePager {...bookings.pager} noun={t('agency.bookingsNoun')} />
        </>
      )}

      <WalletStatement registration={agency.registrationNumber} />
    </BackOfficePage>
  );
}
