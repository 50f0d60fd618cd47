import type { SentenceId, SentenceValues } from '@tarmac/shared';
import { say as saySentence, type Language } from './sentences.js';

/**
 * The server's words for travellers in mails and documents: sentences of the shared catalog (docs/decisions/030),
 * said through the one formatter (./sentences.ts). `sayer` fixes the language for a template.
 */
export type { Language };
export type MessageId = SentenceId;
export type Values = SentenceValues;

export const say = (language: Language, id: MessageId, values?: Values): string => saySentence(language, values ? { id, values } : { id });

/** A function that says messages in one language. */
export type Say = (id: MessageId, values?: Values) => string;
export const sayer = (language: Language): Say => (id, values) => say(language, id, values);
