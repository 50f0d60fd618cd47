import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import { ScrollRestoration } from '../scroll-restoration';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';
import { t } from '../../i18n/i18n';

/** SPEC §2: every page sits under navbar, routed page, footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <AppNavbar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
