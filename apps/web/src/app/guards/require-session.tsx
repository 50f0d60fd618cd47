import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { returnStateFor } from '../../lib/return-path';
import { paths } from '../paths';

/** Pages that need a session send visitors to /login, which brings them back afterwards. */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.auth.login.getHref()} replace state={returnStateFor(location)} />;
  return <Outlet />;
}
