import { sentence, type Sentence } from '@tarmac/shared';

/**
 * What a parsed request (body or query) may not carry, found before validation: keys that name an object's
 * prototype machinery, NUL characters (PostgreSQL text cannot hold them) and lone UTF-16 surrogates (half a
 * character: stored, it would silently become U+FFFD). Each answer is one sentence naming the key or field.
 */

/** Keys refused anywhere in a request: assigned to a plain object they would reach its prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  sentence: Sentence;
  /** The dotted path of the field (or key) refused; '' for the value as a whole. */
  field: string;
}

/** The first thing in `value` a request may not carry, or null. Walks iteratively (a deep body cannot overflow the stack). */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    const field = path.join('.');
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field, sentence: sentence('http.nulCharacter') };
      if (LONE_SURROGATE.test(v)) return { field, sentence: field ? sentence('http.brokenCharacter', { what: field }) : sentence('http.brokenCharacterText') };
    } else if (v && typeof v === 'object') {
      // Own keys only: JSON.parse makes "__proto__" an own property, which Object.entries lists.
      for (const [key, child] of Object.entries(v)) {
        const at = [...path, key].join('.');
        if (FORBIDDEN_KEYS.has(key)) return { field: at, sentence: sentence('http.forbiddenKey', { key }) };
        if (key.includes('\u0000')) return { field: at, sentence: sentence('http.nulCharacter') };
        if (LONE_SURROGATE.test(key)) return { field: path.join('.'), sentence: sentence('http.brokenKey') };
        stack.push({ v: child, path: [...path, key] });
      }
    }
  }
  return null;
}
