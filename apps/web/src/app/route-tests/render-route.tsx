import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';
import { startI18n } from '../../i18n/i18n';
import { routerBase, startLanguage } from '../../i18n/language';

/** The test window's own controls (happy-dom): its address, origin included, is set like a browser's. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Opens `path` on `origin` and renders the app as main.tsx mounts it (the page's language, its catalog, the
 * providers, the browser router and the route table): the page is found by the real routes and talks to the
 * server at `origin`.
 */
export async function renderRoute(origin: string, path: string) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
  const language = startLanguage();
  await startI18n();
  return render(
    <AppProviders>
      <BrowserRouter basename={routerBase(language)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
}
