import path from 'node:path';
import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_FARE_PERCENT, SEAT_CAPACITY_DEFAULT, SEAT_CAPACITY_MAX } from '@tarmac/shared';

/** The footer's hotline when `HOTLINE` is not set: a demo number, not the airline's (README, Configuration). */
export const DEMO_HOTLINE = '+880 9610-000000';

/** An empty variable means the same as an unset one (`X=` in a compose file or a CI job): the default, or nothing. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');
const positiveInt = (fallback: number) => wholeNumber().positive('must be above 0').default(fallback);

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/**
 * The only reader of process.env: every setting, validated once at start-up and turned into the Config the
 * app reads. A bad value stops the server with a sentence naming the variable.
 */
const configSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0).max(65535, 'must be at most 65535').default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: unsetIfEmpty(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: wholeNumber().min(1).max(100, 'must be at most 100').default(10),
    PUBLIC_URL: unsetIfEmpty(z.url().optional()),
    JWT_SECRET: unsetIfEmpty(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: unsetIfEmpty(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
    MAIL_FROM: z.string().default('Tarmac <no-reply@tarmac.example>'),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.url('must be a comma-separated list of origins such as https://app.example.com'))),
    ADMIN_EMAIL: unsetIfEmpty(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: unsetIfEmpty(z.string().min(8, 'must be at least 8 characters').optional()),
    ADMIN_NAME: z.string().default('Tarmac Admin'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    IMAGE_MAX_BYTES: positiveInt(2 * 1024 * 1024),
    SEAT_CAPACITY_DEFAULT: wholeNumber().min(1).max(SEAT_CAPACITY_MAX, `must be at most ${SEAT_CAPACITY_MAX}`).default(SEAT_CAPACITY_DEFAULT),
    SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
    ADMIN_REQUIRE_TOTP: unsetIfEmpty(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
    AGENT_REQUIRE_TOTP: unsetIfEmpty(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
    TRUST_PROXY: unsetIfEmpty(z.string().optional()),
    RATE_SIGNIN_PER_IP: positiveInt(30),
    RATE_SIGNIN_PER_EMAIL: positiveInt(10),
    RATE_RESET_PER_IP: positiveInt(10),
    RATE_RESET_PER_EMAIL: positiveInt(3),
    /** A partner API key's calls per minute (issue 32), shared by every process through REDIS_URL. */
    PARTNER_RATE_PER_MINUTE: positiveInt(600),
    WEB_DIST: unsetIfEmpty(z.string().optional()),
    REDIS_URL: unsetIfEmpty(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
    METRICS_TOKEN: unsetIfEmpty(z.string().min(16, 'must be at least 16 characters').optional()),
    SELLER_NAME: unsetIfEmpty(z.string().max(120).optional()),
    SMS_PROVIDER: unsetIfEmpty(z.enum(['outbox', 'bulksmsbd'], 'must be outbox or bulksmsbd').optional()),
    BULKSMSBD_URL: unsetIfEmpty(z.url().optional()),
    BULKSMSBD_API_KEY: unsetIfEmpty(z.string().optional()),
    BULKSMSBD_SENDER_ID: unsetIfEmpty(z.string().optional()),
    SELLER_BIN: unsetIfEmpty(z.string().regex(/^[0-9-]{9,20}$/, 'must be the 9 to 13 digit BIN (digits and hyphens)').optional()),
    SELLER_ADDRESS: unsetIfEmpty(z.string().max(300).optional()),
    NODE_ENV: unsetIfEmpty(z.string().optional()),
    BOOKING_HOLD_SECONDS: wholeNumber().min(30, 'must be at least 30').default(1200),
    SEARCH_CACHE_MS: wholeNumber().min(0, 'must be 0 or more').max(60_000, 'must be at most 60000').default(2000),
    HOLD_MAX_PER_ACCOUNT: positiveInt(2),
    AGENT_HOLD_MAX: positiveInt(20),
    HOLD_MAX_PER_IP: wholeNumber().min(0, 'must be 0 (no limit) or more').default(6),
    HOLD_MAX_FLIGHT_PERCENT: wholeNumber().min(1, 'must be from 1 to 100').max(100, 'must be from 1 to 100').default(30),
    RATE_SIGNUP_PER_IP: positiveInt(30),
    CHILD_FARE_PERCENT: wholeNumber().min(0).max(100, 'must be at most 100').default(DEFAULT_FARE_PERCENT.child),
    INFANT_FARE_PERCENT: wholeNumber().min(0).max(100, 'must be at most 100').default(DEFAULT_FARE_PERCENT.infant),
    RATE_MANAGE_PER_IP: positiveInt(30),
    RATE_MANAGE_PER_PNR: positiveInt(10),
    RATE_CONTACT_PER_IP: positiveInt(10),
    PAYMENT_PROVIDER: unsetIfEmpty(z.enum(['sslcommerz', 'test'], { error: 'must be sslcommerz or test' }).optional()),
    SSLCOMMERZ_STORE_ID: unsetIfEmpty(z.string().optional()),
    SSLCOMMERZ_STORE_PASSWORD: unsetIfEmpty(z.string().optional()),
    SSLCOMMERZ_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
    SSLCOMMERZ_BASE_URL: unsetIfEmpty(z.url().optional()),
    /** Google sign-in through OpenID Connect (issue 35): on when the client id and secret are both set. */
    GOOGLE_CLIENT_ID: unsetIfEmpty(z.string().optional()),
    GOOGLE_CLIENT_SECRET: unsetIfEmpty(z.string().optional()),
    GOOGLE_ISSUER: z.url('must be the OpenID Connect issuer URL').default('https://accounts.google.com'),
    CHECKIN_OPENS_HOURS: wholeNumber().min(1, 'must be at least 1').max(24 * 14, 'must be at most 336').default(48),
    CHECKIN_CLOSES_MINUTES: wholeNumber().min(0).max(24 * 60, 'must be at most 1440').default(60),
    CHANGE_CLOSES_HOURS: wholeNumber().min(0).max(24 * 14, 'must be at most 336').default(3),
    // A PEM in one environment variable often arrives with its line ends written as \n.
    BCBP_SIGNING_KEY: unsetIfEmpty(
      z
        .string()
        .transform((v) => v.replace(/\\n/g, '\n').trim())
        .refine(isP256PrivateKey, 'must be an ECDSA P-256 private key in PEM (-----BEGIN PRIVATE KEY----- or -----BEGIN EC PRIVATE KEY-----)')
        .optional(),
    ),
    AIRLINE_CODE: z.string().regex(/^[A-Z0-9]{2,3}$/, 'must be a 2- or 3-character airline designator such as TM').default('TM'),
    HOTLINE: z
      .string()
      .trim()
      .regex(/^\+?\d[\d -]{4,22}\d$/, 'must be a telephone number of digits, spaces and dashes, such as +880 9610-000000')
      .default(DEMO_HOTLINE),
    RUN_JOBS: unsetIfEmpty(z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')),
    /** A test aid only: delay before this process delivers outbox mail after a commit (the crash test's window). */
    OUTBOX_DELIVERY_DELAY_MS: wholeNumber().min(0).default(0),
  })
  .transform((e, ctx) => {
    if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
      return z.NEVER;
    }
    if (e.RUN_JOBS === 'false' && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        message: 'RUN_JOBS=false needs DATABASE_URL: with the embedded database this is the only process, so nothing else would run the background jobs',
      });
      return z.NEVER;
    }
    if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' });
      return z.NEVER;
    }
    if (e.SMS_PROVIDER === 'bulksmsbd' && (!e.BULKSMSBD_API_KEY || !e.BULKSMSBD_SENDER_ID)) {
      ctx.addIssue({ code: 'custom', message: 'SMS_PROVIDER=bulksmsbd needs BULKSMSBD_API_KEY and BULKSMSBD_SENDER_ID' });
      return z.NEVER;
    }
    return {
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      /** Connections each process keeps to PostgreSQL (plus one for catalogue change notices). */
      databasePoolSize: e.DATABASE_POOL_SIZE,
      dataDir: path.resolve(e.DATA_DIR),
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      jwtSecret: e.JWT_SECRET,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      corsOrigins: e.CORS_ORIGINS,
      admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
      logLevel: e.LOG_LEVEL,
      imageMaxBytes: e.IMAGE_MAX_BYTES,
      seedDemo: e.SEED_DEMO,
      /** Admin calls refuse a session not signed in with a second factor (TOTP or a recovery code). */
      adminRequireTotp: e.ADMIN_REQUIRE_TOTP === 'true',
      agentRequireTotp: e.AGENT_REQUIRE_TOTP === 'true',
      /** Seats of a flight created without a seat capacity. */
      defaultSeatCapacity: e.SEAT_CAPACITY_DEFAULT,
      trustProxy: e.TRUST_PROXY === undefined ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
      rateLimits: {
        signinPerIp: e.RATE_SIGNIN_PER_IP,
        signinPerEmail: e.RATE_SIGNIN_PER_EMAIL,
        resetPerIp: e.RATE_RESET_PER_IP,
        resetPerEmail: e.RATE_RESET_PER_EMAIL,
        signupPerIp: e.RATE_SIGNUP_PER_IP,
        managePerIp: e.RATE_MANAGE_PER_IP,
        managePerPnr: e.RATE_MANAGE_PER_PNR,
        contactPerIp: e.RATE_CONTACT_PER_IP,
        partnerPerMinute: e.PARTNER_RATE_PER_MINUTE,
      },
      /** Where rate-limit counters live when several processes must share them. */
      redisUrl: e.REDIS_URL,
      /** Lets a caller from another machine read GET /metrics (as `Authorization: Bearer …`); without it only loopback may. */
      metricsToken: e.METRICS_TOKEN,
      /**
       * Where SMS go (issue 33): `outbox` (the default) writes them to DATA_DIR/sms/; `bulksmsbd` sends them through
       * BulkSMSBD's HTTP API (BULKSMSBD_URL, default http://bulksmsbd.net; BULKSMSBD_API_KEY and BULKSMSBD_SENDER_ID).
       */
      sms:
        (e.SMS_PROVIDER ?? 'outbox') === 'outbox'
          ? ({ provider: 'outbox' } as const)
          : ({ provider: 'bulksmsbd', url: e.BULKSMSBD_URL ?? 'http://bulksmsbd.net', apiKey: e.BULKSMSBD_API_KEY ?? '', senderId: e.BULKSMSBD_SENDER_ID ?? '' } as const),
      /** The seller printed on VAT receipts (Mushak 6.3): name, Business Identification Number and address; demo defaults. */
      seller: {
        name: e.SELLER_NAME ?? 'Tarmac Airlines Ltd.',
        bin: e.SELLER_BIN ?? '000000000-0101',
        address: e.SELLER_ADDRESS ?? 'Hazrat Shahjalal International Airport, Kurmitola, Dhaka 1229, Bangladesh',
      },
      /** Folder of the built web app; absent in API-only tests. */
      webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
      nodeEnv: e.NODE_ENV,
      /** How long a booking is held for payment before its seats return to sale. */
      holdSeconds: e.BOOKING_HOLD_SECONDS,
      /** How long search rows are kept at most (0: not kept); every seat or flight change clears them sooner. */
      searchCacheMs: e.SEARCH_CACHE_MS,
      /** Held (unpaid, unexpired) bookings one account may have at once. */
      holdMaxPerAccount: e.HOLD_MAX_PER_ACCOUNT,
      /** Held bookings one agent (or API key) may have at once; the agency's wallet bounds them all (decision 053). */
      agentHoldMax: e.AGENT_HOLD_MAX,
      /** Unpaid holds one client address may make in an hour; 0: no limit (load tests from one machine). */
      holdMaxPerIp: e.HOLD_MAX_PER_IP,
      /** Percent of a flight's seats that may wait for payment at once, whoever holds them; 100: no limit. */
      holdMaxFlightPercent: e.HOLD_MAX_FLIGHT_PERCENT,
      /** What children and infants pay, as percent of the package's adult fare. */
      farePercents: { adult: 100, child: e.CHILD_FARE_PERCENT, infant: e.INFANT_FARE_PERCENT },
      payments: {
        provider: e.PAYMENT_PROVIDER ?? ('test' as const),
        /** PAYMENT_PROVIDER was set, not defaulted: the test provider under NODE_ENV=production needs this. */
        explicit: e.PAYMENT_PROVIDER !== undefined,
        sslcommerz:
          e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
            ? { storeId: e.SSLCOMMERZ_STORE_ID, storePassword: e.SSLCOMMERZ_STORE_PASSWORD, live: e.SSLCOMMERZ_MODE === 'live', baseUrl: e.SSLCOMMERZ_BASE_URL }
            : undefined,
      },
      /**
       * Google sign-in (OpenID Connect, authorization code with PKCE): the client registered with the issuer, whose
       * redirect URI is PUBLIC_URL + /api/auth/google/callback; unset, the Google button says it is unavailable.
       */
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : undefined,
      /** Online check-in opens this many hours and closes this many minutes before departure. */
      checkIn: { opensHours: e.CHECKIN_OPENS_HOURS, closesMinutes: e.CHECKIN_CLOSES_MINUTES },
      /** Changes of flight close this many hours before either departure (the old flight's and the new one's). */
      changeClosesHours: e.CHANGE_CLOSES_HOURS,
      /** The carrier designator written on boarding passes (BCBP). */
      airlineCode: e.AIRLINE_CODE,
      /** The hotline the site's footer gives (written into the page shell); a demo number until the airline sets its own. */
      hotline: e.HOTLINE,
      /** The PEM private key that signs boarding passes; unset: one generated into the data folder (bcbp-signing-key.pem). */
      bcbpSigningKey: e.BCBP_SIGNING_KEY,
      /**
       * Whether this process works the background jobs (mail delivery, hold expiry, refunds, sweeps). False on web
       * processes when `npm run start:worker` processes run them; they still queue jobs.
       */
      runJobs: e.RUN_JOBS === 'true',
      /** Test aid (OUTBOX_DELIVERY_DELAY_MS): how long after a commit this process waits before delivering mail. */
      outboxDeliveryDelayMs: e.OUTBOX_DELIVERY_DELAY_MS,
    };
  });

/** The settings as the app reads them. */
export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/**
 * WORKERS, how many app processes `npm run start:cluster` forks (trimmed; null when unset). A process-manager
 * setting rather than the app's, so it stays out of Config (the workers never read it); cluster.ts checks it.
 */
export function workersSetting(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.WORKERS?.trim() || null;
}

/**
 * JOB_WORKERS, how many job workers (`main.js --worker`) `npm run start:cluster` forks beside its web processes and
 * restarts like them (trimmed; null when unset, meaning none). Also a process-manager setting; cluster.ts checks it.
 */
export function jobWorkersSetting(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.JOB_WORKERS?.trim() || null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // "PORT must be a port number"; a rule across variables names them in its own sentence.
    const lines = parsed.error.issues.map((i) => [i.path.join('.'), i.message].filter(Boolean).join(' '));
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}.`);
  }
  return parsed.data;
}
