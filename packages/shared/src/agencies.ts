import { z } from 'zod';
import { accountEmailSchema, accountNameSchema } from './accounts.js';
import { isoDate } from './catalog.js';
import { afterFieldChecks, says } from './fields.js';

// Travel agencies (issue 32, API.md "Travel agencies (B2B)"): agencies, their wallets as ledgers, consent codes.

const text = (max: number) => z.string().trim().max(max);

/** `POST /api/admin/agencies`: a licensed agency with its credit limit (whole taka) and commission (percent). */
export const agencyBody = z.object({
  name: text(200).min(1),
  registrationNumber: text(60).min(1),
  address: text(500).default(''),
  phone: text(40).default(''),
  email: z.union([accountEmailSchema, z.literal('')]).default(''),
  creditLimit: z.number().int().min(0).max(1_000_000_000),
  /** At most two decimals (7.5 or 7.25). */
  commissionPercent: z.number().min(0).max(100).multipleOf(0.01),
});
export type AgencyBody = z.infer<typeof agencyBody>;

export const AGENCY_STATUSES = ['active', 'suspended'] as const;

export const agencySchema = z.object({
  _id: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  creditLimit: z.number(),
  commissionPercent: z.number(),
  status: z.enum(AGENCY_STATUSES),
  createdAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

/** `POST /api/admin/agencies/:id/users`: an agent of the agency, invited by mail to set a password. */
export const agencyUserBody = z.object({ name: accountNameSchema, email: accountEmailSchema });

export const agencyUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.literal('agent'), agencyId: z.string() });

/** `POST /api/admin/agencies/:id/deposits`: money the agency paid in, with its bank or receipt reference. */
export const depositBody = z.object({ amount: z.number().int().min(1).max(1_000_000_000), reference: text(100).min(1) });

export const LEDGER_KINDS = ['deposit', 'sale', 'commission', 'refund', 'adjustment'] as const;

/** One entry of a wallet: credits positive, debits negative (whole taka); never changed once written. */
export const ledgerEntrySchema = z.object({
  _id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  reference: z.string(),
  pnr: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `GET /api/agency`: the agency, its balance (the ledger's sum), credit limit and what it may still spend. */
export const agencyOverviewSchema = z.object({ agency: agencySchema, balance: z.number(), creditLimit: z.number(), available: z.number() });
export type AgencyOverview = z.infer<typeof agencyOverviewSchema>;

/** The 6-digit code a booking's contact gives the agent to consent to a cancellation. */
export const consentCodeSchema = z.string().trim().regex(/^\d{6}$/);

/** `POST /api/admin/agencies/:id/adjustments`: a correction of the wallet (signed whole taka) and why. */
export const adjustmentBody = z.object({
  amount: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, says('agency.adjustmentZero')),
  reason: text(200).min(1),
});

/** At most this many days in one statement (a year and a day). */
export const STATEMENT_DAYS_MAX = 366;

/** `GET /api/agency/statement` (and the admin's of one agency): the days of Dhaka, as JSON, CSV or PDF. */
export const statementQuery = z
  .object({
    from: isoDate('The first day'),
    to: isoDate('The last day'),
    format: z.enum(['json', 'csv', 'pdf'], says('statement.formatChoice')).optional().default('json'),
  })
  .refine((q) => q.from <= q.to, { ...says('report.lastBeforeFirst'), path: ['to'], ...afterFieldChecks })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_DAYS_MAX, {
    ...says('statement.tooManyDays', { max: STATEMENT_DAYS_MAX }),
    path: ['to'],
    ...afterFieldChecks,
  });
export type StatementQuery = z.output<typeof statementQuery>;

/** A wallet's statement of a period: the balance before it, every entry in it (oldest first), the totals by kind, the balance after. */
export const agencyStatementSchema = z.object({
  agency: agencySchema,
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  closing: z.number(),
  totals: z.object(Object.fromEntries(LEDGER_KINDS.map((k) => [k, z.number()])) as Record<(typeof LEDGER_KINDS)[number], z.ZodNumber>),
  entries: z.array(ledgerEntrySchema.extend({ balance: z.number() })),
});
export type AgencyStatement = z.infer<typeof agencyStatementSchema>;

/**
 * One of an agency's commission rules (issue 32, by the booking classes of issue 31): a route (both places' ids, or
 * neither: every route), a booking class (one letter, or none: every class) and the days of sale it holds for (Dhaka
 * days; either end open). A leg earns the most specific rule in force when paid; none: the agency's own percent.
 */
export const commissionRule = z
  .object({
    fromId: z.string().uuid().nullable().default(null),
    toId: z.string().uuid().nullable().default(null),
    fareClass: z
      .string()
      .trim()
      .regex(/^[A-Z]$/, says('agency.commissionClass'))
      .nullable()
      .default(null),
    percent: z.number().min(0).max(100).multipleOf(0.01),
    validFrom: isoDate('The first day').nullable().default(null),
    validTo: isoDate('The last day').nullable().default(null),
  })
  .refine((r) => (r.fromId === null) === (r.toId === null), { ...says('agency.commissionRoute'), path: ['toId'], ...afterFieldChecks })
  .refine((r) => r.validFrom === null || r.validTo === null || r.validFrom <= r.validTo, { ...says('report.lastBeforeFirst'), path: ['validTo'], ...afterFieldChecks });
export type CommissionRule = z.output<typeof commissionRule>;

/** `PUT /api/admin/agencies/:id/commission-rules`: the agency's rules, replacing those it had. */
export const commissionRulesBody = z.object({ rules: z.array(commissionRule).max(200) });

/** A partner API key as listed (admin): its name and first characters, live or revoked; the secret is shown once, when made. */
export const apiKeyView = z.object({ _id: z.string(), name: z.string(), prefix: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() });
export type ApiKeyView = z.infer<typeof apiKeyView>;
