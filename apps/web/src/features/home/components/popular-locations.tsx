import { formatBdt, locationNameIn, LOCATION_KINDS, type Location, type LocationKind } from '@tarmac/shared';
import { useVisitorLocations } from '../../locations/api/visitor-locations';
import { useMediaQuery, WIDER_THAN_PHONE } from '../../../lib/use-media-query';
import { RotatingCarousel } from './rotating-carousel';
import { t } from '../../../i18n/i18n';
import { currentLanguage } from '../../../i18n/language';

const titles: Record<LocationKind, string> = {
  domestic: 'popular.domestic',
  international: 'popular.international',
};

function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

function LocationCard({ location }: { location: Location }) {
  const name = locationNameIn(location, currentLanguage());
  return (
    <div className="card location-card h-100 shadow-sm overflow-hidden">
      {/* Below the fold: the image loads only when its slide comes near; its size is reserved. */}
      <img
        src={location.locationImage}
        alt={name}
        loading="lazy"
        decoding="async"
        width={480}
        height={300}
        className="location-image"
      />
      <div className="card-body">
        <h4 className="h5 mb-1">
          {name}
          {location.iataCode && <span className="ms-2 small text-body-secondary">{location.iataCode}</span>}
        </h4>
        <p className="mb-0">
          {t('popular.from')} <strong>{formatBdt(location.tickitPrice)}</strong>
        </p>
      </div>
    </div>
  );
}

function LoadingCards({ count }: { count: number }) {
  return (
    <div className="row g-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="col-12 col-md-4">
          <div className="card h-100">
            <div className="location-image bg-body-secondary" />
            <div className="card-body">
              <p className="placeholder-glow">
                <span className="placeholder col-6" />
              </p>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** One carousel of destinations with their images and 'from' fares in BDT; turns every 10 s (SPEC §9). */
function LocationsCarousel({ kind }: { kind: LocationKind }) {
  const locations = useVisitorLocations(kind);
  const wide = useMediaQuery(WIDER_THAN_PHONE);
  const perSlide = wide ? 3 : 1;
  const title = t(titles[kind]);
  const headingId = `popular-${kind}`;

  let body;
  if (locations.isPending) body = <LoadingCards count={perSlide} />;
  // A failed read is only logged (SPEC §8); the search panel logs it already.
  else if (locations.error !== undefined || !locations.data || locations.data.length === 0) body = <p className="text-body-secondary">{t('popular.soon')}</p>;
  else
    body = (
      <RotatingCarousel
        label={title}
        interval={10000}
        variant="dark"
        className="locations-carousel"
        slides={chunk(locations.data, perSlide).map((group) => ({
          key: group.map((location) => location._id).join('-'),
          content: (
            <div className="row g-3 px-md-5">
              {group.map((location) => (
                <div key={location._id} className="col-12 col-md-4">
                  <LocationCard location={location} />
                </div>
              ))}
            </div>
          ),
        }))}
      />
    );

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="h4 mb-3">
        {title}
      </h3>
      {body}
    </section>
  );
}

/** SPEC §2 popular locations: domestic and international carousels. */
export function PopularLocations() {
  return (
    <div className="d-grid gap-4">
      {LOCATION_KINDS.map((kind) => (
        <LocationsCarousel key={kind} kind={kind} />
      ))}
    </div>
  );
}
