/** The first-view counter against a fake page: late or failed response bodies must not fail the run. */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { measureFirstView } from './first-view';

type Listener = (res: Response) => void;

/** A page that emits the given responses while "loading"; `emitLate` sends more once the count is over. */
function fakePage(during: Response[], late: Response[] = []) {
  const listeners = new Set<Listener>();
  const page = {
    on: (_event: 'request' | 'response', fn: Listener) => listeners.add(fn),
    off: (_event: 'request' | 'response', fn: Listener) => listeners.delete(fn),
    // The screen's heading is there at once, and the page waits as a real one does.
    locator: () => ({ first: () => ({ waitFor: async () => {} }) }),
    waitForTimeout: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    goto: async () => {
      for (const res of during) for (const fn of listeners) fn(res);
      return null;
    },
  };
  // After the load: what a page that keeps fetching (a prefetch) sends while the test closes it.
  const emitLate = () => {
    for (const res of late) for (const fn of listeners) fn(res);
  };
  return { page: page as unknown as Page, listeners, emitLate };
}

function fakeResponse(type: string, body: () => Promise<Buffer>) {
  const res = { headers: () => ({ 'content-type': type }), body: vi.fn(body) };
  return res as unknown as Response & { body: typeof res.body };
}

describe('measureFirstView', () => {
  it('counts the scripts and styles of the load', async () => {
    const js = fakeResponse('text/javascript', async () => Buffer.from('console.log(1)'));
    const css = fakeResponse('text/css', async () => Buffer.from('a{}'));
    const html = fakeResponse('text/html', async () => Buffer.from('<p>'));
    const view = await measureFirstView(fakePage([js, css, html]).page, 'http://x/', '/');
    expect(view).toMatchObject({ path: '/', jsFiles: 1, cssFiles: 1 });
    expect(view.jsGzip).toBeGreaterThan(0);
    expect(html.body).not.toHaveBeenCalled();
  });

  it('skips a body that cannot be read because the page closed, instead of failing', async () => {
    const ok = fakeResponse('application/javascript', async () => Buffer.from('x'));
    const closed = fakeResponse('application/javascript', async () => {
      throw new Error('response.body: Target page, context or browser has been closed');
    });
    const view = await measureFirstView(fakePage([ok, closed]).page, 'http://x/', '/');
    expect(view.jsFiles).toBe(1);
  });

  it('stops listening when the load is over, so no late body is left unawaited', async () => {
    const late = fakeResponse('application/javascript', async () => Buffer.from('late'));
    const { page, listeners, emitLate } = fakePage([], [late]);
    await measureFirstView(page, 'http://x/', '/');
    emitLate();
    expect(listeners.size).toBe(0);
    expect(late.body).not.toHaveBeenCalled();
  });
});
