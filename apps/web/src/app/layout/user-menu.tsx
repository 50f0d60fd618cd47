import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { messages } from '@tarmac/shared';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import { t } from '../../i18n/i18n';

/**
 * The signed-in user's dropdown, titled with their name: Bootstrap's dropdown markup, opened in place as Bootstrap
 * styles it in a navbar (no Popper, no react-bootstrap). It closes on a choice, a click elsewhere or Escape (which
 * gives the focus back to the button).
 */
export function UserMenu({ name }: { name: string }) {
  const { signOut, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const logOut = () => {
    setOpen(false);
    signOut();
    queryClient.clear();
    // Nothing of this traveller stays on the device for the next one (issue 34: trips kept for offline use).
    void import('../../lib/saved-trips').then((m) => m.forgetTrips());
    toast.success(messages.logoutSuccess);
    navigate(paths.auth.login.getHref());
  };
  const close = () => setOpen(false);

  return (
    <div ref={root} className={open ? 'nav-item dropdown show' : 'nav-item dropdown'}>
      <button ref={toggle} type="button" id="user-menu" className="nav-link dropdown-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {name}
      </button>
      <div className={open ? 'dropdown-menu dropdown-menu-end show' : 'dropdown-menu dropdown-menu-end'} data-bs-popper="static" aria-labelledby="user-menu">
        <Link className="dropdown-item" to={paths.userProfile.getHref()} onClick={close}>
          {t('nav.myProfile')}
        </Link>
        {user?.role === 'agent' && (
          <>
            <Link className="dropdown-item" to={paths.agencyPortal.getHref()} onClick={close}>
              {t('agency.portal')}
            </Link>
            <Link className="dropdown-item" to={paths.admin.twoStep.getHref()} onClick={close}>
              {t('agency.twoStep')}
            </Link>
          </>
        )}
        <button type="button" className="dropdown-item" onClick={logOut}>
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
