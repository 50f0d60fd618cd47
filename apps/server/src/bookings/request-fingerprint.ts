import { createHash } from 'node:crypto';

/** JSON with every object's keys in one order and undefined members left out: one text per value, however it was sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a booking request: a SHA-256 of who asks (the account, or nobody) and the body as the schema
 * normalised it (trimmed, e-mail in lower case, keys in any order). An Idempotency-Key replays a booking only for a
 * request with the same fingerprint.
 */
export function requestFingerprint(bookerId: string | null, body: unknown): string {
  return createHash('sha256').update(canonical({ booker: bookerId, body })).digest('base64url');
}
