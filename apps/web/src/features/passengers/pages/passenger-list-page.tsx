import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { usePassengers } from '../api/get-passengers';
import { PassengersTable } from '../components/passengers-table';

export function PassengerListPage() {
  const passengers = usePassengers();
  return (
    <BackOfficePage title="Passenger List">
      <QueryView query={passengers} empty="No passengers have travelled yet.">
        {(rows) => <PassengersTable passengers={rows} />}
      </QueryView>
    </BackOfficePage>
  );
}
