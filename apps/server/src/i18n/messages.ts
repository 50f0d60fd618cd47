import { formatAmount, type FormatLanguage } from '@tarmac/shared';
import { messagesEn } from './messages-en.js';
import { messagesBn } from './messages-bn.js';

/**
 * The server's own words for travellers (mails and documents), in English and Bangla (docs/decisions/020).
 * A message is a whole sentence or line with `{name}` values; one with `one` / `other` forms is chosen by its
 * `count` value through the language's plural rules. Values are put in as given (strings) or written as
 * whole numbers in the language's digits (numbers).
 */
export type Language = FormatLanguage;
export type MessageId = keyof typeof messagesEn;
export type Message = string | { one: string; other: string };
export type Messages = Record<MessageId, Message>;
export type Values = Record<string, string | number>;

const catalogs: Record<Language, Messages> = { en: messagesEn, bn: messagesBn };
const pluralRules = new Map<Language, Intl.PluralRules>();

function plural(language: Language, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** The forms of a message (one, or the plural forms). */
export const formsOf = (message: Message): string[] => (typeof message === 'string' ? [message] : [message.one, message.other]);

/** The message `id` in `language` with its values put in. A value the message names but is not given stays `{name}`. */
export function say(language: Language, id: MessageId, values: Values = {}): string {
  const message = catalogs[language][id];
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = values.count;
    if (typeof count !== 'number') throw new Error(`The message ${id} needs a numeric count.`);
    text = message[plural(language, count)];
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatAmount(value, language) : value;
  });
}

/** A function that says messages in one language. */
export type Say = (id: MessageId, values?: Values) => string;
export const sayer = (language: Language): Say => (id, values) => say(language, id, values);

/** The values a message names, in all its forms, sorted: a message and its twin must name the same. */
export function placeholdersOf(message: Message): string[] {
  return [...new Set(formsOf(message).flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
}

export const catalogOf = (language: Language): Messages => catalogs[language];
