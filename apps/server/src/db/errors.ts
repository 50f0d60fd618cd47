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
