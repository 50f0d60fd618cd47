import { readStorage, writeStorage } from '../lib/browser-storage';

/**
 * The site's two languages. English has the plain addresses SPEC.md lists; Bangla has the same addresses
 * under '/bn', so a shared link opens in the language it was copied in. The choice is also remembered in
 * this browser: a plain address opened later comes back in Bangla when Bangla was chosen last.
 */
export type Language = 'en' | 'bn';

export const LANGUAGES: readonly Language[] = ['en', 'bn'];
export const BANGLA_BASE = '/bn';
const STORAGE_KEY = 'tarmac.language';

/** The language an address asks for: '/bn' and '/bn/…' are Bangla; any other address says nothing. */
export function languageOfPath(pathname: string): Language | null {
  return pathname === BANGLA_BASE || pathname.startsWith(`${BANGLA_BASE}/`) ? 'bn' : null;
}

/** The address without its language prefix, e.g. '/bn/about' → '/about'. */
export function withoutLanguage(pathname: string): string {
  return languageOfPath(pathname) ? pathname.slice(BANGLA_BASE.length) || '/' : pathname;
}

/** The same page's address in `language`: '/about?x=1' ↔ '/bn/about?x=1'. */
export function addressIn(language: Language, pathname: string, search = '', hash = ''): string {
  const plain = withoutLanguage(pathname);
  const path = language === 'bn' ? `${BANGLA_BASE}${plain === '/' ? '' : plain}` : plain;
  return `${path || '/'}${search}${hash}`;
}

export function storedLanguage(): Language | null {
  const value = readStorage('local', STORAGE_KEY);
  return value === 'bn' || value === 'en' ? value : null;
}

export function rememberLanguage(language: Language): void {
  writeStorage('local', STORAGE_KEY, language);
}

let current: Language = 'en';

/**
 * Decides the page's language once, before the first render: the address first, then the remembered
 * choice (a plain address becomes its '/bn' twin, without a new history entry), else English.
 */
export function startLanguage(): Language {
  const { pathname, search, hash } = window.location;
  const fromPath = languageOfPath(pathname);
  if (fromPath) {
    rememberLanguage(fromPath);
    current = fromPath;
  } else if (storedLanguage() === 'bn') {
    window.history.replaceState(window.history.state, '', addressIn('bn', pathname, search, hash));
    current = 'bn';
  } else {
    current = 'en';
  }
  document.documentElement.lang = current;
  return current;
}

/** The page's language (fixed for the life of the page: switching reloads it in the other language). */
export function currentLanguage(): Language {
  return current;
}

/** The router's basename for the page's language. */
export function routerBase(language: Language): string | undefined {
  return language === 'bn' ? BANGLA_BASE : undefined;
}

/** Opens the current page in `language` (a new page load, so only that language's catalog is fetched). */
export function switchLanguage(language: Language): void {
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  window.location.assign(addressIn(language, pathname, search, hash));
}
