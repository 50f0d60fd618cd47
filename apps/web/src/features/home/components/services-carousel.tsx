import { Link } from 'react-router';
import { additionalServices, ServiceArt } from '../../services';
import { RotatingCarousel } from './rotating-carousel';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

/** SPEC §2 additional services carousel; turns every 8 s (SPEC §9). */
export function ServicesCarousel() {
  return (
    <RotatingCarousel
      label={t('home.services')}
      interval={8000}
      variant="dark"
      className="services-carousel"
      slides={additionalServices.map((service) => ({
        key: service.id,
        content: (
          <div className="service-slide row g-0 align-items-stretch rounded-4 overflow-hidden border bg-body">
            <div className="col-12 col-md-5">
              <ServiceArt service={service} className="h-100 service-art-slide" />
            </div>
            <div className="col-12 col-md-7 p-4 p-md-5 d-flex flex-column justify-content-center">
              <h3 className="h3">{t(service.title)}</h3>
              <p>{t(service.text)}</p>
              <Link to={paths.services.getHref()} className="btn btn-outline-primary align-self-start">
                {t('services.more', { service: t(service.title) })}
              </Link>
            </div>
          </div>
        ),
      }))}
    />
  );
}
