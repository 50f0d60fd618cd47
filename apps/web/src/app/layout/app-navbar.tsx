import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { lazyPage } from '../lazy-page';
import { LanguageSwitch } from './language-switch';
import { paths } from '../paths';
import { t } from '../../i18n/i18n';

// The signed-in user's menu (and the styles of the pages after the first) loads only for a signed-in user.
const UserMenu = lazyPage<'UserMenu', { name: string }>(() => import('./signed-in-menus'), 'UserMenu', { names: false });

const mainLinks = [
  { to: paths.home.getHref(), label: 'nav.home' },
  { to: paths.booking.getHref(), label: 'nav.booking' },
  { to: paths.manageBooking.getHref(), label: 'nav.manageBooking' },
  // Travellers' link; staff reach a flight's status from the back office's flight list.
  { to: paths.flightStatus.getHref(), label: 'nav.flightStatus', visitorsOnly: true },
  { to: paths.services.getHref(), label: 'nav.services' },
  { to: paths.about.getHref(), label: 'nav.aboutUs' },
  { to: paths.contact.getHref(), label: 'nav.contact' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/** Bootstrap's navbar markup, without react-bootstrap's Navbar (which brings Offcanvas and transitions). */
export function AppNavbar() {
  const { user, isAdmin } = useSession();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);

  // Fold the phone menu away once the user has gone somewhere.
  useEffect(() => setExpanded(false), [pathname]);

  // The back office's menu lives in its own sidebar (admin-sidebar.tsx), so the navbar fits from 992 px for everyone.
  return (
    <nav className="navbar navbar-expand-lg bg-dark sticky-top app-navbar" data-bs-theme="dark">
      <div className="container">
        <Link to={paths.home.getHref()} className="navbar-brand fw-bold">
          Tarmac
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-navbar"
          aria-expanded={expanded}
          aria-label={t('nav.toggle')}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-navbar" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <div className="navbar-nav me-auto">
            {mainLinks.filter((link) => !(isAdmin && 'visitorsOnly' in link)).map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            ))}
            {isAdmin && (
              <NavLink to={paths.admin.dashboard.getHref()} className={navLinkClass}>
                {t('nav.backOffice')}
              </NavLink>
            )}
          </div>
          <div className="navbar-nav">
            {user ? (
              <Suspense fallback={<span className="nav-link">{user.name}</span>}>
                <UserMenu name={user.name} />
              </Suspense>
            ) : (
              <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
                {t('nav.login')}
              </NavLink>
            )}
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </nav>
  );
}
