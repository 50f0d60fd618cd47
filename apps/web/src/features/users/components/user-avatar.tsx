import { t } from '../../../i18n/i18n';

/** The profile image, or a neutral silhouette when there is none. */
export function UserAvatar({ src, name }: { src: string; name: string }) {
  if (src) return <img src={src} alt={t('profile.imageOf', { name })} className="avatar border" width={128} height={128} />;
  return (
    <svg viewBox="0 0 128 128" width="128" height="128" className="avatar border bg-body-secondary" role="img" aria-label={t('profile.noImage')}>
      <circle cx="64" cy="50" r="24" fill="#adb5bd" />
      <path d="M20 116c4-24 22-36 44-36s40 12 44 36z" fill="#adb5bd" />
    </svg>
  );
}
