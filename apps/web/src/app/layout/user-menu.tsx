import { NavDropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { messages } from '@tarmac/shared';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import { t } from '../../i18n/i18n';

/** The signed-in user's dropdown, titled with their name. */
export function UserMenu({ name }: { name: string }) {
  const { signOut, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logOut = () => {
    signOut();
    queryClient.clear();
    // Nothing of this traveller stays on the device for the next one (issue 34: trips kept for offline use).
    void import('../../lib/saved-trips').then((m) => m.forgetTrips());
    toast.success(messages.logoutSuccess);
    navigate(paths.auth.login.getHref());
  };

  return (
    <NavDropdown title={name} id="user-menu" align="end">
      <NavDropdown.Item as={Link} to={paths.userProfile.getHref()}>
        {t('nav.myProfile')}
      </NavDropdown.Item>
      {user?.role === 'agent' && (
        <>
          <NavDropdown.Item as={Link} to={paths.agencyPortal.getHref()}>
            {t('agency.portal')}
          </NavDropdown.Item>
          <NavDropdown.Item as={Link} to={paths.admin.twoStep.getHref()}>
            {t('agency.twoStep')}
          </NavDropdown.Item>
        </>
      )}
      <NavDropdown.Item as="button" type="button" onClick={logOut}>
        {t('nav.logout')}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
