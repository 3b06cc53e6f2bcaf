import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, isProblem } from './problem';
import type { paths } from './schema';

/**
 * The agency API, typed from its OpenAPI document (schema.ts is generated from it:
 * `npm run api-client`). The staff session is the httpOnly cookie; every unsafe request also
 * carries the session's CSRF token. A 401 on anything but the session itself means the session
 * ended: the listeners (the session provider) then ask to sign in again over the current screen,
 * so nothing typed so far is lost.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
let csrfToken: string | null = null;
const unauthenticated = new Set<() => void>();
const activity = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function onUnauthenticated(listener: () => void): () => void {
  unauthenticated.add(listener);
  return () => unauthenticated.delete(listener);
}

/** Called after every answer the session was accepted for (the server then extends its idle expiry). */
export function onActivity(listener: () => void): () => void {
  activity.add(listener);
  return () => activity.delete(listener);
}

/** The session's headers of a request made without the generated client (an upload with progress). */
export function sessionHeaders(method: string): Record<string, string> {
  return !SAFE_METHODS.has(method) && csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}

/** Tells the session listeners about an answer (401: the session ended; else: activity). */
export function noteAnswer(url: string, status: number): void {
  const isSession = new URL(url, window.location.origin).pathname.endsWith('/session');
  if (status === 401 && !isSession) for (const listener of unauthenticated) listener();
  else if (status !== 401) for (const listener of activity) listener();
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(sessionHeaders(request.method))) request.headers.set(name, value);
    return request;
  },
  onResponse({ request, response }) {
    noteAnswer(request.url, response.status);
    return response;
  },
};

export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
api.use(sessionMiddleware);

interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** The data of a successful answer, with the resource's version (ETag, for a later If-Match); an ApiError carrying the problem details otherwise. */
export async function unwrapVersioned<T>(call: Promise<Answer<T>>): Promise<{ data: T; etag: string | null }> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, null); // the service was not reached
  }
  if (answer.response.ok) return { data: answer.data as T, etag: answer.response.headers.get('ETag') };
  throw new ApiError(answer.response.status, isProblem(answer.error) ? answer.error : null, answer.response.headers);
}

/** The data of a successful answer; an ApiError carrying the problem details otherwise. */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  return (await unwrapVersioned(call)).data;
}
