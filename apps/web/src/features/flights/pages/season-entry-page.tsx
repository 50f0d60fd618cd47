import { Badge } from 'react-bootstrap';
import { formatTaka, WEEKDAYS } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { QueryView } from '../../../components/query-view';
import { toast } from '../../../lib/toast';
import { useSchedules } from '../api/schedules';
import { SeasonEditor } from '../components/season-editor';
import { SeasonForm } from '../components/season-form';

/** /seasonEntry: a route's season of flights at once, and the seasons so far (their future flights editable). */
export function SeasonEntryPage() {
  const seasons = useSchedules();
  return (
    <BackOfficePage title="Seasonal Schedule">
      <SeasonForm onCreated={(message) => toast.success(message)} />
      <h2 className="h5 mt-5 mb-3">Seasons</h2>
      <QueryView query={seasons} empty="No seasons yet.">
        {(rows) => (
          <ListTable headings={['Flight', 'Route', 'Days', 'Period', 'Times', 'Prices', 'Flights', 'Change future flights']} small>
            {[...rows].reverse().map((s) => (
              <tr key={s._id}>
                <td className="fw-semibold">{s.flightNumber}</td>
                <td>
                  {s.from} → {s.to}
                </td>
                <td className="text-nowrap">{WEEKDAYS.filter((w) => s.daysOfWeek.includes(w.day)).map((w) => w.short).join(' ')}</td>
                <td className="text-nowrap">
                  {s.startDate} – {s.endDate}
                </td>
                <td className="text-nowrap">
                  {s.departTime} → {s.arriveTime}
                  {s.arriveDayOffset > 0 && <Badge bg="secondary" className="ms-1">+{s.arriveDayOffset}</Badge>}
                </td>
                <td className="text-nowrap">
                  {formatTaka(s.prices.silver)} / {formatTaka(s.prices.gold)} / {formatTaka(s.prices.platinum)}
                </td>
                <td>
                  {s.futureFlightCount} of {s.flightCount} to come
                </td>
                <td>
                  <SeasonEditor season={s} />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </QueryView>
    </BackOfficePage>
  );
}
