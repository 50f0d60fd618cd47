// The Bangla catalog: a missing id is a type error.
import type { SentenceId } from './index.js';
import { answerEnglishOnlyIds, answersBn } from './answers-bn.js';
import { mailsBn } from './mails-bn.js';
import { schemaEnglishOnly, schemasBn } from './schemas-bn.js';

/** Ids said in English in every language (the back office's): the formatter says their values in English too. */
export const englishOnlyIds: ReadonlySet<string> = new Set([...answerEnglishOnlyIds, ...schemaEnglishOnly]);

export const bn: Record<SentenceId, string> = { ...answersBn, ...schemasBn, ...mailsBn };
