// The web's unit tests read the English catalogs, as an English page does (Lingui compiles them on the fly in tests).
import { i18n } from '@lingui/core';
import first from '../locales/en/first.json';
import site from '../locales/en/site.json';
import { loadSentences } from '../lib/sentence';

i18n.load('en', { ...first, ...site });
i18n.activate('en');

// …and the shared sentences (schema messages, toasts), as an English page has them once its other pages' catalog is in.
await loadSentences();
