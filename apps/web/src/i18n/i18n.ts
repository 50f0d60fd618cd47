import { i18n } from '@lingui/core';
import { setFormatLanguage } from '@tarmac/shared';
import { currentLanguage, type Language } from './language';

/**
 * Lingui's runtime without its macros: messages are ICU MessageFormat strings in
 * src/locales/<language>/<part>.json, compiled at build time (build/compile-catalogs.ts), and looked
 * up by id with t('id', values). Each language's catalog is a chunk of its own, in two parts:
 * 'first' (layout, home page, search panel, toasts: what the first visit needs) and 'site' (every other
 * page, loaded with them). Only the page's language is ever downloaded. The shared sentences (lib/sentence.ts) are
 * not awaited with them: lazyPage asks for them once the page is drawn.
 */
export type CatalogPart = 'first' | 'site';
type Messages = Parameters<typeof i18n.load>[1];

const catalogs: Record<Language, Record<CatalogPart, () => Promise<{ default: Messages }>>> = {
  en: { first: () => import('../locales/en/first.json'), site: () => import('../locales/en/site.json') },
  bn: { first: () => import('../locales/bn/first.json'), site: () => import('../locales/bn/site.json') },
};

const loaded = new Map<CatalogPart, Promise<void>>();

/** Loads one part of the page language's catalog (once). */
export function loadCatalog(part: CatalogPart): Promise<void> {
  let pending = loaded.get(part);
  if (!pending) {
    const language = currentLanguage();
    pending = catalogs[language][part]().then((module) => {
      i18n.load(language, module.default);
      i18n.activate(language);
    });
    loaded.set(part, pending);
  }
  return pending;
}

/** Before the first render: the first part of the catalog, and the language of amounts and dates. */
export function startI18n(): Promise<void> {
  setFormatLanguage(currentLanguage());
  return loadCatalog('first');
}

/** A message of the page's language: t('booking.title'), t('results.count', { count }). */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
