// Sentences by id (docs/decisions/030): what the server answers, mails and PDFs say and what the web shows of the
// shared schemas and toasts. This module holds only the types and the plain helpers; the catalogs are
// ./catalog-en.ts and ./catalog-bn.ts (plain data, imported where a sentence is said: the server's edge, the
// web's lazily loaded sentence chunk).
import type { en } from './catalog-en.js';
import { formatAmount, localDigits, type FormatLanguage } from '../format.js';

export type SentenceId = keyof typeof en;

/** Text whose digits are written in the language's digits (a date, a time): `digits('2030-01-01 09:30')`. */
export interface Digits {
  digits: string;
}
export type SentenceValue = string | number | Digits | Sentence;
export type SentenceValues = Record<string, SentenceValue>;

/** A sentence not yet said: its id and the values it is filled with, formatted in the caller's language at the edge. */
export interface Sentence {
  id: SentenceId;
  values?: SentenceValues;
}

export const sentence = (id: SentenceId, values?: SentenceValues): Sentence => (values ? { id, values } : { id });
export const digits = (text: string): Digits => ({ digits: text });

const isSentence = (v: object): v is Sentence => 'id' in v;

/**
 * A sentence as one string, where only a string fits (a zod issue's message, a toast's text): the id, then `|` and
 * the values as JSON when it has any. `readSentenceKey` takes it apart again with a split and a JSON.parse.
 */
export function sentenceKey(id: SentenceId, values?: SentenceValues): string {
  return values ? `${id}|${JSON.stringify(values)}` : id;
}

/** The id and values of a sentence key, or null for text that is not one (a plain sentence, zod's own wording). */
export function readSentenceKey(text: string, isId: (id: string) => boolean): Sentence | null {
  const bar = text.indexOf('|');
  const id = bar < 0 ? text : text.slice(0, bar);
  if (!isId(id)) return null;
  if (bar < 0) return { id: id as SentenceId };
  try {
    return { id: id as SentenceId, values: JSON.parse(text.slice(bar + 1)) as SentenceValues };
  } catch {
    return null;
  }
}

/**
 * How a sentence writes its numbers: `grouped` as mails and PDFs write amounts (formatAmount, "1,500"), `plain` as
 * the API's answers always have ("Season created: 1000 flights"; Bangla digits, no grouping, in Bangla).
 */
export type NumberStyle = 'grouped' | 'plain';

/** A number written in `style` for `language`. */
export const writeNumber = (value: number, language: FormatLanguage, style: NumberStyle): string =>
  style === 'grouped' ? formatAmount(value, language) : localDigits(String(value), language);

/**
 * The values of a sentence ready for the ICU formatter in `language`: a number is written in the sentence's number
 * style (Bangla digits in Bangla) yet still chooses a plural form by its value; digits() text gets the language's
 * digits; a sentence value is said first (`say`), in the same language.
 */
export function valuesFor(language: FormatLanguage, values: SentenceValues | undefined, say: (s: Sentence) => string, style: NumberStyle = 'grouped'): Record<string, unknown> {
  const ready: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'number') {
      const written = writeNumber(value, language, style);
      // ICU's plural reads the value as a number (`value - offset`); text in the sentence reads it as a string.
      ready[name] = { [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? value : written) };
    } else if (typeof value === 'string') ready[name] = value;
    else if (isSentence(value)) ready[name] = say(value);
    else ready[name] = localDigits(value.digits, language);
  }
  return ready;
}
