/**
 * What a parsed request (body or query) may not carry, found before validation: keys that name an object's
 * prototype machinery, NUL characters (PostgreSQL text cannot hold them) and lone UTF-16 surrogates (half a
 * character: stored, it would silently become U+FFFD). Each answer is one sentence naming the key or field.
 */

/** Keys refused anywhere in a request: assigned to a plain object they would reach its prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  message: string;
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
      if (v.includes('\u0000')) return { field, message: 'Text may not contain NUL characters.' };
      if (LONE_SURROGATE.test(v)) return { field, message: `${field || 'The text'} contains a broken character (half of a UTF-16 surrogate pair); please type it again.` };
    } else if (v && typeof v === 'object') {
      // Own keys only: JSON.parse makes "__proto__" an own property, which Object.entries lists.
      for (const [key, child] of Object.entries(v)) {
        const at = [...path, key].join('.');
        if (FORBIDDEN_KEYS.has(key)) return { field: at, message: `The key "${key}" is not accepted in a request; rename or remove it.` };
        if (key.includes('\u0000')) return { field: at, message: 'Text may not contain NUL characters.' };
        if (LONE_SURROGATE.test(key)) return { field: path.join('.'), message: 'A key contains a broken character (half of a UTF-16 surrogate pair); please type it again.' };
        stack.push({ v: child, path: [...path, key] });
      }
    }
  }
  return null;
}
