import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/open.js';
import { HttpError } from '../http/errors.js';
import { jobsWaiting, orderFigures } from './metrics.repo.js';

/**
 * `GET /metrics` in Prometheus' text format (prom-client): request durations by route and status, the job queue's
 * depth, the mail outbox's age, payments pending, paid-but-not-ticketed, refunds overdue, and the process's own
 * figures. Served to loopback callers (a scraper on the machine, or through a proxy that is trusted and says the
 * caller is local) and to callers with `METRICS_TOKEN` as a bearer token; everyone else gets 403.
 * One registry per app, so several apps in one process (tests) never share figures.
 */
export function registerMetrics(app: FastifyInstance, options: { db: Db; token?: string; trustProxy: unknown }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tarmac_process_' });

  const durations = new Histogram({
    name: 'tarmac_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/bookings/:pnr), never the raw URL: a bounded set of series. No route: one series.
    const route = request.routeOptions.url ?? 'no route';
    if (route === '/metrics') return;
    durations.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const gauge = (name: string, help: string, read: (g: Gauge) => Promise<void>, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        await read(this);
      },
    });
  // The order's figures are read once per scrape, shared by their gauges.
  let figures: ReturnType<typeof orderFigures> | null = null;
  const figure = (key: keyof Awaited<ReturnType<typeof orderFigures>>) => async (g: Gauge) => {
    figures ??= orderFigures(options.db).finally(() => setImmediate(() => (figures = null)));
    g.set((await figures)[key]);
  };
  gauge('tarmac_payments_pending', 'Payments started and not yet paid, failed or closed.', figure('paymentsPending'));
  gauge('tarmac_payments_pending_oldest_seconds', 'Age of the oldest payment still pending (0: none).', figure('oldestPendingPaymentSeconds'));
  gauge('tarmac_payments_paid_not_ticketed', 'Payments of the last 7 days taken as paid whose booking was never ticketed and is not refunded.', figure('paidNotTicketed'));
  gauge('tarmac_refunds_overdue', 'Refunds not done after the date the traveller was promised.', figure('refundsOverdue'));
  gauge('tarmac_refunds_failed', 'Refunds the provider refused every time they were asked (an admin must act).', figure('refundsFailed'));
  gauge('tarmac_outbox_waiting', 'Mails written and not yet delivered.', figure('outboxWaiting'));
  gauge('tarmac_outbox_oldest_seconds', 'Age of the oldest mail not yet delivered (0: none).', figure('outboxOldestSeconds'));
  gauge(
    'tarmac_jobs_waiting',
    'Background jobs waiting to run (created or to be retried), by queue.',
    async (g) => {
      g.reset();
      for (const { name, waiting } of await jobsWaiting(options.db)) g.set({ queue: name }, waiting);
    },
    ['queue'],
  );

  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, options.token, options.trustProxy)) throw new HttpError(403, 'metrics.refused');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The token as a bearer, or a caller on this machine that no untrusted proxy stands in front of. */
function mayRead(request: FastifyRequest, token: string | undefined, trustProxy: unknown): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  // Behind a proxy that is not trusted, every caller looks local: a forwarded request is then not a local one.
  if (!trustProxy && request.headers['x-forwarded-for'] !== undefined) return false;
  return LOOPBACK.test(request.ip);
}
