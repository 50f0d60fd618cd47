import type { Logger } from '../lib/logger.js';
import { REFUND_JOB, REFUND_SWEEP_JOB, processPendingRefunds, processRefund, type RefundContext } from '../payments/refunds.js';
import type { Jobs } from './queue.js';

/**
 * `refund`: sent in the transaction that records a refund; asks the provider (retried with backoff while it
 * cannot be reached). `refund-sweep`: every five minutes, asks again about refunds still pending.
 */
export function registerRefundJobs(jobs: Jobs, ctx: RefundContext, log: Logger): void {
  jobs.register<{ refundId?: string }>(
    REFUND_JOB,
    async (data) => {
      if (data.refundId) await processRefund(ctx, data.refundId);
    },
    { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  );
  jobs.register(REFUND_SWEEP_JOB, () => processPendingRefunds(ctx, log), { policy: 'short', retryLimit: 0, expireInSeconds: 600 });
  jobs.every(REFUND_SWEEP_JOB, 300);
}
