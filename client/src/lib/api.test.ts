import { SIGNED_OUT_AS_NULL_HEADER, STORAGE_KEYS } from '@common/constants';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, dropPrefetched, getQueryFn, prefetchGet, serverMessage } from './api';

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

  it('asks the server to answer signed out as null only when a 401 becomes null', async () => {
    fetchMock.mockImplementation(async () => new Response('null', { status: 200 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ [SIGNED_OUT_AS_NULL_HEADER]: '1' });
    await getQueryFn({ on401: 'throw' })(context(['/api/workflows']));
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty(SIGNED_OUT_AS_NULL_HEADER);
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});

describe('apiJson', () => {
  it('sends the bearer token once, credentials and a JSON body, and returns the JSON answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    fetchMock.mockResolvedValue(Response.json({ feedbackId: 'f1' }));
    const answer = await apiJson<{ feedbackId: string }>('POST', '/api/feedback/submit', {
      body: { message: 'hi' },
      headers: { 'X-Session-Id': 's1' },
    });
    expect(answer).toEqual({ feedbackId: 'f1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"message":"hi"}' });
    expect(init?.headers).toEqual({
      Authorization: 'Bearer tok-9',
      'Content-Type': 'application/json',
      'X-Session-Id': 's1',
    });
    window.localStorage.removeItem(STORAGE_KEYS.token);
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(Response.json({ transcription: 'x' }));
    const form = new FormData();
    form.append('a', 'b');
    await apiJson('POST', '/api/ai-assistant/voice', { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({});
  });

  it('checks the answer with parse when given one', async () => {
    fetchMock.mockResolvedValue(Response.json({ n: 'not a number' }));
    const parse = (data: unknown) => {
      if (typeof (data as { n?: unknown }).n !== 'number') throw new Error('bad shape');
      return data as { n: number };
    };
    await expect(apiJson('GET', '/api/x', { parse })).rejects.toThrow('bad shape');
  });

  it('turns a validation_failed answer into an ApiError with its code, message and field issues', async () => {
    const body = {
      error: 'validation_failed',
      message: 'Please check the form.',
      details: { issues: [{ path: 'message', message: 'Required' }, { nonsense: true }] },
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
    const error = await apiJson('POST', '/api/feedback/submit', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.serverMessage).toBe('Please check the form.');
    expect(apiError.issues).toEqual([{ path: 'message', message: 'Required' }]);
    expect(serverMessage(apiError)).toBe('Please check the form.');
  });

  it('reads no code or message from a body that is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    const error = (await apiJson('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBeNull();
    expect(error.serverMessage).toBeNull();
    expect(error.issues).toEqual([]);
    expect(serverMessage(new Error('plain'))).toBeNull();
  });
});

describe('prefetchGet', () => {
  afterEach(() => dropPrefetched());

  it('asks once: the first GET of the address takes the answer, the next asks again', async () => {
    fetchMock.mockImplementation(async () => new Response('{"n":1}', { status: 200 }));
    prefetchGet('/api/workflows/w1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    await expect(apiJson('GET', '/api/workflows/w1')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiJson('GET', '/api/workflows/w1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves a default query too, and a failed answer is the taker’s error', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"not_found"}', { status: 404 }));
    prefetchGet('/api/auth/user');
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken by another method or address, and is forgotten when dropped', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    prefetchGet('/api/workflows/w1');
    await apiJson('PUT', '/api/workflows/w1', { body: {} });
    await apiJson('GET', '/api/workflows/w2');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    dropPrefetched();
    await apiJson('GET', '/api/workflows/w1');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
