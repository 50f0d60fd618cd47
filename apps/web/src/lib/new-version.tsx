import { loadCatalog, t } from '../i18n/i18n';
import { loadToasts } from './toast';

/**
 * "New version available": a toast that stays until the traveller reloads. The waiting worker then takes over
 * (src/worker/sw.ts skips waiting) and the page reloads on the new version's files.
 */
export async function offerNewVersion(registration: ServiceWorkerRegistration): Promise<void> {
  const [hot] = await Promise.all([loadToasts(), loadCatalog('site')]);
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  hot(
    () => (
      <span className="d-flex align-items-center gap-2" data-testid="new-version">
        {t('pwa.newVersion')}
        <button type="button" className="btn btn-primary btn-sm" onClick={reload}>
          {t('pwa.reload')}
        </button>
      </span>
    ),
    { id: 'new-version', duration: Infinity },
  );
}
