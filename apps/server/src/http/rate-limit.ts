import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { TooManyError, waitInWords } from '../lib/domain-errors.js';
import type { SentenceId } from '@tarmac/shared';

/** The sentence of a limit: 'rateLimit.signUps' says "Too many sign-ups from this address. Please wait …". */
type RateLimitId = Extract<SentenceId, `rateLimit.${string}`>;

export interface Limiters {
  signinPerIp: RateLimiterAbstract;
  signinPerEmail: RateLimiterAbstract;
  resetPerIp: RateLimiterAbstract;
  resetPerEmail: RateLimiterAbstract;
  /** New accounts per address. */
  signupPerIp: RateLimiterAbstract;
  /** Manage-booking look-ups (PNR + last name) per address and per booking reference. */
  managePerIp: RateLimiterAbstract;
  managePerPnr: RateLimiterAbstract;
  /** E-ticket resends per booking. */
  resendPerBooking: RateLimiterAbstract;
  /** Consent codes an agency may have sent for one booking (issue 32): each mails the traveller and allows new guesses. */
  consentPerBooking: RateLimiterAbstract;
  /** Contact-form messages per address. */
  contactPerIp: RateLimiterAbstract;
  /** A partner's calls per API key and minute (PARTNER_RATE_PER_MINUTE). */
  partnerPerKey: RateLimiterAbstract;
  close(): Promise<void>;
}

const WINDOW_SECONDS = { signin: 15 * 60, signup: 15 * 60, reset: 60 * 60, manage: 15 * 60, contact: 60 * 60 };
/** E-ticket resends one booking may ask for in an hour. */
const RESENDS_PER_HOUR = 3;
/** Consent codes one booking may be sent in an hour. */
export const CONSENTS_PER_HOUR = 3;

/**
 * Counters in this process's memory, or in Redis when REDIS_URL is set so that the limits hold across
 * every app process. If Redis cannot be reached, each process falls back to counting in memory.
 */
export function createLimiters(limits: Config['rateLimits'], redisUrl?: string): Limiters {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  // A Redis outage is survivable (the insurance limiter takes over); it must not crash the process.
  redis?.on('error', () => {});
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({ storeClient: redis, keyPrefix: `tarmac:${keyPrefix}`, points, duration, insuranceLimiter: memory });
  };
  return {
    signinPerIp: make('signin-ip', limits.signinPerIp, WINDOW_SECONDS.signin),
    signinPerEmail: make('signin-email', limits.signinPerEmail, WINDOW_SECONDS.signin),
    resetPerIp: make('reset-ip', limits.resetPerIp, WINDOW_SECONDS.reset),
    resetPerEmail: make('reset-email', limits.resetPerEmail, WINDOW_SECONDS.reset),
    signupPerIp: make('signup-ip', limits.signupPerIp, WINDOW_SECONDS.signup),
    managePerIp: make('manage-ip', limits.managePerIp, WINDOW_SECONDS.manage),
    managePerPnr: make('manage-pnr', limits.managePerPnr, WINDOW_SECONDS.manage),
    resendPerBooking: make('resend-booking', RESENDS_PER_HOUR, WINDOW_SECONDS.reset),
    consentPerBooking: make('consent-booking', CONSENTS_PER_HOUR, WINDOW_SECONDS.reset),
    contactPerIp: make('contact-ip', limits.contactPerIp, WINDOW_SECONDS.contact),
    partnerPerKey: make('partner-key', limits.partnerPerMinute, 60),
    close: async () => {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** A domain error, so that logic (sign-in, password reset) can count attempts without speaking HTTP. */
function tooMany(what: RateLimitId, res: RateLimiterRes): TooManyError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new TooManyError(what, { wait: waitInWords(seconds) }, seconds);
}

/** Counts one attempt against `key`; throws 429 once the limit is passed. */
export async function consume(limiter: RateLimiterAbstract, key: string, what: RateLimitId): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(what, err);
    throw err;
  }
}

/** Throws 429 when `key` has no attempts left, without counting one. */
export async function ensureNotBlocked(limiter: RateLimiterAbstract, key: string, what: RateLimitId): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooMany(what, res);
}
