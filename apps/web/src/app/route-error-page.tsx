import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { paths } from './paths';
import { t } from '../i18n/i18n';

/** Shown when a page throws or its code cannot be downloaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  usePageTitle(t('error.somethingWentWrong'));
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        <h1 className="h4">{t('error.somethingWentWrong2')}</h1>
        <p className="mb-3">{t('error.pageFailedHint')}</p>
        <div className="d-flex gap-2 flex-wrap">
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
          <Link to={paths.home.getHref()} className="btn btn-outline-danger" reloadDocument>
            {t('error.goHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
