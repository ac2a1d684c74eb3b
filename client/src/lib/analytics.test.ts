import { STORAGE_KEYS } from '@common/constants';
import { analyticsEventSchema } from '@common/schemas/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsSessionId,
  errorEventPayload,
  fitEvent,
  pageLoadPayload,
  rejectionEventPayload,
  shouldReportError,
  shouldReportRejection,
  track,
} from './analytics';

describe('shouldReportRejection', () => {
  it('reports ordinary errors', () => {
    expect(shouldReportRejection(new Error('boom'))).toBe(true);
    expect(shouldReportRejection('plain reason')).toBe(true);
    expect(shouldReportRejection(undefined)).toBe(true);
  });

  it('suppresses failed fetches', () => {
    expect(shouldReportRejection(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReportRejection(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      false,
    );
    expect(shouldReportRejection(new TypeError('Load failed'))).toBe(false);
  });

  it('suppresses rejections from browser extensions', () => {
    const fromChrome = new Error('x');
    fromChrome.stack = 'Error: x\n    at chrome-extension://abcdef/content.js:1:2';
    expect(shouldReportRejection(fromChrome)).toBe(false);
    expect(shouldReportRejection({ message: 'y', stack: 'at moz-extension://id/script.js:3:4' })).toBe(false);
  });
});

describe('shouldReportError', () => {
  it('suppresses errors thrown by extension scripts', () => {
    expect(
      shouldReportError({ filename: 'chrome-extension://abc/inject.js', message: 'oops', error: null }),
    ).toBe(false);
  });

  it('reports errors from the app', () => {
    const error = new Error('oops');
    expect(shouldReportError({ filename: 'http://localhost/assets/index.js', message: 'oops', error })).toBe(
      true,
    );
  });
});

describe('payloads', () => {
  it('describes an unhandled error', () => {
    const error = new Error('bad thing');
    const event = new ErrorEvent('error', {
      message: 'bad thing',
      filename: '/a.js',
      lineno: 3,
      colno: 9,
      error,
    });
    expect(errorEventPayload(event)).toEqual({
      eventType: 'error',
      eventCategory: 'javascript',
      eventAction: 'unhandled_error',
      eventLabel: 'bad thing',
      metadata: { filename: '/a.js', lineno: 3, colno: 9, stack: error.stack },
    });
  });

  it('describes an unhandled rejection', () => {
    expect(rejectionEventPayload('nope')).toMatchObject({
      eventType: 'error',
      eventAction: 'unhandled_rejection',
      eventLabel: 'nope',
    });
  });

  it('describes the page load in whole milliseconds', () => {
    const timing = {
      startTime: 0,
      responseStart: 80.4,
      domInteractive: 310.6,
      domContentLoadedEventEnd: 350.2,
      loadEventEnd: 512.7,
    } as PerformanceNavigationTiming;
    expect(pageLoadPayload(timing)).toEqual({
      eventType: 'performance',
      eventCategory: 'page_load',
      eventAction: 'load',
      eventValue: 513,
      metadata: { domContentLoaded: 350, firstByte: 80, domInteractive: 311 },
    });
  });

  it('has no page-load event before the load event ends', () => {
    expect(pageLoadPayload({ startTime: 0, loadEventEnd: 0 } as PerformanceNavigationTiming)).toBeNull();
  });
});

describe('track', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the event with the page URL', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await track({ eventType: 'ui', eventCategory: 'feedback', eventAction: 'feedback_submitted' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/track');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      eventType: 'ui',
      eventCategory: 'feedback',
      eventAction: 'feedback_submitted',
      pageUrl: window.location.href,
    });
  });

  it('never throws or logs when sending fails', async () => {
    const consoleError = vi.spyOn(console, 'error');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(track({ eventType: 'a', eventCategory: 'b', eventAction: 'c' })).resolves.toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("holds off after a 429 until the server's Retry-After has passed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const event = { eventType: 'a', eventCategory: 'b', eventAction: 'c' };
      fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
      await track(event);
      fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
      vi.advanceTimersByTime(29_000);
      await track(event);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      await track(event);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fitEvent', () => {
  const base = { eventType: 'error', eventCategory: 'javascript', eventAction: 'unhandled_error' };

  it('leaves an ordinary event as it is', () => {
    const event = { ...base, pageUrl: 'http://localhost/', metadata: { stack: 'at a (b.js:1:2)' } };
    expect(fitEvent(event)).toEqual(event);
  });

  it('cuts a long stack, label and URL so the server accepts the report', () => {
    const fitted = fitEvent({
      ...base,
      eventLabel: 'm'.repeat(900),
      pageUrl: `http://localhost/?q=${'u'.repeat(3000)}`,
      metadata: { stack: 's'.repeat(20_000), componentStack: 'c'.repeat(20_000), lineno: 3 },
    });
    expect(analyticsEventSchema.safeParse(fitted).success).toBe(true);
    expect(fitted.metadata?.lineno).toBe(3);
    expect(String(fitted.metadata?.stack).startsWith('sss')).toBe(true);
  });

  it('gives up the metadata, not the event, when nothing else fits', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, 'v'.repeat(400)]));
    const fitted = fitEvent({ ...base, pageUrl: '/', metadata: many });
    expect(fitted.metadata).toEqual({ truncated: true });
    expect(analyticsEventSchema.safeParse(fitted).success).toBe(true);
  });
});

describe('analyticsSessionId', () => {
  afterEach(() => sessionStorage.clear());

  it('creates one id per tab and keeps it', () => {
    const first = analyticsSessionId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(analyticsSessionId()).toBe(first);
    expect(sessionStorage.getItem(STORAGE_KEYS.analyticsSessionId)).toBe(first);
  });

  it('still answers, steadily, when storage throws', () => {
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const id = analyticsSessionId(broken);
    expect(id.length).toBeGreaterThan(0);
    expect(analyticsSessionId(broken)).toBe(id);
  });
});
