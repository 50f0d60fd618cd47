import { toast } from '../../../lib/toast';
import { BackOfficePage } from '../../../components/back-office-page';
import { SavedTravellers } from '../components/saved-travellers';
import { TravellerForm } from '../components/traveller-form';
import { t } from '../../../i18n/i18n';

export function PassengerEntryPage() {
  return (
    <BackOfficePage title={t('travellers.passengerInformation')} narrow>
      <TravellerForm onSaved={({ message }) => toast.success(message)} />
      <h2 className="h5 mt-5 mb-3">{t('travellers.mySavedTravellers')}</h2>
      <SavedTravellers />
    </BackOfficePage>
  );
}
