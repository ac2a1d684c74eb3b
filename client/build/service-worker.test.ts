import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installShellWorker,
  type WorkerEvent,
  type WorkerFetchEvent,
  type WorkerMessageEvent,
  type WorkerScope,
} from './service-worker';

const ORIGIN = 'https://aiz.test';

class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetcher: (request: Request) => Promise<Response>) {}
  async match(request: Request | string) {
    const response = this.entries.get(typeof request === 'string' ? request : request.url);
    return response?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? request : request.url, response);
  }
  async addAll(requests: Request[]) {
    for (const request of requests) this.entries.set(request.url, await this.fetcher(request));
  }
}

type Listeners = {
  install?: (event: WorkerEvent) => void;
  activate?: (event: WorkerEvent) => void;
  fetch?: (event: WorkerFetchEvent) => void;
  message?: (event: WorkerMessageEvent) => void;
};

function createWorker(precache = ['/', '/assets/index-abc.js', '/theme-init.js']) {
  const listeners: Listeners = {};
  const stores = new Map<string, MemoryCache>();
  const fetchMock = vi.fn(async (request: Request | string) => {
    const url = typeof request === 'string' ? request : request.url;
    const response = new Response(`network ${url}`, { status: 200 });
    // Same-origin answers are 'basic' in a browser; a constructed Response is 'default'.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  });
  const caches = {
    open: async (name: string) => {
      let cache = stores.get(name);
      if (!cache) {
        cache = new MemoryCache((request) => fetchMock(request));
        stores.set(name, cache);
      }
      return cache;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const scope = {
    location: { origin: ORIGIN },
    caches,
    fetch: fetchMock,
    skipWaiting: vi.fn(async () => {}),
    addEventListener: (type: keyof Listeners, listener: never) => {
      listeners[type] = listener;
    },
  } as unknown as WorkerScope;
  installShellWorker(scope, { version: 'v2', precache });

  async function lifecycle(type: 'install' | 'activate') {
    const pending: Promise<unknown>[] = [];
    listeners[type]?.({ waitUntil: (p) => pending.push(p) });
    await Promise.all(pending);
  }

  /** Dispatches a fetch; resolves to the worker's answer, or null when it let the browser handle it. */
  async function request(path: string, init: { method?: string; mode?: RequestMode } = {}) {
    let answer = null as Promise<Response> | null;
    const request = {
      url: new URL(path, ORIGIN).href,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    };
    listeners.fetch?.({
      request: request as Request,
      respondWith: (r) => {
        answer = r;
      },
      waitUntil: () => {},
    });
    return answer;
  }

  return { listeners, stores, fetchMock, scope, lifecycle, request };
}

describe('shell service worker', () => {
  let worker: ReturnType<typeof createWorker>;
  beforeEach(() => {
    worker = createWorker();
  });

  it('precaches the shell on install, in a cache named after the version', async () => {
    await worker.lifecycle('install');
    const cache = worker.stores.get('aiz-shell-v2');
    expect([...(cache?.entries.keys() ?? [])]).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/assets/index-abc.js`,
      `${ORIGIN}/theme-init.js`,
    ]);
  });

  it('deletes the shell caches of older builds on activate', async () => {
    await worker.scope.caches.open('aiz-shell-v1');
    await worker.scope.caches.open('someone-else');
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['aiz-shell-v2', 'someone-else']);
  });

  it('serves navigations from the network when online', async () => {
    await worker.lifecycle('install');
    const response = await worker.request('/marketplace', { mode: 'navigate' });
    expect(await response?.text()).toBe(`network ${ORIGIN}/marketplace`);
  });

  it('falls back to the cached / for navigations when offline', async () => {
    await worker.lifecycle('install');
    worker.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const response = await worker.request('/community/posts/1', { mode: 'navigate' });
    expect(await response?.text()).toBe(`network ${ORIGIN}/`);
  });

  it('serves /assets/* cache first and caches what it fetches', async () => {
    await worker.lifecycle('install');
    worker.fetchMock.mockClear();
    const cached = await worker.request('/assets/index-abc.js');
    expect(await cached?.text()).toBe(`network ${ORIGIN}/assets/index-abc.js`);
    expect(worker.fetchMock).not.toHaveBeenCalled();

    const fetched = await worker.request('/assets/page-xyz.js');
    expect(await fetched?.text()).toBe(`network ${ORIGIN}/assets/page-xyz.js`);
    expect(worker.stores.get('aiz-shell-v2')?.entries.has(`${ORIGIN}/assets/page-xyz.js`)).toBe(true);
  });

  it('never handles /api/*, other methods or other origins', async () => {
    expect(await worker.request('/api/auth/user')).toBeNull();
    expect(await worker.request('/api/auth/user', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/assets/a.js', { method: 'POST' })).toBeNull();
    expect(await worker.request('https://elsewhere.test/assets/a.js')).toBeNull();
  });

  it('skips waiting when told to', () => {
    worker.listeners.message?.({ data: { type: 'SKIP_WAITING' } });
    expect(worker.scope.skipWaiting).toHaveBeenCalledTimes(1);
    worker.listeners.message?.({ data: 'other' });
    expect(worker.scope.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
