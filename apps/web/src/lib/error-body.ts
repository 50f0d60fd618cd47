import { errorBody, type ErrorBody } from '@tarmac/shared';

/**
 * An error answer's body read through the contract's schema; null when the body is not one. The API
 * client loads this module only when an answer fails, so zod stays out of the first download.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data : null;
}
