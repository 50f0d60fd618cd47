import { useEffect, useSyncExternalStore } from 'react';
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
/** Components showing a sentence before the chunk was in (useSentence), told when it arrives. */
const waiting = new Set<() => void>();

const chunks: Record<'en' | 'bn', () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:shared-sentences/en'),
  bn: () => import('virtual:shared-sentences/bn'),
};

export function loadSentences(): Promise<void> {
  if (loading) return loading;
  const language = currentLanguage();
  loading = chunks[language]().then(({ default: messages }) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    const isId = (id: string) => Object.hasOwn(messages, id);
    const format = (s: Sentence): string => i18n._(s.id, valuesFor(language, s.values, format));
    say = (text) => {
      const known = readSentenceKey(text, isId);
      return known ? format(known) : text;
    };
    for (const tell of waiting) tell();
  });
  // A chunk that did not arrive (the network) is asked for again next time (one handler, set once per attempt).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Resolves once the sentences are in, or the chunk could not be had: a form awaits it before it shows messages. */
export const sentencesIn = (): Promise<void> => loadSentences().catch(() => undefined);

/**
 * Whether `text` has the shape of a sentence key (an id such as `field.required`, then maybe `|` and values): no
 * space before the bar, a dot. A server answer or other shown text has spaces; the catalog says which keys are known.
 */
const looksLikeKey = (text: string) => /^[A-Za-z][\w-]*(\.[\w-]+)+(\||$)/.test(text);

const subscribe = (tell: () => void) => {
  waiting.add(tell);
  return () => waiting.delete(tell);
};
const sentencesReady = () => say !== null;

/**
 * A schema's or toast's sentence for a component to show: said in the page's language once the sentences are in.
 * Before then a sentence key shows nothing (never the raw key), the chunk is asked for, and the component shows the
 * sentence when it arrives; other text is shown as it is.
 */
export function useSentence(text: string | undefined): string | undefined {
  const ready = useSyncExternalStore(subscribe, sentencesReady, sentencesReady);
  const pending = !ready && text !== undefined && looksLikeKey(text);
  useEffect(() => {
    if (pending) void sentencesIn();
  }, [pending]);
  if (text === undefined) return undefined;
  return pending ? '' : localSentence(text);
}

/** A schema's or toast's sentence in the page's language (the key itself until the sentences are in). */
export function localSentence(sentence: string): string {
  return say ? say(sentence) : sentence;
}
