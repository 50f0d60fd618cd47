import { AppDownloadBanner } from './app-download-banner';
import { OffersCarousel } from './offers-carousel';
import { PopularLocations } from './popular-locations';
import { ServicesCarousel } from './services-carousel';
import { SubscribeBox } from './subscribe-box';
import { TakeOffBlock } from './take-off-block';
import { t } from '../../../i18n/i18n';

/** The home page below the search panel: its own chunk, so the first paint waits only for the panel. */
export function HomeSections() {
  return (
    <div className="container py-5 d-grid gap-5 home-sections">
      <AppDownloadBanner />

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="h3 mb-3">
          {t('home.offers')}
        </h2>
        <OffersCarousel />
      </section>

      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="h3 mb-3">
          {t('home.popular')}
        </h2>
        <PopularLocations />
      </section>

      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="h3 mb-3">
          {t('home.services')}
        </h2>
        <ServicesCarousel />
      </section>

      <TakeOffBlock />
      <SubscribeBox />
    </div>
  );
}
