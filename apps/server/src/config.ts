import path from 'node:path';
import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback);

/** The only reader of process.env: every setting, validated once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0).max(65535, 'must be at most 65535').default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(100, 'must be at most 100').default(10),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('Tarmac <no-reply@tarmac.example>'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.url('must be a comma-separated list of origins such as https://app.example.com'))),
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8, 'must be at least 8 characters').optional()),
  ADMIN_NAME: z.string().default('Tarmac Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IMAGE_MAX_BYTES: positiveInt(2 * 1024 * 1024),
  SEAT_CAPACITY_DEFAULT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(850, 'must be at most 850').default(180),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  RATE_SIGNIN_PER_IP: positiveInt(30),
  RATE_SIGNIN_PER_EMAIL: positiveInt(10),
  RATE_RESET_PER_IP: positiveInt(10),
  RATE_RESET_PER_EMAIL: positiveInt(3),
  WEB_DIST: optionalString,
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to PostgreSQL (plus one for catalogue change notices). */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  admin: { email: string; password: string; name: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  imageMaxBytes: number;
  seedDemo: Env['SEED_DEMO'];
  /** Seats of a flight created without a seat capacity. */
  defaultSeatCapacity: number;
  trustProxy: boolean | string;
  rateLimits: { signinPerIp: number; signinPerEmail: number; resetPerIp: number; resetPerEmail: number };
  /** Where rate-limit counters live when several processes must share them. */
  redisUrl: string | undefined;
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}.`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  const trustProxy = e.TRUST_PROXY === undefined ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
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
    defaultSeatCapacity: e.SEAT_CAPACITY_DEFAULT,
    trustProxy,
    rateLimits: {
      signinPerIp: e.RATE_SIGNIN_PER_IP,
      signinPerEmail: e.RATE_SIGNIN_PER_EMAIL,
      resetPerIp: e.RATE_RESET_PER_IP,
      resetPerEmail: e.RATE_RESET_PER_EMAIL,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    redisUrl: e.REDIS_URL,
  };
}
