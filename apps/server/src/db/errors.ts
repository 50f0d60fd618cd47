import { DuplicateError, InUseError } from '../lib/domain-errors.js';
import type { Sentence } from '@tarmac/shared';

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The name of the constraint a failed query broke, if the driver says. */
export function pgConstraint(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Runs a write; when it would repeat a unique value, throws DuplicateError with the sentence given. */
export async function uniqueOr<T>(write: () => Promise<T>, duplicate: () => Sentence): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      const said = duplicate();
      throw new DuplicateError(said.id, said.values);
    }
    throw err;
  }
}

/**
 * Runs a delete; when other rows still refer to the row, throws InUseError with the sentence given. The
 * foreign keys decide atomically whether anything still uses it, so nothing is half-deleted.
 */
export async function unreferencedOr<T>(remove: () => Promise<T>, inUse: () => Promise<Sentence>): Promise<T> {
  try {
    return await remove();
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      const said = await inUse();
      throw new InUseError(said.id, said.values);
    }
    throw err;
  }
}

/** The first row a query finds for an id, or the error given; a malformed id (not a UUID) finds nothing without asking. */
export async function rowById<T>(id: string, query: () => Promise<T[]>, missing: () => Error): Promise<T> {
  const [row] = isUuid(id) ? await query() : [];
  if (row === undefined) throw missing();
  return row;
}

/**
 * Whether a failure means the database could not be reached or stopped answering, and how:
 * - `refused`: no statement ran (the connection was refused, none was free, PostgreSQL is starting or shutting
 *   down, or it is out of connections), so nothing was changed;
 * - `lost`: a connection broke while a statement was on its way, so a write may or may not have been made;
 * - undefined: any other failure.
 */
export function databaseUnavailable(err: unknown): 'refused' | 'lost' | undefined {
  const seen = new Set<unknown>();
  const visit = (e: unknown): 'refused' | 'lost' | undefined => {
    if (!e || typeof e !== 'object' || seen.has(e)) return undefined;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (refusedCodes.has(code)) return 'refused';
      if (lostCodes.has(code) || code.startsWith('08')) return 'lost';
    }
    const message = e instanceof Error ? e.message : '';
    if (refusedMessages.some((m) => m.test(message))) return 'refused';
    if (lostMessages.some((m) => m.test(message))) return 'lost';
    // drizzle wraps the driver's error as `cause`; a connection to a name with several addresses fails with each one.
    const inner = [(e as { cause?: unknown }).cause, ...(((e as { errors?: unknown }).errors as unknown[] | undefined) ?? [])];
    for (const i of inner) {
      const found = visit(i);
      if (found) return found;
    }
    return undefined;
  };
  return visit(err);
}

/** Failures before any statement ran: connecting failed, or PostgreSQL said no to the connection. */
const refusedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);
/** Failures of a connection in use: the server went away (or was told to end it) while a statement ran. */
const lostCodes = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P05']);
const refusedMessages = [/timeout exceeded when trying to connect/i, /Connection terminated due to connection timeout/i, /Cannot use a pool after calling end/i, /PGlite is clos(ed|ing)/i];
const lostMessages = [/Connection terminated/i, /connection error and is not queryable/i, /Client was closed and is not queryable/i];
