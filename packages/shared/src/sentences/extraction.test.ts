/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { en } from './catalog-en.js';
import { bn } from './catalog-bn.js';

// Every sentence id the code uses must be in both catalogs, naming the same values (docs/decisions/030).
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const english: Record<string, string> = en;
const bangla: Record<string, string> = bn;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-helper)?\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The catalogs' namespaces ('booking' of 'booking.legSoldOut'): a literal in one of them is a sentence id. */
const namespaces = new Set(Object.keys(english).map((id) => id.split('.')[0]!));
const idShape = (text: string) => {
  const parts = text.split('.');
  return parts.length >= 2 && namespaces.has(parts[0]!) && parts.every((p) => p.length > 0 && [...p].every((c) => /\w/.test(c)));
};

/** String literals of a file ('…' and "…" without escapes). */
function literals(code: string): string[] {
  const found: string[] = [];
  for (const quote of ["'", '"']) {
    const parts = code.split(quote);
    for (let i = 1; i < parts.length; i += 2) if (!parts[i]!.includes('\n')) found.push(parts[i]!);
  }
  return found;
}

const isCatalog = (path: string) => path.includes(join('packages', 'shared', 'src', 'sentences'));
/** The web's own Lingui ids share names with ours: only what it hands to localSentence is ours. */
const webUses = (code: string) => [...code.matchAll(/localSentence\(\s*'([^']+)'/g)].map((m) => m[1]!);

function usedIds(): Map<string, string> {
  const used = new Map<string, string>();
  for (const dir of ['apps/server/src', 'packages/shared/src']) {
    for (const file of sourceFiles(join(root, dir))) {
      if (isCatalog(file)) continue;
      for (const text of literals(readFileSync(file, 'utf8'))) if (idShape(text)) used.set(text, file);
    }
  }
  for (const file of sourceFiles(join(root, 'apps/web/src'))) for (const id of webUses(readFileSync(file, 'utf8'))) used.set(id, file);
  return used;
}

/** The values an ICU text names, parsed by Lingui's compiler (the engine that says them). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      const forms = token[2] as Record<string, unknown> | undefined;
      if (forms && typeof forms === 'object') Object.values(forms).forEach(walk);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

describe('the sentence ids', () => {
  it('finds the ids the code uses (the extraction itself works)', () => {
    const used = usedIds();
    expect(used.has('booking.legSoldOut')).toBe(true);
    expect(used.has('auth.emailTaken')).toBe(true);
    expect(used.size).toBeGreaterThan(150);
  });

  it('has every id the server, the shared package and the web use in both languages', () => {
    const missing = [...usedIds()].filter(([id]) => !(id in english) || !(id in bangla)).map(([id, file]) => `${id} (${file.slice(root.length)})`);
    expect(missing).toEqual([]);
  });

  it('names the same placeholders in English and Bangla, and every sentence parses', () => {
    const differing = Object.keys(english).filter((id) => placeholders(english[id]!).join() !== placeholders(bangla[id] ?? '').join());
    expect(differing).toEqual([]);
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
  });
});

// The sentences SPEC.md and API.md quote, byte for byte (odd spellings included): the catalog must keep them.
const quoted: Record<string, string> = {
  'auth.logoutSuccess': 'User Logout Successfully',
  'auth.loginSuccess': 'The User Successfully Logged In',
  'auth.registerSuccess': 'User Registered Successfully.',
  'form.fillTheForm': 'please fill the form',
  'auth.passwordMinimum': 'Password must be minimum 8 characters',
  'profile.updated': 'Successfully updated',
  'catalog.packageAdded': 'Successfully added new Package',
  'catalog.pilotAdded': 'Successfully added new Pilot',
  'catalog.cabinCrewAdded': 'Successfully added new Cabin Crue',
  'catalog.flightAdded': 'Successfully added new flight information',
  'catalog.domesticAdded': 'Successfully added new Domestic Flight',
  'catalog.internationalAdded': 'Successfully added new International Flight',
  'catalog.packageDeleted': 'Package Deleted Successfully.',
  'catalog.pilotDeleted': 'Pilot Deleted Successfully.',
  'catalog.flightInfoDeleted': 'FlightInfo Deleted Successfully.',
  'catalog.locationDeleted': 'Flights Deleted Successfully.',
  'catalog.updated': 'Successfully updated',
};

describe('the English that SPEC.md and API.md quote', () => {
  it('stays byte-identical in the catalog', () => {
    for (const [id, text] of Object.entries(quoted)) expect(english[id], id).toBe(text);
  });

  // The documents sit beside the repository (../shared) on the developers' machines and in CI.
  const docs = ['SPEC.md', 'API.md'].map((name) => join(root, '..', 'shared', name)).filter(existsSync);
  it.runIf(docs.length === 2)('is what the documents quote', () => {
    const text = docs.map((path) => readFileSync(path, 'utf8')).join('\n');
    for (const sentence of Object.values(quoted)) expect(text, sentence).toContain(sentence);
  });
});
