import type { Logger } from '../lib/logger.js';
import { RECONCILE_JOB, reconcilePayments } from '../payments/reconcile.js';
import type { PaymentContext } from '../payments/start-payment.js';
import type { Jobs } from './queue.js';

/** `reconcile-payments`: once a minute across all processes, asks the provider about payments no callback settled. */
export function registerReconcilePayments(jobs: Jobs, ctx: PaymentContext, log: Logger): void {
  jobs.register(
    RECONCILE_JOB,
    async () => {
      const report = await reconcilePayments(ctx, log);
      if (report.asked > 0) log.info(report, 'payments reconciled');
    },
    { policy: 'short', retryLimit: 0, expireInSeconds: 300 },
  );
  jobs.every(RECONCILE_JOB, 60);
}
