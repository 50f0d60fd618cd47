import { Link } from 'react-router';
import { SocialLinks } from './social-links';
import { paths } from '../paths';

const footerLinks = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.booking.getHref(), label: 'Booking' },
  { to: paths.services.getHref(), label: 'Services' },
  { to: paths.about.getHref(), label: 'About' },
] as const;

/** SPEC §2: columns Services, Hot Link and two Legal, each with the same four links. */
const columns = ['Services', 'Hot Link', 'Legal', 'Legal'] as const;

export function AppFooter() {
  return (
    <footer className="bg-dark text-light pt-5 pb-4 mt-5">
      <div className="container">
        <div className="row g-4">
          {columns.map((title, index) => (
            <div key={`${title}-${index}`} className="col-6 col-md-3">
              <h2 className="h6 fw-bold mb-3">{title}</h2>
              <ul className="list-unstyled mb-0">
                {footerLinks.map((link) => (
                  <li key={link.to} className="mb-2">
                    <Link to={link.to} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-md-row gap-3 justify-content-between align-items-center">
          <p className="mb-0 small">© 2023 Tarmac. All rights reserved.</p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
