import { t } from '../../../i18n/i18n';
/** SPEC §2 'ready to take off' block: 29+ aircraft, 24/7 service. */
export function TakeOffBlock() {
  return (
    <section className="take-off rounded-4 p-4 p-md-5" aria-labelledby="take-off-heading">
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-6">
          <h2 id="take-off-heading" className="h2 fw-bold">
            {t('home.takeOff')}
          </h2>
          <p className="mb-3">{t('home.takeOffText')}</p>
          <a href="#search" className="btn btn-primary">
            {t('home.findFlight')}
          </a>
        </div>
        <div className="col-12 col-lg-6">
          <ul className="row list-unstyled mb-0 g-3 text-center">
            <li className="col-6">
              <div className="take-off-stat rounded-4 p-3 h-100">
                <span className="d-block display-5 fw-bold">{t('home.fleetCount')}</span>
                <span>{t('home.aircraft')}</span>
              </div>
            </li>
            <li className="col-6">
              <div className="take-off-stat rounded-4 p-3 h-100">
                <span className="d-block display-5 fw-bold">{t('home.serviceHours')}</span>
                <span>{t('home.service')}</span>
              </div>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
