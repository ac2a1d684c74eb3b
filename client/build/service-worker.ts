/**
 * The service worker behind /sw.js. sw-plugin.ts serialises `installShellWorker` with
 * Function.prototype.toString, so the function must be self-contained: it may use only its
 * parameters and worker globals (URL, Request, Response, Promise), never imports or outer names.
 *
 * - install: precache the app shell (index.html as '/', JS, CSS, fonts, icons) of this build;
 * - activate: delete the shell caches of older builds;
 * - navigations: network first, falling back to the cached '/' so the app opens offline;
 * - /assets/* (content-hashed): cache first; /api/*: never cached;
 * - message {type:'SKIP_WAITING'}: activate now (the page then reloads, see lib/service-worker.ts).
 */

export interface ShellWorkerConfig {
  /** Changes whenever any shell file changes, so each build gets a cache of its own. */
  version: string;
  /** Absolute paths, '/' standing for index.html. */
  precache: string[];
}

export interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface WorkerMessageEvent {
  data: unknown;
}

/** The parts of ServiceWorkerGlobalScope used here (the WebWorker lib clashes with DOM's). */
export interface WorkerScope {
  location: { origin: string };
  caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

export function installShellWorker(scope: WorkerScope, config: ShellWorkerConfig): void {
  const CACHE_PREFIX = 'aiz-shell-';
  const cacheName = `${CACHE_PREFIX}${config.version}`;
  const absolute = (path: string) => new URL(path, scope.location.origin).href;

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      scope.caches
        .open(cacheName)
        .then((cache) =>
          cache.addAll(config.precache.map((path) => new Request(absolute(path), { cache: 'reload' }))),
        ),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
              .map((name) => scope.caches.delete(name)),
          ),
        ),
    );
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data && data.type === 'SKIP_WAITING') void scope.skipWaiting();
  });

  async function networkFirstNavigation(request: Request): Promise<Response> {
    try {
      return await scope.fetch(request);
    } catch (error) {
      const cache = await scope.caches.open(cacheName);
      const shell = await cache.match(absolute('/'));
      if (shell) return shell;
      throw error;
    }
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await scope.caches.open(cacheName);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await scope.fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  }

  const precached = new Set(config.precache);

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    if (url.pathname.startsWith('/api/')) return;
    if (request.mode === 'navigate') {
      event.respondWith(networkFirstNavigation(request));
    } else if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) {
      event.respondWith(cacheFirst(request));
    }
  });
}
