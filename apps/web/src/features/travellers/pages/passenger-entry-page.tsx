import { toast } from '../../../lib/toast';
import { BackOfficePage } from '../../../components/back-office-page';
import { SavedTravellers } from '../components/saved-travellers';
import { TravellerForm } from '../components/traveller-form';

export function PassengerEntryPage() {
  return (
    <BackOfficePage title="Passenger Information" narrow>
      <TravellerForm onSaved={({ message }) => toast.success(message)} />
      <h2 className="h5 mt-5 mb-3">My saved travellers</h2>
      <SavedTravellers />
    </BackOfficePage>
  );
}
