import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSentenceKey, type Sentence, type SentenceId, type SentenceValues } from '@tarmac/shared';
import type { FieldErrors, FieldProblem } from '../lib/domain-errors.js';
import { isSentenceId, sayAnswer, type Language } from '../i18n/sentences.js';

export type { Language };

/**
 * The caller's language from Accept-Language: Bangla when its most preferred language is Bangla ('bn',
 * 'bn-BD', …), else English. The web app sends the page's language; other clients send their user's.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best && (best.tag === 'bn' || best.tag.startsWith('bn-')) ? 'bn' : 'en';
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.headers['accept-language']);
}

/**
 * A sentence, or a sentence key (a zod issue's message), in `language`; other text (zod's own wording for a
 * developer's mistake) as it is.
 */
export function sayFor(language: Language, problem: FieldProblem): string {
  if (typeof problem !== 'string') return sayAnswer(language, problem);
  const known = readSentenceKey(problem, isSentenceId);
  return known ? sayAnswer(language, known) : problem;
}

export const sayFieldErrors = (language: Language, fieldErrors: FieldErrors): Record<string, string[]> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, problems]) => [field, problems.map((p) => sayFor(language, p))]));

/** A success answer's `message` in the caller's language. */
export function sayTo(request: FastifyRequest, id: SentenceId, values?: SentenceValues): string {
  const said: Sentence = values ? { id, values } : { id };
  return sayAnswer(requestLanguage(request), said);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Every answer varies by Accept-Language; one that says a sentence (`message` or `error`) to a Bangla caller is
 * marked as Bangla. The sentences themselves are said in the caller's language where they are made (sayTo, the
 * error handler), never rewritten here.
 */
export function registerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    reply.header('Vary', 'Accept-Language');
    const language = requestLanguage(request);
    if (language !== 'en' && isRecord(payload) && (typeof payload.message === 'string' || typeof payload.error === 'string')) {
      reply.header('Content-Language', language);
    }
    return payload;
  });
}
