/**
 * The system monitor over HTTP: GET /metrics (Prometheus text, the token and admin-or-loopback rules),
 * GET /api/monitor and the first events of GET /api/monitor/stream.
 */
import { type MonitorEvent, monitorEventSchema, monitorOverviewSchema } from '@common/schemas/monitor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

/** Prometheus text format: every sample line `name{labels} value`, every name with a # TYPE line. */
function parsePrometheus(text: string) {
  const types = new Map<string, string>();
  const samples: Array<{ name: string; labels: string; value: number }> = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    // prom-client writes NaN as `Nan` (an empty event loop histogram); Prometheus reads it case-blind.
    const value = /^nan$/i.test(sample[3]!) ? Number.NaN : Number(sample[3]);
    expect(Number.isNaN(value) && !/^nan$/i.test(sample[3]!), line).toBe(false);
    samples.push({ name: sample[1]!, labels: sample[2] ?? '', value });
  }
  for (const s of samples) {
    const base = s.name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(s.name) || types.has(base), `${s.name} has a # TYPE`).toBe(true);
  }
  return { types, samples };
}

const fromLoopback = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
};
const fromOutside = {
  incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 1, remoteFamily: 'IPv4' } },
};

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@aiz.test' }, rateLimits: 'unlimited' });
    admin = await createSignedInUser(t, { username: 'ops', email: 'ops@aiz.test', role: 'admin' });
    user = await createSignedInUser(t, { username: 'metricsuser' });
  });
  afterAll(() => t.close());

  it('answers the Prometheus text with the default process metrics and ours to an admin', async () => {
    await t.request('GET', '/api/health');
    await t.request('GET', '/api/no-such-route');
    const res = await admin.request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parsePrometheus(await res.text());
    expect(types.get('aiz_http_requests_total')).toBe('counter');
    expect(types.get('aiz_http_request_duration_seconds')).toBe('histogram');
    for (const name of ['aiz_runs', 'aiz_queue_depth', 'aiz_workers', 'aiz_db_up', 'aiz_redis_up']) {
      expect(types.get(name), name).toBe('gauge');
    }
    expect(types.has('process_resident_memory_bytes')).toBe(true);
    expect(types.has('nodejs_eventloop_lag_seconds')).toBe(true);
    const value = (name: string, labels = '') =>
      samples.find((s) => s.name === name && s.labels.includes(labels))?.value;
    expect(value('aiz_http_requests_total', 'status_class="2xx"')).toBeGreaterThanOrEqual(1);
    expect(value('aiz_http_requests_total', 'status_class="4xx"')).toBeGreaterThanOrEqual(1);
    expect(value('aiz_db_up')).toBe(1);
    expect(value('aiz_runs', 'status="queued"')).toBe(0);
    expect(value('aiz_provider_healthy', 'provider="offline"')).toBe(1);
    // Histogram buckets rise to +Inf, which equals the count.
    const buckets = samples.filter((s) => s.name === 'aiz_http_request_duration_seconds_bucket');
    expect(buckets.length).toBeGreaterThan(10);
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(buckets.at(-1)!.labels).toBe('{le="+Inf"}');
    expect(buckets.at(-1)!.value).toBe(value('aiz_http_request_duration_seconds_count'));
    // What sandbox jobs waited for a worker, present before the pool's first job (all zeros then).
    expect(types.get('aiz_sandbox_queue_wait_seconds')).toBe('histogram');
    expect(types.get('aiz_sandbox_workers')).toBe('gauge');
    expect(value('aiz_sandbox_queue_wait_seconds_bucket', 'le="+Inf"')).toBe(
      value('aiz_sandbox_queue_wait_seconds_count'),
    );
  });

  it('refuses a signed-in person who is not an admin (403) and a visitor (401)', async () => {
    // From another machine: a request made in-process has no socket, and counts as this machine.
    const signedIn = await t.app.request('/metrics', { headers: { cookie: user.cookie } }, fromOutside);
    expect(signedIn.status).toBe(403);
    expect((await t.app.request('/metrics', {}, fromOutside)).status).toBe(401);
  });

  it('answers a loopback caller, but not one that came through a proxy', async () => {
    expect((await t.app.request('/metrics', {}, fromLoopback)).status).toBe(200);
    const proxied = await t.app.request(
      '/metrics',
      { headers: { 'x-forwarded-for': '198.51.100.1' } },
      fromLoopback,
    );
    expect(proxied.status).toBe(401);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-long-metrics-token-for-tests';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token, ADMIN_EMAILS: 'ops2@aiz.test' } });
  });
  afterAll(() => t.close());

  it('requires the bearer token, even from loopback or an admin', async () => {
    const admin = await createSignedInUser(t, { username: 'ops2', email: 'ops2@aiz.test', role: 'admin' });
    expect((await t.app.request('/metrics', {}, fromLoopback)).status).toBe(401);
    expect((await admin.request('GET', '/metrics')).status).toBe(401);
    const wrong = await t.app.request('/metrics', { headers: { authorization: 'Bearer nope' } }, fromOutside);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const right = await t.app.request(
      '/metrics',
      { headers: { authorization: `Bearer ${token}` } },
      fromOutside,
    );
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('aiz_http_requests_total{status_class="2xx"}');
  });
});

/** Reads server-sent events until `count` have come, then leaves. */
async function readEvents(res: Response, count: number): Promise<MonitorEvent[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: MonitorEvent[] = [];
  let buffer = '';
  try {
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0 && events.length < count) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data !== undefined) events.push(monitorEventSchema.parse({ type, ...JSON.parse(data) }));
      }
    }
  } finally {
    await reader.cancel();
  }
  return events;
}

describe('GET /api/monitor and /api/monitor/stream', () => {
  let t: TestApp;
  let user: SignedInUser;
  let member: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'watcher@aiz.test' }, rateLimits: 'unlimited' });
    user = await createSignedInUser(t, { username: 'watcher', email: 'watcher@aiz.test', role: 'admin' });
    member = await createSignedInUser(t, { username: 'member' });
  });
  afterAll(() => t.close());

  it("are for administrators: the figures are every account's (401 signed out, 403 for others)", async () => {
    expect((await t.request('GET', '/api/monitor')).status).toBe(401);
    expect((await t.request('GET', '/api/monitor/stream')).status).toBe(401);
    for (const path of ['/api/monitor', '/api/monitor/stream']) {
      const refused = await member.request('GET', path);
      expect(refused.status, path).toBe(403);
      expect((await refused.json()).message, path).toMatch(/for administrators/);
    }
  });

  it('answers the figures now and the last hour in 10-second points', async () => {
    const res = await user.request('GET', '/api/monitor');
    expect(res.status).toBe(200);
    const body = monitorOverviewSchema.parse(await res.json());
    expect(body.history.length).toBeGreaterThanOrEqual(359);
    expect(body.history.length).toBeLessThanOrEqual(360);
    expect(body.snapshot.database).toMatchObject({ up: true });
    expect(body.snapshot.redis).toEqual({ configured: false, up: false, latencyMs: null });
    expect(body.snapshot.runs).toEqual({ queued: 0, waiting: 0, running: 0 });
    expect(body.snapshot.http.requestsTotal).toBeGreaterThanOrEqual(2);
    expect(body.snapshot.providers.map((p) => p.id)).toContain('offline');
    expect(body.snapshot.memory.rssBytes).toBeGreaterThan(0);
  });

  it('streams the history first, then a sample each second', async () => {
    const stream = await user.request('GET', '/api/monitor/stream');
    const events = await readEvents(stream, 2);
    expect(events.map((e) => e.type)).toEqual(['history', 'sample']);
    const sample = events[1] as Extract<MonitorEvent, { type: 'sample' }>;
    expect(sample.point.seconds).toBe(1);
    expect(sample.snapshot.http.requestsTotal).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the monitor with Redis (TEST_REDIS_URL)', () => {
  it('reports Redis up with its ping time, and down when it does not answer', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const up = await createTestApp({ redis, env: { ADMIN_EMAILS: 'rediswatcher@aiz.test' } });
    const watcher = await createSignedInUser(up, {
      username: 'rediswatcher',
      email: 'rediswatcher@aiz.test',
      role: 'admin',
    });
    const body = monitorOverviewSchema.parse(await (await watcher.request('GET', '/api/monitor')).json());
    expect(body.snapshot.redis).toMatchObject({ configured: true, up: true });
    expect(body.snapshot.redis.latencyMs).toBeGreaterThanOrEqual(0);
    expect(await (await up.app.request('/metrics', {}, fromLoopback)).text()).toContain('aiz_redis_up 1');
    await up.close();
    redis.disconnect();

    const down = await createTestApp({ redis: { ping: () => Promise.reject(new Error('ECONNREFUSED')) } });
    const metrics = await (await down.app.request('/metrics', {}, fromLoopback)).text();
    expect(metrics).toContain('aiz_redis_up 0');
    await down.close();
  });
});
