import { STORAGE_KEYS } from '@common/constants';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api';

const fetchMock = vi.fn<typeof fetch>();

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the method and a JSON body with credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/send-verification', { email: 'a@b.co', type: 'signin' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/send-verification');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.co","type":"signin"}');
  });

  it('sends no body and no content type without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/signout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it('adds the stored token as a bearer token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/onboarding/skip', { reason: 'x' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-123' });
  });

  it('throws "status: body" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"error":"Invalid"}', { status: 400, statusText: 'Bad Request' }),
    );
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Invalid"}');
    expect((error as ApiError).status).toBe(400);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key with credentials and parses JSON', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 7 }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/workflows', 7]));
    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/workflows/7');
    expect(init).toMatchObject({ credentials: 'include' });
    expect(init?.method).toBeUndefined();
  });

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});
