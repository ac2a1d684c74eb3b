import { STORAGE_KEYS } from '@common/constants';
import type { QueryFunction } from '@tanstack/react-query';
import { readStorage } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK HTTP answer. The message is `${status}: ${body text or status text}` (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/** Onboarding calls need the bearer token kept in storage (SPEC §6); send it whenever present. */
function authorizationHeader(): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...authorizationHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: GET to the joined query key, parsed as JSON. A 401 may become null. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      headers: authorizationHeader(),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
