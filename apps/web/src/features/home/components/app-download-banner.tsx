import { t } from '../../../i18n/i18n';
/** SPEC §2 app download banner; the phone is drawn inline (no downloaded image). */
export function AppDownloadBanner() {
  return (
    <section className="app-banner rounded-4 p-4 p-md-5 text-white d-flex flex-column flex-md-row align-items-center gap-4" aria-labelledby="app-banner-heading">
      <svg viewBox="0 0 80 140" width="80" height="140" aria-hidden="true" focusable="false" className="flex-shrink-0">
        <rect x="4" y="4" width="72" height="132" rx="12" fill="#0b1f44" stroke="#fff" strokeWidth="3" />
        <rect x="12" y="18" width="56" height="100" rx="4" fill="#1c6dd0" />
        <path d="M22 74 L60 56 L46 86 L40 76 Z" fill="#fff" />
        <rect x="30" y="124" width="20" height="4" rx="2" fill="#fff" />
      </svg>
      <div className="flex-grow-1 text-center text-md-start">
        <h2 id="app-banner-heading" className="h3 fw-bold">
          {t('home.app')}
        </h2>
        <p className="mb-0">{t('home.appText')}</p>
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <a className="btn btn-light" href="https://apps.apple.com/" target="_blank" rel="noopener noreferrer">
          {t('home.appStore')}
        </a>
        <a className="btn btn-outline-light" href="https://play.google.com/store" target="_blank" rel="noopener noreferrer">
          {t('home.googlePlay')}
        </a>
      </div>
    </section>
  );
}
