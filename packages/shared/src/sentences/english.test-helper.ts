// Tests only: the shared tests read schema messages and rule sentences as the server and the web say them, with
// the same ICU engine (Lingui) and the same catalogs. Not exported from the package.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en } from './catalog-en.js';
import { bn, englishOnlyIds } from './catalog-bn.js';
import { readSentenceKey, valuesFor, type Sentence } from './index.js';

type Language = 'en' | 'bn';
const compiled = (catalog: Record<string, string>) => Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
const engines: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: compiled(en) } }),
  bn: setupI18n({ locale: 'bn', messages: { bn: compiled(bn) } }),
};
const isId = (id: string) => Object.hasOwn(en, id);

/** A sentence in a language (a back-office one in English), as the server's formatter says it. */
export function sayIn(language: Language, s: Sentence): string {
  const lang = language === 'bn' && englishOnlyIds.has(s.id) ? 'en' : language;
  return engines[lang]._(s.id, valuesFor(lang, s.values, (inner) => sayIn(lang, inner)));
}

/** A sentence key, a sentence, or lists and records of them, said in `language`; other text as it is. */
export function said<T>(language: Language, value: T): T {
  if (typeof value === 'string') {
    const known = readSentenceKey(value, isId);
    return (known ? sayIn(language, known) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => said(language, v)) as T;
  if (value && typeof value === 'object') {
    if ('id' in value && typeof (value as { id: unknown }).id === 'string' && isId((value as { id: string }).id)) return sayIn(language, value as unknown as Sentence) as T;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, said(language, v)])) as T;
  }
  return value;
}

export const english = <T>(value: T): T => said('en', value);
