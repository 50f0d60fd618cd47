import { z } from 'zod';
import { sentence, sentenceKey, type SentenceId, type SentenceValue, type SentenceValues } from './sentences/index.js';

/**
 * A schema's message by id (docs/decisions/030): zod 4 keeps an issue's message a string, so the id and its values
 * travel as a sentence key (`id|{"max":30}`), said in the reader's language where it is shown (the server's error
 * answers, the web's localSentence). Limits are values, never written into the catalog's text.
 */
export const says = (id: SentenceId, values?: SentenceValues) => ({ error: sentenceKey(id, values) });

/** A field's label: a label sentence (said in the reader's language) or, for staff-only fields, plain English. */
export type Label = Extract<SentenceId, `label.${string}`> | (string & {});
export const labelValue = (label: Label): SentenceValue => (label.startsWith('label.') ? sentence(label as SentenceId) : label);

const PHONE_CHARACTERS = /^[+()\-\s0-9]*$/;
const PHONE_MAX = 30;

/** A phone number: required (with the sentence given) or optional, at most 30 characters. */
export function phoneNumber(required?: SentenceId) {
  const base = z.string({ error: required ? sentenceKey(required) : 'A phone number must be text.' }).trim();
  const sized = required ? base.min(1, says(required)) : base;
  return sized.max(PHONE_MAX, says('phone.tooLong', { max: PHONE_MAX })).regex(PHONE_CHARACTERS, says('phone.characters'));
}

/** An optional e-mail address: '' when left out. */
export const optionalEmail = () => z.union([z.literal(''), z.email(says('account.emailInvalid'))]).optional().default('');

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
