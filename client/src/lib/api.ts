/**
 * The one way the client talks to the API (SPEC §7): the bearer token is added here and only here,
 * credentials are always sent, and every non-OK answer becomes one `ApiError`.
 *
 * First-page code imports this file, so it reads error bodies with plain TypeScript, not zod.
 */
import { type ApiErrorCode, isApiErrorCode, type ValidationIssue } from '@common/api-errors';
import { SIGNED_OUT_AS_NULL_HEADER, STORAGE_KEYS } from '@common/constants';
import type { QueryFunction } from '@tanstack/react-query';
import { readStorage } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ParsedErrorBody {
  code: ApiErrorCode | null;
  serverMessage: string | null;
  issues: ValidationIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function issuesOf(details: unknown): ValidationIssue[] {
  if (!isRecord(details) || !Array.isArray(details.issues)) return [];
  return details.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string'
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

/** The `{ error, message, details }` body of a non-OK answer; anything else reads as "no code, no message". */
function parseErrorBody(body: string): ParsedErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { code: null, serverMessage: null, issues: [] };
  }
  if (!isRecord(parsed)) return { code: null, serverMessage: null, issues: [] };
  const message = typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : null;
  return {
    code: isApiErrorCode(parsed.error) ? parsed.error : null,
    serverMessage: message,
    issues: issuesOf(parsed.details),
  };
}

/**
 * A non-OK HTTP answer. `message` is `${status}: ${body text or status text}` as SPEC §8 requires;
 * what the server itself said lives in `code`, `serverMessage` and `issues` (field errors of a
 * `validation_failed` answer).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode | null;
  readonly serverMessage: string | null;
  readonly issues: readonly ValidationIssue[];
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.serverMessage = parsed.serverMessage;
    this.issues = parsed.issues;
  }
}

/** The server's own explanation of a failed call, if it gave one (for toasts: "…, or a fallback"). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/**
 * Onboarding calls need the bearer token kept in storage (SPEC §6); send it whenever present. Exported
 * only for the two requests `fetch` cannot make: the chat's SSE stream and the upload's progress XHR.
 */
export function authorizationHeader(): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A GET's headers. A query that turns a 401 into null asks the server to answer signed out as null (200)
 * instead: the browser logs every 4xx answer in the console as an error, whatever the page does with it.
 */
function getHeaders(on401: UnauthorizedBehavior): Record<string, string> {
  const headers = authorizationHeader();
  return on401 === 'returnNull' ? { ...headers, [SIGNED_OUT_AS_NULL_HEADER]: '1' } : headers;
}

/** GET answers asked for at start-up, before the code that reads them has loaded (see `prefetchGet`). */
const prefetched = new Map<string, Promise<Response>>();

/**
 * Asks for `url` now, with the token and credentials, for the first GET of the same address (`apiFetch`, a
 * default query) to take instead of asking again: the page's data then comes in while its code loads.
 */
export function prefetchGet(url: string, options: { on401?: UnauthorizedBehavior } = {}): void {
  if (prefetched.has(url)) return;
  const res = fetch(url, { headers: getHeaders(options.on401 ?? 'throw'), credentials: 'include' });
  // Whoever takes the answer sees a failure; an answer nobody takes must not report one.
  res.catch(() => {});
  prefetched.set(url, res);
}

/** Forgets the answers nobody took (after a navigation, a later visit asks afresh). */
export function dropPrefetched(): void {
  prefetched.clear();
}

/** A prefetched answer to `url`, once: the next GET of it asks the server. */
function takePrefetched(url: string): Promise<Response> | undefined {
  const res = prefetched.get(url);
  prefetched.delete(url);
  return res;
}

export interface RequestOptions {
  /** JSON-encoded unless it is FormData (multipart uploads), which the browser encodes itself. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One request with the token and credentials; throws `ApiError` on a non-OK answer. */
export async function apiFetch(method: HttpMethod, url: string, options: RequestOptions = {}) {
  const { body, signal } = options;
  const headers: Record<string, string> = { ...authorizationHeader(), ...options.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const early = method === 'GET' && options.headers === undefined ? takePrefetched(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      ...(signal ? { signal } : {}),
    }));
  await throwIfNotOk(res);
  return res;
}

export interface JsonOptions<T> extends RequestOptions {
  /**
   * Checks the answer's shape. Lazy chunks pass a `common/` schema's `parse`; first-page code leaves
   * it out and the answer is cast (see client/README.md, "parse or cast").
   */
  parse?: (data: unknown) => T;
}

/** A request whose answer is JSON: the typed, optionally parsed body. */
export async function apiJson<T>(method: HttpMethod, url: string, options: JsonOptions<T> = {}): Promise<T> {
  const res = await apiFetch(method, url, options);
  const data: unknown = await res.json();
  return options.parse ? options.parse(data) : (data as T);
}

/** `?a=1&b=x` of the defined, non-empty values (`''` when there are none), for a GET's address. */
export function queryString(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** SPEC §7's request helper: method, optional JSON body, credentials. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  return apiFetch(method, url, { body });
}

/** The default query: GET to the joined query key, parsed as JSON. A 401 may become null. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const res = await (takePrefetched(url) ??
      fetch(url, { headers: getHeaders(options.on401), credentials: 'include', signal }));
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
