import { currentLanguage } from '../i18n/language';

/**
 * The sentences the shared schemas and the server say (validation, toasts) in the page's language. The
 * server already answers in it (the API client sends Accept-Language); this covers what the browser says
 * itself. Bangla's sentence catalog (@tarmac/shared/sentences-bn) is a chunk of its own, fetched on a Bangla
 * page with the other pages' catalog or at the visitor's first tap, never on an English page.
 */
let translate: ((sentence: string) => string) | null = null;
let loading: Promise<void> | null = null;

export function loadSentences(): Promise<void> {
  if (currentLanguage() !== 'bn') return Promise.resolve();
  loading ??= import('@tarmac/shared/sentences-bn').then((module) => {
    translate = (sentence) => module.translateSentence(sentence, 'bn');
  });
  return loading;
}

export function localSentence(sentence: string): string {
  return translate ? translate(sentence) : sentence;
}
