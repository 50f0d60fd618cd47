import { useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { lazyPage } from './lazy-page';
import { AppLayout } from './layout/app-layout';
import { withoutLanguage } from '../i18n/language';

const OtherRoutes = lazyPage(() => import('./other-routes'), 'OtherRoutes');

/**
 * The route table, in React Router's declarative mode: the app loads no data in routes, so the data
 * router (twice the size) would only add weight to every first visit. Home, the landing page, is part of
 * the first download; every other path is matched by the table in ./other-routes, loaded on demand.
 * Errors render inside the layout (AppLayout's error boundary), so the navbar and footer stay usable.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // paths.home: the index of the layout.
      { index: true, element: <HomePage /> },
      { path: '*', element: <OtherRoutes /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Settles when the page of the address the visitor opened can be drawn at once: home straight away, any other page
 * once the route table and the page's code, styles and catalog have loaded. The first render waits for it, so a
 * link opened from outside draws its page in one step instead of a spinner first (React shows a revealed page no
 * sooner than 300 ms after the spinner it replaces).
 */
export function openedPageReady(): Promise<void> {
  if (withoutLanguage(window.location.pathname) === '/') return Promise.resolve();
  return OtherRoutes.preload()
    .then(() => import('./other-routes'))
    .then((m) => m.openedPage, () => undefined);
}
