import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { SearchPanel } from '../../search';
import '../home.css';
import { t } from '../../../i18n/i18n';

const HomeSections = lazy(() => import('../components/home-sections').then((m) => ({ default: m.HomeSections })));

/**
 * SPEC §2 home: the search panel first (it waits for no image), then the app banner, offers, popular
 * locations, additional services, 'ready to take off' and the subscribe box. The page is part of the
 * first download; what lies below the panel follows in a chunk of its own, in a space kept for it so the
 * footer does not jump.
 */
export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="home-hero pt-4 pb-5 pt-md-5" id="search" aria-labelledby="home-heading">
        <div className="container">
          <h1 id="home-heading" className="h2 fw-bold text-white mb-1">
            {t('home.title')}
          </h1>
          <p className="text-white mb-4 home-lead">{t('home.lead')}</p>
          <SearchPanel />
        </div>
      </section>
      <Suspense fallback={<div className="home-sections-space" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
