import { Container } from 'react-bootstrap';
import { usePageTitle } from '../../../lib/page-title';
import { SearchPanel } from '../../search/components/search-panel';
import { AppDownloadBanner } from '../components/app-download-banner';
import { OffersCarousel } from '../components/offers-carousel';
import { PopularLocations } from '../components/popular-locations';
import { ServicesCarousel } from '../components/services-carousel';
import { SubscribeBox } from '../components/subscribe-box';
import { TakeOffBlock } from '../components/take-off-block';
import '../home.css';

/**
 * SPEC §2 home: the search panel first (it waits for no image), then the app banner, offers, popular
 * locations, additional services, 'ready to take off' and the subscribe box.
 */
export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="home-hero pt-4 pb-5 pt-md-5" id="search" aria-labelledby="home-heading">
        <Container>
          <h1 id="home-heading" className="h2 fw-bold text-white mb-1">
            Fly with Tarmac
          </h1>
          <p className="text-white mb-4 home-lead">Domestic and international flights, booked in a few clicks.</p>
          <SearchPanel />
        </Container>
      </section>

      <Container className="py-5 d-grid gap-5">
        <AppDownloadBanner />

        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="h3 mb-3">
            Offers
          </h2>
          <OffersCarousel />
        </section>

        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="h3 mb-3">
            Popular locations
          </h2>
          <PopularLocations />
        </section>

        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="h3 mb-3">
            Additional services
          </h2>
          <ServicesCarousel />
        </section>

        <TakeOffBlock />
        <SubscribeBox />
      </Container>
    </>
  );
}
