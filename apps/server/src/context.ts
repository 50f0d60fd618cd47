import type { Config } from './config.js';
import type { Database } from './db/open.js';
import type { TokenService } from './http/auth.js';
import type { ManageTokens } from './manage-booking/manage-token.js';
import type { Limiters } from './http/rate-limit.js';
import type { Mailer } from './mail/mailer.js';
import type { Outbox } from './mail/outbox.js';
import type { Jobs } from './jobs/queue.js';
import type { CatalogCache } from './catalog/cache.js';
import type { LegCache } from './search/search.js';
import type { PaymentProvider } from './payments/provider.js';

/** What route modules need from the app, handed to them by buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Tokens that open one booking for an hour (manage booking by PNR and last name). */
  manageTokens: ManageTokens;
  limiters: Limiters;
  mailer: Mailer;
  catalog: CatalogCache;
  /** Recent search rows (see LegCache). */
  legCache: LegCache;
  /** Mail written in the caller's transaction (`enqueue`) and sent after its commit (`kick`). */
  outbox: Outbox;
  /** The background job queue; null when the app runs without one (most tests). */
  jobs: Jobs | null;
  /** The configured payment provider (PAYMENT_PROVIDER), made once at start-up. */
  payments: PaymentProvider;
}
