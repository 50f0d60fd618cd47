import { GENERIC_ERROR, messages, pathWithQuery } from '@tarmac/shared';
import { currentLanguage } from '../i18n/language';
import { takeFirstAnswer } from './first-answers';
import { clearSession, getSession } from './session-store';
import { localSentence } from './sentence';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  /** The server's Retry-After (seconds) on a 503 or 429, when it sent one. */
  retryAfterSeconds?: number;
  /** A fare that changed since the search (409, issue 31): the new adult price and the leg it is of. */
  newPrice?: number;
  legIndex?: number;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Public calls (sign-in, sign-up, password reset) never end the session on a 401. */
  public?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError an error answer stands for: its sentence and field errors, or the generic sentence. */
async function errorOf(status: number, body: unknown): Promise<ApiError> {
  try {
    const { readErrorBody } = await import('./error-body');
    const error = readErrorBody(body);
    if (error) {
      const answer = new ApiError(status, error.error, error.fieldErrors);
      const facts = body as { newPrice?: unknown; legIndex?: unknown };
      if (typeof facts.newPrice === 'number') answer.newPrice = facts.newPrice;
      if (typeof facts.legIndex === 'number') answer.legIndex = facts.legIndex;
      return answer;
    }
  } catch {
    // The schema's code could not be downloaded (e.g. offline): the generic sentence will do.
  }
  return new ApiError(status, GENERIC_ERROR);
}

/**
 * The bearer token of a call: for a booking this tab holds a manage-booking token for (a guest's booking, or one
 * found at /manage-booking), that token (`manage`); otherwise the session's. The token store loads only for
 * booking calls, so the home page's first download does without it.
 */
export async function bearerFor(path: string): Promise<{ token: string | undefined; manage: boolean }> {
  const manageToken = path.startsWith('/api/bookings/') ? (await import('./manage-token')).manageTokenForPath(path) : null;
  return manageToken ? { token: manageToken, manage: true } : { token: getSession()?.token, manage: false };
}

/** A 401 ends what sent the token: the session, or the booking's manage token (then /manage-booking asks again). */
async function onUnauthorized(path: string, manage: boolean) {
  if (manage) (await import('./manage-token')).forgetManageTokenOf(path);
  else clearSession();
}

/**
 * Sends one call with the caller's bearer token and answers the response of a 2xx; otherwise throws the ApiError
 * it stands for, after a 401 has ended what sent the token (unless the call is public). Status 0: unreachable.
 */
export async function send(path: string, init: RequestInit & { headers: Record<string, string> }, isPublic = false): Promise<Response> {
  const { token, manage } = await bearerFor(path);
  if (token) init.headers.Authorization = `Bearer ${token}`;
  // The server's sentences (errors, confirmations) come in the page's language, whatever the browser prefers.
  init.headers['Accept-Language'] = currentLanguage();
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, GENERIC_ERROR);
  }
  if (response.ok) return response;
  if (response.status === 401 && !isPublic && token) await onUnauthorized(path, manage);
  const error = await errorOf(response.status, await readJson(response));
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  throw error;
}

/**
 * Calls the API; resolves with the parsed JSON body, or throws an ApiError on any non-2xx answer. A read the page
 * shell already answered (first-answers.ts) is not sent.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = request;
  const answered = method === 'GET' && !query ? takeFirstAnswer(path) : undefined;
  if (answered !== undefined) return answered as T;
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
  return (await readJson(await send(pathWithQuery(path, query), init, request.public))) as T;
}

/**
 * Downloads a file the API serves only to its owner (e.g. the e-ticket PDF): the bearer token goes in the
 * header, so a plain link cannot fetch it. Resolves with the file; throws an ApiError like apiRequest.
 */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { headers: {}, signal })).blob();
}

export function errorMessage(error: unknown): string {
  // The client's own fallback is said in the page's language; the server's sentences already are.
  return localSentence(error instanceof Error && error.message && error.message !== GENERIC_ERROR ? error.message : messages.genericError);
}
