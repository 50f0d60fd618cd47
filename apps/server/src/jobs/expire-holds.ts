import type { AppContext } from '../context.js';
import { expireChangeOffers, expireHolds } from '../bookings/lifecycle.js';
import type { Jobs } from './queue.js';

export const EXPIRE_HOLDS = 'expire-holds';

/**
 * Once a minute (across all processes) every overdue hold expires and its seats return to sale, and so do the
 * seats of change offers that ran out. Reads expire the holds they touch as well, so a stopped queue never leaves
 * a stale hold in an answer.
 */
export function registerExpireHolds(jobs: Jobs, ctx: Pick<AppContext, 'database' | 'legCache' | 'jobs'>): void {
  jobs.register(
    EXPIRE_HOLDS,
    async () => {
      await expireHolds(ctx);
      await expireChangeOffers(ctx);
    },
    { policy: 'short', retryLimit: 0, expireInSeconds: 60 },
  );
  jobs.every(EXPIRE_HOLDS, 60);
}
