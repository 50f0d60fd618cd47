import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './i18n/bangla-font.css';
import './styles.css';
import { AppProviders } from './app/providers';
import { AppRoutes, openedPageReady } from './app/router';
import { startI18n } from './i18n/i18n';
import { routerBase, startLanguage } from './i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const language = startLanguage();

// The first render is a transition: React draws the page in slices of a few milliseconds, so a phone's main thread
// is never blocked for the whole render at once (docs/performance.md, "First view").
void Promise.all([startI18n(), openedPageReady()]).then(() =>
  startTransition(() => createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter basename={routerBase(language)}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )),
);

// The installable app's worker (issue 34, src/worker/sw.ts), registered once the page has loaded. A new version
// waits (registerType 'prompt') until the traveller accepts "New version available" (lib/new-version.tsx, loaded
// only then); without a worker (a private window, or a browser that answers the registration with nothing, as one
// whose workers are blocked does) the site works as before, only not offline.
addEventListener('load', () =>
  navigator.serviceWorker?.register('/sw.js').then((registration) => {
    if (!registration) return;
    const offer = () => registration.waiting && navigator.serviceWorker.controller && void import('./lib/new-version').then((m) => m.offerNewVersion(registration));
    offer();
    registration.onupdatefound = () => registration.installing?.addEventListener('statechange', offer);
  }, () => undefined),
);
