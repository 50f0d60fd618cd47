import { useState } from 'react';
import { loadCatalog, t } from '../../../i18n/i18n';

/** Chromium's install prompt (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

// The browser offers the install prompt once, soon after the page loads: kept from then (this chunk comes with the
// first render, before the page's load event) until the traveller taps "Install the app".
let offered: InstallPromptEvent | null = null;
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  offered = event as InstallPromptEvent;
});

/** Opened as the installed app (or from the iOS home screen). */
const installed = () => matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
const ios = () => /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/**
 * SPEC §2 app download banner, made real (issue 34): the site is the app. "Install the app" opens the browser's
 * install prompt where the browser offers one; elsewhere (iOS Safari, which has none) it says how to add the site to
 * the home screen. The phone is drawn inline (no downloaded image).
 */
export function AppDownloadBanner() {
  const [help, setHelp] = useState('');
  const install = () => {
    if (offered) {
      void offered.prompt();
      offered = null;
    } else {
      // The instructions are in the rest of the catalog (most visits never ask for them).
      void loadCatalog('site').then(() => setHelp(t(ios() ? 'pwa.install.ios' : 'pwa.install.other')));
    }
  };
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
        <p className="mb-0 mt-2 fw-semibold" role="status">
          {help}
        </p>
      </div>
      {!installed() && (
        <button type="button" className="btn btn-light" onClick={install}>
          {t('home.install')}
        </button>
      )}
    </section>
  );
}
