import spriteUrl from './social-icons.svg?url&no-inline';
import { t } from '../../i18n/i18n';

/**
 * The company's social pages. The icons are one small SVG sprite file (not an icon font, and not in the
 * page's JavaScript); they take the link's colour (currentColor).
 */
const socials = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'X (Twitter)', href: 'https://x.com/', icon: 'x' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
] as const;

export function SocialLinks() {
  return (
    <ul className="list-inline mb-0 d-flex gap-3">
      {socials.map((social) => (
        <li key={social.name} className="list-inline-item m-0">
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.social', { name: social.name })}
            className="social-link"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <use href={`${spriteUrl}#${social.icon}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
