import { setupI18n } from '@lingui/core';
import { readSentenceKey, valuesFor, type Sentence } from '@tarmac/shared';
import { currentLanguage } from '../i18n/language';

/**
 * The sentences the shared schemas and toasts say (validation, toasts; docs/decisions/030) in the page's language:
 * a sentence key (an id of the shared catalog, with its values) is formatted with that catalog, compiled at build
 * time (build/compile-sentences.ts) into a chunk of its own per language, fetched with the other pages' catalog or
 * at the visitor's first tap, never with the first page. Text that is no key (a server answer, already said in
 * the page's language) is shown as it is.
 */
type Messages = Parameters<ReturnType<typeof setupI18n>['load']>[1];

let say: ((text: string) => string) | null = null;
let loading: Promise<void> | null = null;

const chunks: Record<'en' | 'bn', () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:shared-sentences/en'),
  bn: () => import('virtual:shared-sentences/bn'),
};

export function loadSentences(): Promise<void> {
  const language = currentLanguage();
  loading ??= chunks[language]().then(({ default: messages }) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    const isId = (id: string) => Object.hasOwn(messages, id);
    const format = (s: Sentence): string => i18n._(s.id, valuesFor(language, s.values, format));
    say = (text) => {
      const known = readSentenceKey(text, isId);
      return known ? format(known) : text;
    };
  });
  return loading;
}

/** A schema's or toast's sentence in the page's language (the key itself until the sentences are in). */
export function localSentence(sentence: string): string {
  return say ? say(sentence) : sentence;
}
