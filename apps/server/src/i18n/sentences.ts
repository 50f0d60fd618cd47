import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { valuesFor, type FormatLanguage, type NumberStyle, type Sentence, type SentenceId } from '@tarmac/shared';
import { en } from '@tarmac/shared/sentences/en';
import { bn, englishOnlyIds } from '@tarmac/shared/sentences/bn';

/**
 * The one ICU formatter of the server (docs/decisions/030): answers, mails and PDFs say a sentence by id from the
 * shared catalog of the language, compiled once per process by Lingui (the web's engine), filled in with values
 * written for that language (valuesFor: numbers and dates in the language's digits).
 */
export type Language = FormatLanguage;

type CompiledCatalog = Record<string, CompiledMessage>;
const compile = (catalog: Record<string, string>): CompiledCatalog =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

interface Engine {
  i18n: I18n;
  /** The values each sentence chooses a plural form by: they must be numbers. */
  plurals: Map<string, string[]>;
}
let engines: Record<Language, Engine> | null = null;

function engineOf(locale: Language, catalog: Record<string, string>): Engine {
  const compiled = compile(catalog);
  const plurals = new Map<string, string[]>();
  for (const [id, message] of Object.entries(compiled)) {
    const names = argumentsOf(message, 'plural');
    if (names.length) plurals.set(id, names);
  }
  return { i18n: setupI18n({ locale, messages: { [locale]: compiled } }), plurals };
}

function engine(language: Language): Engine {
  engines ??= { en: engineOf('en', en), bn: engineOf('bn', bn) };
  return engines[language];
}

/** The names of a compiled message's arguments (of one type, or all), nested ones included. */
function argumentsOf(message: CompiledMessage, type?: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, kind, forms] = token as [string, string | undefined, Record<string, unknown> | undefined];
      if (!type || kind === type) names.add(name);
      if (forms && typeof forms === 'object') for (const form of Object.values(forms)) walk(form);
    }
  };
  walk(message);
  return [...names].sort();
}

/** The values an ICU text names, sorted (parsed by Lingui's compiler): a sentence and its twin must name the same. */
export const placeholdersOf = (text: string): string[] => argumentsOf(compileMessage(text));

export const isSentenceId = (id: string): id is SentenceId => Object.hasOwn(en, id);

/**
 * A sentence in `language`. A back-office sentence (English only) is said in English, values included. Mails and
 * PDFs group the digits of numbers (`grouped`, the default); answers write them plain (`sayAnswer`).
 */
export function say(language: Language, sentence: Sentence, numbers: NumberStyle = 'grouped'): string {
  const lang = language === 'bn' && englishOnlyIds.has(sentence.id) ? 'en' : language;
  const { i18n, plurals } = engine(lang);
  for (const name of plurals.get(sentence.id) ?? []) {
    if (typeof sentence.values?.[name] !== 'number') throw new Error(`The sentence ${sentence.id} needs a numeric ${name}.`);
  }
  return i18n._(sentence.id, valuesFor(lang, sentence.values, (inner) => say(lang, inner, numbers), numbers));
}

/** A sentence of an API answer (an error, a message, a field's problem): numbers as plain digits, as answers always wrote them. */
export function sayAnswer(language: Language, sentence: Sentence): string {
  return say(language, sentence, 'plain');
}
