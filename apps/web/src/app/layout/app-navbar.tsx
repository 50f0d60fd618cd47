import { useEffect, useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { AdminMenu } from './admin-menu';
import { UserMenu } from './user-menu';

const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/booking', label: 'Booking' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'AboutUs' },
  { to: '/contact', label: 'Contact' },
] as const;

export function AppNavbar() {
  const { user, isAdmin } = useSession();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);

  // Fold the phone menu away once the user has gone somewhere.
  useEffect(() => setExpanded(false), [pathname]);

  return (
    // The admin menu is long, so it folds into the toggle up to extra-large screens.
    <Navbar
      expand={isAdmin ? 'xxl' : 'lg'}
      bg="dark"
      data-bs-theme="dark"
      sticky="top"
      expanded={expanded}
      onToggle={setExpanded}
      className="app-navbar"
    >
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-bold">
          Tarmac
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navbar" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-navbar">
          <Nav className="me-auto">
            {mainLinks.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.to === '/'}>
                {link.label}
              </Nav.Link>
            ))}
            {isAdmin && <AdminMenu />}
          </Nav>
          <Nav>
            {user ? (
              <UserMenu name={user.name} />
            ) : (
              <Nav.Link as={NavLink} to="/login">
                Login
              </Nav.Link>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
