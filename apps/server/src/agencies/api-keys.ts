import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyView } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { hashPassword } from '../accounts/passwords.js';
import type { AuthUser } from '../http/auth.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { agencyOrNotFound } from './agencies.js';
import * as repo from './agencies.repo.js';

/** Keys look like `tmk_` and 40 random base64url characters; only their SHA-256 is stored. */
const KEY_PREFIX = 'tmk_';
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const view = (k: Awaited<ReturnType<typeof repo.insertApiKey>>): ApiKeyView => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/**
 * A new API key of the agency (admin): an agent account of its own (named after the key, with an unusable password)
 * that bookings, ledger and audit entries name, and the key's hash. Answers the key itself, this once.
 */
export async function createApiKey(db: Db, agencyId: string, name: string, actor: Actor): Promise<ApiKeyView & { key: string }> {
  await agencyOrNotFound(db, agencyId);
  const key = `${KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const agent = await repo.insertAgent(tx, { name: `API key: ${name}`, email: `api-key-${randomBytes(8).toString('hex')}@partner.invalid`, passwordHash, agencyId });
    const row = await repo.insertApiKey(tx, { agencyId, userId: agent!.id, name, prefix: key.slice(0, 10), keyHash: hashKey(key) });
    await recordAudit(tx, actor, { entity: 'agency', entityId: agencyId, action: 'api-key-create', after: { keyId: row.id, name, prefix: row.prefix } });
    return { ...view(row), key };
  });
}

export async function listApiKeys(db: Db, agencyId: string): Promise<ApiKeyView[]> {
  await agencyOrNotFound(db, agencyId);
  return (await repo.apiKeysOf(db, agencyId)).map(view);
}

/** Revokes a key (admin): it stops working at once; the others of the agency go on (rotation). */
export async function revokeApiKey(db: Db, agencyId: string, keyId: string, actor: Actor): Promise<ApiKeyView> {
  return db.transaction(async (tx) => {
    const row = await repo.revokeApiKey(tx, agencyId, keyId);
    if (!row) throw new NotFoundError('agency.apiKeyNotFound');
    await recordAudit(tx, actor, { entity: 'agency', entityId: agencyId, action: 'api-key-revoke', after: { keyId, prefix: row.prefix } });
    return view(row);
  });
}

/** The agent an `X-Api-Key` acts as, with the key's id (its rate limit's key); null for a wrong or revoked key. */
export async function readApiKey(db: Db, key: string): Promise<{ user: AuthUser; keyId: string } | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const row = await repo.findLiveApiKey(db, hashKey(key));
  if (!row || row.role !== 'agent' || !row.agencyId) return null;
  return { keyId: row.keyId, user: { id: row.id, role: row.role, email: row.email, name: row.name, agencyId: row.agencyId } };
}

/** The partner API's example flow, in the OpenAPI document's description. */
export const PARTNER_FLOW = [
  'Partner API (travel agencies): send `X-Api-Key: tmk_…` (made by the airline at `POST /api/admin/agencies/:id/api-keys`, shown once) instead of a session; the key acts as its agency. Each key may make `PARTNER_RATE_PER_MINUTE` calls a minute (429 with `Retry-After` beyond).',
  '',
  'Example flow: 1. search `GET /api/show-search-flight-result?…`; 2. hold `POST /api/bookings` with the passengers\' full details and the traveller\'s contact (402 when the agency\'s unpaid holds would pass what its wallet can pay; each key holds at most `AGENT_HOLD_MAX` at once); 3. pay from the wallet and ticket `POST /api/bookings/{pnr}/pay-from-wallet` (402 with `shortfall` when the wallet is short); 4. retrieve `GET /api/bookings/{pnr}` and `GET /api/bookings/{pnr}/ticket.pdf`; 5. cancel with consent: `POST /api/bookings/{pnr}/consent-requests` (a code is mailed to the traveller), `POST /api/bookings/{pnr}/cancellation-quote`, then `POST /api/bookings/{pnr}/cancel {quoteId, consentCode}`: the refund returns to the wallet (`GET /api/agency/ledger`, paged with `?limit&after` like `GET /api/agency/bookings`).',
].join('\n');
