// The English catalog: every sentence by id (ICU MessageFormat). The source of the ids.
import { answersEn } from './answers-en.js';
import { mailsEn } from './mails-en.js';
import { schemasEn } from './schemas-en.js';

export const en = { ...answersEn, ...schemasEn, ...mailsEn } as const;
