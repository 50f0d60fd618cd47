import { fareRoutes } from './fares/routes.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/open.js';
import type { AppContext } from './context.js';
import { createTokenService, registerAuth } from './http/auth.js';
import { HttpError, notFound, registerErrorHandling, registerInputHygiene, UNAVAILABLE_RETRY_SECONDS } from './http/errors.js';
import { registerJsonBody } from './http/json-body.js';
import { registerLanguage } from './http/language.js';
import { createLimiters } from './http/rate-limit.js';
import { securityHeaders } from './http/security.js';
import { warnOfUntrustedProxy } from './http/forwarded.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { withSms } from './sms/sms-mail.js';
import { smsProviderOf } from './sms/sms-provider.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { outboxContext } from './mail/outbox.js';
import type { Jobs } from './jobs/queue.js';
import { accountRoutes } from './accounts/routes.js';
import { googleRoutes } from './accounts/google-routes.js';
import { findSessionUser } from './accounts/accounts.repo.js';
import { imageRoutes } from './images/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { scheduleRoutes } from './schedules/routes.js';
import { auditRoutes } from './audit/routes.js';
import { reportRoutes } from './reports/routes.js';
import { CatalogCache } from './catalog/cache.js';
import { LegCache } from './search/search.js';
import { travellerRoutes } from './travellers/routes.js';
import { searchRoutes } from './search/routes.js';
import { bookingRoutes } from './bookings/routes.js';
import { checkInRoutes } from './checkin/routes.js';
import { serviceRoutes } from './services/routes.js';
import { receiptRoutes } from './receipts/routes.js';
import { createManageTokens } from './manage-booking/manage-token.js';
import { manageBookingRoutes } from './manage-booking/routes.js';
import { flightStatusRoutes } from './flight-status/routes.js';
import { siteRoutes } from './site/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { agencyRoutes } from './agencies/routes.js';
import { PARTNER_FLOW, readApiKey } from './agencies/api-keys.js';
import { consume } from './http/rate-limit.js';
import { paymentProviderOf } from './payments/configure.js';
import { testPaymentRecord } from './payments/payments.repo.js';
import type { PaymentProvider } from './payments/provider.js';
import { registerTicketMail } from './bookings/ticket-documents.js';
import { registerExpireHolds } from './jobs/expire-holds.js';
import { registerRefundJobs } from './jobs/refund.js';
import { registerReconcilePayments } from './jobs/reconcile-payments.js';
import { registerSmsReminders } from './jobs/sms-reminders.js';
import { registerPrivateAnswers } from './http/private-answers.js';
import { registerMetrics } from './metrics/metrics.js';
import { serveWebApp } from './web/static.js';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The signing key of session tokens. */
  jwtSecret: string;
  mailer?: Mailer;
  /** The job queue (main.ts opens, starts and stops it); without one, outbox mail is delivered in-process. */
  jobs?: Jobs;
  /** Another payment provider than the configured one (tests). */
  paymentProvider?: PaymentProvider;
  /** Where SMS go (tests pass one that records them); otherwise SMS_PROVIDER decides. */
  smsProvider?: SmsProvider;
  /** Hands the app's context to the caller (tests call domain logic with it). */
  onContext?: (ctx: AppContext) => void;
  logger?: FastifyServerOptions['logger'];
}

/** Query parameters whose values are secrets and must not reach a log line. */
const secretParams = /([?&](?:token)=)[^&]*/gi;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.replace(secretParams, '$1[redacted]'), remoteAddress: req.ip }),
    },
  };
}

/** The whole application, ready to `inject` or `listen`; it never listens itself. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // An inline image data URL is a third larger than the image; leave room for the other fields.
    bodyLimit: Math.ceil(config.imageMaxBytes * 1.4) + 256 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Ids unique across processes; a reverse proxy's X-Request-Id is kept, so one id follows a request through.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Clients send "application/json; charset=UTF-8" as well as the bare type, and send it on calls without a body too.
  registerJsonBody(app);

  const sms = options.smsProvider ?? smsProviderOf(config, app.log);
  const ctx: AppContext = {
    config,
    database,
    tokens: createTokenService(options.jwtSecret),
    manageTokens: createManageTokens(options.jwtSecret),
    limiters: createLimiters(config.rateLimits, config.redisUrl),
    catalog: new CatalogCache(database, config.publicUrl),
    // On PostgreSQL the rows are kept only while other processes' seat notices can arrive (decision 022).
    legCache: new LegCache({ ttlMs: config.searchCacheMs, announce: database.announceSeatChange, live: database.kind === 'pglite' }),
    // SMS ride the mail outbox (rows addressed sms:+880…) and leave through the SMS provider (sms/sms-mail.ts).
    mailer: withSms(options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log }), () => sms),
    ...outboxContext(app, { database, jobs: options.jobs, mailer: () => ctx.mailer, from: config.mailFrom, kickDelayMs: config.outboxDeliveryDelayMs }),
    payments: options.paymentProvider ?? paymentProviderOf(config, options.jwtSecret, (id) => testPaymentRecord(database.db, id)),
  };
  registerTicketMail(ctx.outbox, database.db, config.publicUrl);
  options.onContext?.(ctx);
  if (ctx.jobs) {
    registerExpireHolds(ctx.jobs, ctx);
    registerRefundJobs(ctx.jobs, ctx, app.log);
    registerReconcilePayments(ctx.jobs, ctx, app.log);
    registerSmsReminders(ctx.jobs, ctx, app.log);
  }

  registerErrorHandling(app);
  registerMetrics(app, { db: database.db, token: config.metricsToken, trustProxy: config.trustProxy });
  registerLanguage(app);
  registerInputHygiene(app);
  if (!config.trustProxy) warnOfUntrustedProxy(app);
  registerPrivateAnswers(app);
  await app.register(helmet, securityHeaders(config.publicUrl));
  // JSON and text answers of 1 KB or more go compressed to clients that accept it (lists and searches shrink about
  // four times on a phone's network). Brotli at a low quality: near gzip's CPU, smaller output. The built web app's
  // files already carry their encoding and are left as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cors, {
    origin: [new URL(config.publicUrl).origin, ...config.corsOrigins.map((o) => new URL(o).origin)],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    // Paged lists say how many rows match in all (exact or estimated), and where the next page is.
    exposedHeaders: ['X-Total-Count', 'X-Total-Count-Estimated', 'Link'],
    maxAge: 600,
  });
  database.onCatalogChange(() => ctx.legCache.forget());
  database.onSeatChange((listening) => ctx.legCache.setLive(listening));
  registerAuth(app, ctx.tokens, (id, version) => findSessionUser(database.db, id, version), (token) => ctx.manageTokens.read(token), {
    adminRequireTotp: config.adminRequireTotp,
    agentRequireTotp: config.agentRequireTotp,
    readApiKey: (key) => readApiKey(database.db, key),
    limitApiKey: (keyId) => consume(ctx.limiters.partnerPerKey, keyId, 'rateLimit.partner'),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tarmac API', version: '1.0.0', description: PARTNER_FLOW },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, partnerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const r = app.withTypeProvider<ZodTypeProvider>();
  // Alive: the process answers (a supervisor restarts it when this fails). Ready: it can serve, its database answers
  // (a load balancer sends it no traffic while this is 503).
  r.get('/api/health', {
    config: { audience: 'public' },
    schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/api/ready', {
    config: { audience: 'public' },
    schema: { response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } },
    handler: async () => {
      try {
        await database.ping();
      } catch {
        throw new HttpError(503, 'http.unavailable', undefined, { headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } });
      }
      return { status: 'ready' as const, database: database.kind };
    },
  });

  accountRoutes(app, ctx);
  await googleRoutes(app, ctx, options.jwtSecret);
  catalogRoutes(app, ctx);
  scheduleRoutes(app, ctx);
  auditRoutes(app, ctx);
  reportRoutes(app, ctx);
  travellerRoutes(app, ctx);
  searchRoutes(app, ctx);
  bookingRoutes(app, ctx);
  checkInRoutes(app, ctx);
  serviceRoutes(app, ctx);
  receiptRoutes(app, ctx);
  manageBookingRoutes(app, ctx);
  flightStatusRoutes(app, ctx);
  fareRoutes(app, ctx);
  agencyRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  siteRoutes(app, ctx);
  imageRoutes(app, database.db);
  const webPage = config.webDist ? await serveWebApp(app, config.webDist, { hotline: config.hotline }) : null;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !path.extname(pathname);
    if (webPage && isPage) return webPage(reply, request);
    throw notFound('http.noRoute', { method: request.method, path: pathname });
  });

  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await ctx.limiters.close();
  });
  return app;
}
