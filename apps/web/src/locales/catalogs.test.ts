import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// Every message id in both languages, no empty message, the same placeholders, and every id the code asks
// for (t('…') with a literal id) present. The back office is English only and asks for none.
const here = path.dirname(new URL(import.meta.url).pathname);
const parts = ['first', 'site'] as const;
const read = (language: string, part: string) =>
  JSON.parse(fs.readFileSync(path.join(here, language, `${part}.json`), 'utf8')) as Record<string, string>;

/** The argument names of a message, from Lingui's compiled form: ['Hi ', ['name'], ['count', 'plural', {…}]]. */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , options] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (options && typeof options === 'object') for (const branch of Object.values(options)) argumentsOf(branch, names);
  }
  return names;
}
const placeholders = (message: string) => [...argumentsOf(compileMessage(message))].sort();
const plain = (compiled: unknown) =>
  Array.isArray(compiled) && compiled.every((token) => typeof token === 'string') ? compiled.join('') : compiled;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The words of a message, without its placeholders: 'Pay now for booking {pnr}' → ['Pay', 'now', 'for', 'booking']. */
const wordsOf = (message: string) => message.replace(/\{[^{}]*\}/g, ' ').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const camelCase = (words: string[]) => words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');

/**
 * Whether an id's last part is its English sentence cut off after a few words (`booking.thisTripCrossesA` for
 * 'This trip crosses a border: …'): three or more of its first words run together, and more words follow.
 */
function isCutOffSentence(id: string, english: string): boolean {
  const name = id.split('.').pop()!.toLowerCase();
  const words = wordsOf(english);
  for (let count = 3; count < words.length; count++) if (camelCase(words.slice(0, count)).toLowerCase() === name) return true;
  return false;
}

describe('message catalogs', () => {
  for (const part of parts) {
    it(`have every '${part}' id in English and in Bangla, none empty, with the same placeholders`, () => {
      const en = read('en', part);
      const bn = read('bn', part);
      expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
      for (const [id, english] of Object.entries(en)) {
        expect(english.trim(), id).not.toBe('');
        expect(bn[id]?.trim(), id).not.toBe('');
        expect(placeholders(bn[id] ?? ''), id).toEqual(placeholders(english));
      }
    });
  }

  it('hold messages that parse as ICU MessageFormat, a plain message staying as it is written', () => {
    for (const language of ['en', 'bn'])
      for (const part of parts)
        for (const [id, message] of Object.entries(read(language, part))) {
          const compiled = compileMessage(message);
          if (!/[{}#]/.test(message)) expect(plain(compiled), `${language} ${id}`).toBe(message);
        }
  });

  it('have every id the pages ask for', () => {
    const known = new Set(parts.flatMap((part) => Object.keys(read('en', part))));
    const asked = new Set<string>();
    for (const file of sourceFiles(path.join(here, '..')).filter((file) => !file.includes(`${path.sep}i18n${path.sep}`))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([\w.-]+)'/g)) asked.add(match[1]!);
    }
    expect([...asked].filter((id) => !known.has(id))).toEqual([]);
  });

  it('name each message by what it is for, never by its sentence cut off after a few words', () => {
    expect(isCutOffSentence('booking.thisTripCrossesA', 'This trip crosses a border: every passenger needs a passport.')).toBe(true);
    expect(isCutOffSentence('booking.payNowFor', 'Pay now for booking {pnr}')).toBe(true);
    expect(isCutOffSentence('booking.bookingTotalAmount', 'Booking total amount:')).toBe(false);
    expect(isCutOffSentence('booking.internationalPassportNote', 'This trip crosses a border: every passenger needs a passport.')).toBe(false);
    const cutOff = parts.flatMap((part) => Object.entries(read('en', part)).filter(([id, english]) => isCutOffSentence(id, english)).map(([id]) => id));
    expect(cutOff).toEqual([]);
  });
});
