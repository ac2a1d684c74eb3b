import { APICallError, UnsupportedFunctionalityError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from './classify';

const apiError = (statusCode: number, headers: Record<string, string> = {}) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://fake/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });

describe('classifyFailure', () => {
  it('never fails over a user abort', () => {
    expect(classifyFailure(apiError(500), true).kind).toBe('abort');
  });

  it('marks 401, 402 and 403 misconfigured (no retry can help)', () => {
    for (const s of [401, 402, 403]) expect(classifyFailure(apiError(s), false).kind).toBe('misconfigured');
  });

  it('treats 429, 5xx, timeouts and network errors as transient, with Retry-After', () => {
    expect(classifyFailure(apiError(429, { 'Retry-After': '7' }), false)).toMatchObject({
      kind: 'transient',
      retryAfterMs: 7000,
    });
    expect(classifyFailure(apiError(429, { 'retry-after-ms': '1500' }), false).retryAfterMs).toBe(1500);
    expect(classifyFailure(apiError(503), false).kind).toBe('transient');
    expect(classifyFailure(new DOMException('timed out', 'TimeoutError'), false).kind).toBe('transient');
    expect(classifyFailure(new TypeError('fetch failed'), false).kind).toBe('transient');
  });

  it('treats other 4xx as this provider refusing this request', () => {
    expect(classifyFailure(apiError(400), false)).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('treats a call the adapter refused before sending as rejected: no cooldown for a healthy provider', () => {
    const refused = new UnsupportedFunctionalityError({
      functionality: "file part media type 'application/msword'",
    });
    expect(classifyFailure(refused, false)).toMatchObject({ kind: 'rejected', status: undefined });
  });
});
