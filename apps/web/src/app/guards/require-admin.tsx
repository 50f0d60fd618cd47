import { Navigate, useLocation } from 'react-router';
import { lazyPage } from '../lazy-page';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import { returnStateFor } from '../../lib/return-path';
import { paths } from '../paths';

// The back office's frame (its menu is a react-bootstrap Offcanvas) loads with the first admin page: this guard is in
// the route table every traveller's page loads, which should not bring react-bootstrap with it.
const AdminShell = lazyPage(() => import('../layout/admin-sidebar'), 'AdminShell');

/** Admin pages, in the back office's frame: visitors go to /login; signed-in non-admins are told they may not look. */
export function RequireAdmin() {
  const { session, isAdmin } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.auth.login.getHref()} replace state={returnStateFor(location)} />;
  if (!isAdmin) return <NotAllowed />;
  return <AdminShell />;
}

function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        You are not allowed to see this page.
      </div>
    </div>
  );
}
