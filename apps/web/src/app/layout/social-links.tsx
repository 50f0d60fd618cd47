import { useEffect, useState } from 'react';
import spriteUrl from './social-icons.svg?url&no-inline';
import { t } from '../../i18n/i18n';
import { afterFirstView } from '../../lib/first-view';

/**
 * The company's social pages. The icons are one small SVG sprite file (not an icon font, and not in the
 * page's JavaScript); they take the link's colour (currentColor). The footer is below a phone's first screen: the
 * sprite is asked for once the page's first view and its data are on the screen (the icons keep their size until
 * it comes).
 */
const socials = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'X (Twitter)', href: 'https://x.com/', icon: 'x' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
] as const;

export function SocialLinks() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterFirstView(() => setDrawn(true)), []);
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
              {drawn && <use href={`${spriteUrl}#${social.icon}`} />}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
