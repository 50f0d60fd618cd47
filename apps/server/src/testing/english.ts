import type { SentenceId, SentenceValues } from '@tarmac/shared';
import { sayFor } from '../http/language.js';
import { say } from '../i18n/sentences.js';

/** A sentence of the catalog in English, as an English caller is answered (tests compare answers with it). */
export const english = (id: SentenceId, values?: SentenceValues): string => say('en', values ? { id, values } : { id });

/** A schema's message (a sentence key) in English, as the server says it. */
export const englishOf = (message: string): string => sayFor('en', message);
