import { z } from 'zod';

const PHONE_CHARACTERS = /^[+()\-\s0-9]*$/;
const PHONE_MESSAGE = 'A phone number may contain only digits, spaces, +, - and brackets.';

/** A phone number: required (with the sentence given) or optional, at most 30 characters. */
export function phoneNumber(requiredMessage?: string) {
  const base = z.string({ error: requiredMessage ?? 'A phone number must be text.' }).trim();
  const sized = requiredMessage ? base.min(1, { error: requiredMessage }) : base;
  return sized.max(30, { error: 'A phone number must be at most 30 characters.' }).regex(PHONE_CHARACTERS, { error: PHONE_MESSAGE });
}

/** An optional e-mail address: '' when left out. */
export const optionalEmail = () => z.union([z.literal(''), z.email({ error: 'Please enter a valid e-mail address.' })]).optional().default('');

/**
 * The params of an object-level refinement that must run only once every field check has passed. zod runs an
 * object's `refine`/`superRefine` even when a field was refused (a `max` does not abort): one that loops over a
 * refused number (`rows: 1000000`) would block the server before the field's own answer, and one that does date
 * arithmetic on a refused date adds a second, wrong sentence. Cheap comparisons may go without it, so that a form
 * shows all its mistakes at once.
 */
export const afterFieldChecks = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * A number from a query string (decimal digits, as text) or a body (a JSON number). Only those: zod's coercion
 * would read `true` as 1 and `''` or `[]` as 0, so they reach `schema` as they are and are refused there.
 */
export const numberOrDigits = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);
