import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { paths } from './paths';

/** Shown when a page throws or its code cannot be downloaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        <h1 className="h4">Something went wrong.</h1>
        <p className="mb-3">This page could not be shown. Reloading usually helps.</p>
        <div className="d-flex gap-2 flex-wrap">
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.home.getHref()} className="btn btn-outline-danger" reloadDocument>
            Go Home
          </Link>
        </div>
      </div>
    </div>
  );
}
