import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translateSentence } from '@tarmac/shared';

export type Language = 'en' | 'bn';

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

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The sentences a traveller can see in an answer (`message`, `error` and `fieldErrors`) in the caller's
 * language; the status code and every other field stay as they are, and English answers are untouched.
 */
export function registerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    reply.header('Vary', 'Accept-Language');
    const language = requestLanguage(request);
    if (language === 'en' || !isRecord(payload)) return payload;
    const say = (sentence: unknown) => (typeof sentence === 'string' ? translateSentence(sentence, language) : sentence);
    if (typeof payload.message !== 'string' && typeof payload.error !== 'string') return payload;
    reply.header('Content-Language', language);
    const translated: Record<string, unknown> = { ...payload };
    if ('message' in payload) translated.message = say(payload.message);
    if ('error' in payload) translated.error = say(payload.error);
    if (isRecord(payload.fieldErrors)) {
      translated.fieldErrors = Object.fromEntries(
        Object.entries(payload.fieldErrors).map(([field, list]) => [field, Array.isArray(list) ? list.map(say) : list]),
      );
    }
    return translated;
  });
}
