import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';

/** SPEC §2: every page sits under navbar, routed page, footer. */
export function AppLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <AppNavbar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
