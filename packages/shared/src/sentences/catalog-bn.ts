// The Bangla catalog: a missing id is a type error.
import type { SentenceId } from './index.js';
import { answersBn } from './answers-bn.js';
import { mailsBn } from './mails-bn.js';
import { schemasBn } from './schemas-bn.js';

export { englishOnlyIds } from './answers-bn.js';

export const bn: Record<SentenceId, string> = { ...answersBn, ...schemasBn, ...mailsBn };
