import type { MonitorPoint, MonitorSnapshot } from '@common/schemas/monitor';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { STALL_MS } from './use-monitor-stream';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(5000) };

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: Record<string, unknown>) {
    this.listeners.get(type)?.({ type, data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const snapshot = (requestsTotal: number): MonitorSnapshot => ({
  at: '2026-01-01T00:00:00.000Z',
  version: '0.1.0',
  uptimeSeconds: 125,
  http: {
    requestsPerSecond: 2.5,
    p50Ms: 2,
    p95Ms: 40,
    p99Ms: 2500,
    errorRate: 0.1,
    clientErrorRate: 0.02,
    requestsTotal,
    serverErrorsTotal: 3,
    clientErrorsTotal: 4,
  },
  runs: { queued: 1, waiting: 2, running: 3 },
  queue: { kind: 'in-process', depth: 1, active: 3, workers: 1, concurrency: 4 },
  sandbox: { size: 4, busy: 3, waiting: 5, queueWaitP95Ms: 2600 },
  providers: [
    {
      id: 'offline',
      name: 'Offline assistant',
      model: 'help',
      enabled: true,
      healthy: true,
      successRate: 1,
      responseTimeMs: 12,
      calls: 5,
      cooldownMs: 0,
    },
  ],
  database: { kind: 'pglite', up: true, latencyMs: 1.2 },
  redis: { configured: false, up: false, latencyMs: null },
  memory: { rssBytes: 300 * 1024 * 1024, heapUsedBytes: 80 * 1024 * 1024, heapTotalBytes: 120 * 1024 * 1024 },
  eventLoop: { meanMs: 1, p99Ms: 12 },
});

const point = (at: number): MonitorPoint => ({
  at,
  seconds: 10,
  requestsPerSecond: 3,
  p50Ms: 2,
  p95Ms: 30,
  p99Ms: 50,
  errorRate: 0,
  activeRuns: 1,
  queueDepth: 0,
  rssBytes: 1e8,
  heapUsedBytes: 5e7,
});

describe('/monitor', () => {
  it('asks a visitor to sign in and opens no stream', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/monitor');
    expect(await screen.findByText('Sign in to see the system monitor', {}, slow)).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('tells a signed-in person who is not an administrator why not, and where their figures are', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/auth/user': { body: aUser({ role: 'user' }) } });
    renderApp('/monitor');
    expect(
      await screen.findByRole('heading', { name: 'The system monitor is for administrators' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fleet' })).toHaveAttribute('href', '/fleet');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('shows the figures with units and health, follows samples, and says when the connection is lost', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) } });
    renderApp('/monitor');
    expect(await screen.findByRole('status', { name: 'Loading the figures' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    const source = FakeEventSource.opened.at(-1)!;
    expect(source.url).toBe('/api/monitor/stream');

    act(() => source.emit('history', { snapshot: snapshot(1234), history: [point(1000), point(1010)] }));
    expect(await screen.findByText('Live, every second')).toBeInTheDocument();
    const total = screen.getByTestId('tile-requests-total');
    expect(total).toHaveTextContent('1,234');
    expect(screen.getByTestId('tile-requests-per-second')).toHaveTextContent('2.5req/s');
    // 10 % errors is red, a 2.5 s p99 amber; the health is said in words too.
    expect(within(screen.getByTestId('tile-error-rate')).getByText('(unhealthy)')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-latency-p99')).getByText('(needs a look)')).toBeInTheDocument();
    expect(screen.getByTestId('tile-redis')).toHaveTextContent('not configured');
    // Jobs waiting 2.6 s for a sandbox worker is red, with the pool's occupation beside it.
    const sandbox = screen.getByTestId('tile-sandbox-queue-p95');
    expect(sandbox).toHaveTextContent('3 of 4 workers busy, 5 waiting');
    expect(within(sandbox).getByText('(unhealthy)')).toBeInTheDocument();
    expect(
      screen.getByText(/^Requests per second, last hour\. Latest: requests: 3 req\/s/),
    ).toBeInTheDocument();

    act(() => source.emit('sample', { snapshot: snapshot(1300), point: { ...point(1020), seconds: 1 } }));
    expect(total).toHaveTextContent('1,300');

    act(() => source.onerror?.());
    expect(screen.getByText('Connection lost, reconnecting…')).toBeInTheDocument();
    // The figures stay while it reconnects.
    expect(total).toHaveTextContent('1,300');
  });

  it('opens the stream again when it goes silent', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/monitor');
      await screen.findByText('Connecting…', {}, slow);
      const first = FakeEventSource.opened.at(-1)!;
      act(() => first.emit('history', { snapshot: snapshot(1), history: [] }));
      expect(screen.getByText('Live, every second')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(STALL_MS + 2000));
      expect(screen.getByText('Connection lost, reconnecting…')).toBeInTheDocument();
      expect(first.readyState).toBe(FakeEventSource.CLOSED);
      const second = FakeEventSource.opened.at(-1)!;
      expect(second).not.toBe(first);
      act(() => second.emit('history', { snapshot: snapshot(2), history: [] }));
      expect(screen.getByText('Live, every second')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
