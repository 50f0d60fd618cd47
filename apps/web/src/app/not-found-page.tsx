import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { paths } from './paths';
import { t } from '../i18n/i18n';

export function NotFoundPage() {
  usePageTitle(t('notFound.pageNotFound'));
  return (
    <Container className="py-5 text-center">
      <h1 className="display-6 mb-4">{t('notFound.404SorryWrongRoute')}</h1>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        {t('notFound.goHome')}
      </Link>
    </Container>
  );
}
