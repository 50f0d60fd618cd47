import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { paths } from './paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container className="py-5 text-center">
      <h1 className="display-6 mb-4">404 Sorry! Wrong Route</h1>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Go Home
      </Link>
    </Container>
  );
}
