import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import type { FieldMessages } from './use-checked-form';

/**
 * Puts the server's fieldErrors beside the matching form fields.
 * Returns true when at least one field received a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** The server's fieldErrors for the given fields, for a form without react-hook-form; null when none. */
export function serverFieldMessages(error: unknown, fields: readonly string[]): FieldMessages | null {
  if (!(error instanceof ApiError)) return null;
  const messages: FieldMessages = {};
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) messages[field] = message;
  }
  return Object.keys(messages).length > 0 ? messages : null;
}
