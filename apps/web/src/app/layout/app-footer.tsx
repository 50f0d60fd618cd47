import { Link } from 'react-router';
import { SocialLinks } from './social-links';
import { paths } from '../paths';
import { t } from '../../i18n/i18n';
import { hotline } from '../../lib/site-settings';
import { localDigits } from '@tarmac/shared';

const footerLinks = [
  { to: paths.home.getHref(), label: 'nav.home' },
  { to: paths.booking.getHref(), label: 'nav.booking' },
  { to: paths.services.getHref(), label: 'nav.services' },
  { to: paths.about.getHref(), label: 'footer.about' },
] as const;

/** SPEC §2: columns Services, Hot Link and two Legal, each with the same four links. */
const columns = ['footer.services', 'footer.hotLink', 'footer.legal', 'footer.legal'] as const;

/** Issue 35: what a carrier's Legal columns hold, under the SPEC's four links (the first and second Legal column). */
const legalLinks: Record<number, readonly (readonly [string, string])[]> = {
  2: [
    ['privacy', 'footer.privacy'],
    ['terms', 'footer.terms'],
    ['conditions-of-carriage', 'footer.carriage'],
  ],
  3: [
    ['baggage', 'footer.baggage'],
    ['refunds', 'footer.refunds'],
  ],
};

export function AppFooter() {
  // The hotline the operator configured (`HOTLINE`, README), written into the page by the server.
  const number = hotline();
  return (
    <footer className="app-footer bg-dark text-light pt-5 pb-4 mt-5">
      <div className="container">
        <div className="row g-4">
          {columns.map((title, index) => (
            <div key={`${title}-${index}`} className="col-6 col-md-3">
              <h2 className="h6 fw-bold mb-3">{t(title)}</h2>
              <ul className="list-unstyled mb-0">
                {footerLinks.map((link) => (
                  <li key={link.to} className="mb-2">
                    <Link to={link.to} className="footer-link">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
                {legalLinks[index]?.map(([page, label]) => (
                  <li key={page} className="mb-2">
                    <Link to={`/legal/${page}`} className="footer-link">
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-md-row gap-3 justify-content-between align-items-center">
          <div className="small text-center text-md-start">
            <p className="mb-1">
              <a href={`tel:${number.replace(/[^+\d]/g, '')}`} className="footer-link fw-semibold">
                {t('footer.hotline', { number: localDigits(number) })}
              </a>
            </p>
            <p className="mb-0">{t('footer.copyright')}</p>
          </div>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
