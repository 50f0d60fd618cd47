import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

/** SPEC §2: what the results page says when a search found nothing. */
export function EmptyResults() {
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-body-tertiary">
      <h2 className="h4">{t('results.emptyTitle')}</h2>
      <p className="text-body-secondary">{t('results.searchWithDifferentData')}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        {t('results.goToSearch')}
      </Link>
    </div>
  );
}
