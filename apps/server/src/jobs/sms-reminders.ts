import type { AppContext } from '../context.js';
import type { Logger } from '../lib/logger.js';
import { writeDueSms } from '../sms/reminders.js';
import type { Jobs } from './queue.js';

export const SMS_REMINDERS = 'sms-reminders';

/** Once a minute: the SMS the clock brings (a hold ending in 5 minutes, check-in open), each written once. */
export function registerSmsReminders(jobs: Jobs, ctx: Pick<AppContext, 'database' | 'outbox' | 'config'>, log: Logger): void {
  jobs.register(
    SMS_REMINDERS,
    async () => {
      const n = await writeDueSms(ctx);
      if (n) log.info({ sms: n }, 'reminder SMS written to the outbox');
    },
    { policy: 'short', retryLimit: 0, expireInSeconds: 60 },
  );
  jobs.every(SMS_REMINDERS, 60);
}
