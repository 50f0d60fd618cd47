import { useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formatDateTime } from '../lib/format-date';
import { isFromDevice } from '../lib/saved-trips';
import { t } from '../i18n/i18n';

/** Whether the browser has a network (TanStack Query's view of it, which the saved trips set at start). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Above a kept page (My bookings, a managed booking, a boarding pass) without a network: the copy kept on this
 * device and when it was last updated, or that this device keeps none (src/lib/saved-trips.ts). Nothing online.
 */
export function OfflineNotice({ queryKey, updatedAt, hasData }: { queryKey: QueryKey; updatedAt: number; hasData: boolean }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const kept = hasData && (!online || isFromDevice(queryClient, queryKey));
  if (!kept && online) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="offline-notice">
      {kept ? t('pwa.offline.saved', { time: formatDateTime(new Date(updatedAt).toISOString()) }) : t('pwa.offline.nothing')}
    </div>
  );
}
