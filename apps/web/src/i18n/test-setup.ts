// The web's unit tests read the English catalogs, as an English page does (Lingui compiles them on the fly in tests).
import { i18n } from '@lingui/core';
import first from '../locales/en/first.json';
import site from '../locales/en/site.json';

i18n.load('en', { ...first, ...site });
i18n.activate('en');
