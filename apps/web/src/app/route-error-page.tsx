import { Alert, Container } from 'react-bootstrap';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/page-title';

/** Shown when a page throws or its code cannot be downloaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container className="py-5">
      <Alert variant="danger">
        <h1 className="h4">Something went wrong.</h1>
        <p className="mb-3">
          This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className="btn btn-outline-danger" reloadDocument>
            Go Home
          </Link>
        </div>
      </Alert>
    </Container>
  );
}
