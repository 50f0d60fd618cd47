import { coalesceKicks } from './coalesce-kicks.js';
import type { Jobs } from './queue.js';

export const DELIVER_MAIL = 'deliver-mail';

/** Once a minute anything the kicks missed (a crash between a commit and its kick) is swept up. */
const SWEEP_SECONDS = 60;
/** Kicks this close together are sent as one (a busy minute of paid bookings would queue one job per mail). */
const KICK_WINDOW_MS = 20;

/**
 * The job that sends due outbox mail by calling `deliver`. It runs on each kick (right after a commit
 * that wrote mail), at start, and once a minute. Kicks that pile up collapse into one waiting job: a
 * delivery sends everything due, so more would only repeat it. Kicks within 20 ms of each other are sent to
 * the queue as one (a trailing one at the window's end), sparing a statement per mail under load. Two
 * deliveries may run at once (in two processes, or beside one a crash cut off); each mail is still claimed by
 * one of them. The outbox keeps its own attempts and backoff per mail, so a failed run is not retried by the
 * queue. A run claims for at most 30 s and then queues the next, so a run cut off by a killed process expires soon
 * (one minute), as do the claims of its mails (one minute).
 */
export function registerDeliverMail(jobs: Jobs, deliver: () => Promise<unknown>): { kick(): Promise<void> } {
  jobs.register(DELIVER_MAIL, async () => void (await deliver()), { policy: 'short', retryLimit: 0, expireInSeconds: 60 });
  jobs.every(DELIVER_MAIL, SWEEP_SECONDS);
  return { kick: coalesceKicks(async () => void (await jobs.send(DELIVER_MAIL)), KICK_WINDOW_MS) };
}
