import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BackOfficePage } from '../../../components/back-office-page';
import { QueryView } from '../../../components/query-view';
import { useTraveller } from '../api/get-traveller';
import { SavedTravellers } from '../components/saved-travellers';
import { TravellerDetails } from '../components/traveller-details';
import { t } from '../../../i18n/i18n';

/** One saved traveller (?id=), or without an id the list of them. */
export function PassengerProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <OneTraveller id={id} /> : <AllTravellers />;
}

function OneTraveller({ id }: { id: string }) {
  const traveller = useTraveller(id);
  return (
    <BackOfficePage title={t('travellers.passengerProfile')} narrow>
      <QueryView query={traveller}>{(data) => <TravellerDetails traveller={data} />}</QueryView>
      <Link to={paths.passengerProfile.getHref()} className="d-inline-block mt-4">
        {t('travellers.allMySavedTravellers')}
      </Link>
    </BackOfficePage>
  );
}

function AllTravellers() {
  return (
    <BackOfficePage title={t('travellers.mySavedTravellers')} link={{ to: paths.passengerEntry.getHref(), label: t('travellers.add') }}>
      <SavedTravellers />
    </BackOfficePage>
  );
}
