/**
 * GET /metrics in the Prometheus text format: prom-client's default process metrics and ours, read from the
 * HTTP recorder's arrays and the sampler's snapshot when scraped (nothing is observed per request).
 */
import { collectDefaultMetrics, Registry } from 'prom-client';
import { QUEUE_WAIT_BUCKETS, type SandboxPoolStats, sharedSandboxPoolStats } from '../../engine/sandbox';
import { BUCKET_BOUNDS, BUCKET_COUNT } from './recorder';
import type { MonitorSampler } from './sampler';

interface MetricValue {
  value: number;
  labels?: Record<string, string | number>;
  metricName?: string;
}

/** A metric prom-client's registry formats, with its values read at scrape time. */
function metric(
  name: string,
  help: string,
  type: 'counter' | 'gauge' | 'histogram',
  values: () => MetricValue[] | Promise<MetricValue[]>,
) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    async get() {
      return { name, help, type, aggregator: 'sum' as const, values: await values() };
    },
    reset() {},
  };
}

/** Every 4th bound of the recorder (one per doubling of the latency): 50 µs × 2^n, exact cumulative counts. */
const EXPOSED_BUCKETS = BUCKET_BOUNDS.map((le, i) => ({ le, i })).filter(({ i }) => i % 4 === 3);

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** The sandbox pool's queue-wait histogram (all zeros before its first job, so dashboards find it). */
function queueWaitValues(stats: SandboxPoolStats | null): MetricValue[] {
  const name = 'aiz_sandbox_queue_wait_seconds';
  const wait = stats?.queueWait;
  const values: MetricValue[] = QUEUE_WAIT_BUCKETS.map((le, i) => ({
    metricName: `${name}_bucket`,
    labels: { le },
    value: wait?.buckets[i] ?? 0,
  }));
  values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf' }, value: wait?.count ?? 0 });
  values.push({ metricName: `${name}_sum`, value: wait?.sumSeconds ?? 0 });
  values.push({ metricName: `${name}_count`, value: wait?.count ?? 0 });
  return values;
}

export function createMetricsRegistry(
  sampler: MonitorSampler,
  sandboxStats: () => SandboxPoolStats | null = sharedSandboxPoolStats,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { recorder } = sampler;
  const add = (m: ReturnType<typeof metric>) => registry.registerMetric(m as never);

  add(
    metric('aiz_http_requests_total', 'HTTP requests answered, by status class', 'counter', () =>
      STATUS_CLASSES.map((cls, k) => ({ labels: { status_class: cls }, value: recorder.totals[k]! })),
    ),
  );
  add(
    metric('aiz_http_request_duration_seconds', 'Time to answer an HTTP request', 'histogram', () => {
      const name = 'aiz_http_request_duration_seconds';
      const values: MetricValue[] = [];
      let cumulative = 0;
      let next = 0;
      for (const { le, i } of EXPOSED_BUCKETS) {
        for (; next <= i; next++) cumulative += recorder.histogram[next]!;
        values.push({
          metricName: `${name}_bucket`,
          labels: { le: Number(le.toPrecision(6)) },
          value: cumulative,
        });
      }
      for (; next < BUCKET_COUNT; next++) cumulative += recorder.histogram[next]!;
      values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf' }, value: cumulative });
      values.push({ metricName: `${name}_sum`, value: recorder.histogramSum });
      values.push({ metricName: `${name}_count`, value: cumulative });
      return values;
    }),
  );

  add(
    metric(
      'aiz_sandbox_queue_wait_seconds',
      'Time sandbox jobs (Code nodes, expressions) waited for a worker',
      'histogram',
      () => queueWaitValues(sandboxStats()),
    ),
  );
  add(
    metric('aiz_sandbox_workers', 'Sandbox worker threads, by state', 'gauge', () => {
      const stats = sandboxStats();
      return [
        { labels: { state: 'size' }, value: stats?.size ?? 0 },
        { labels: { state: 'busy' }, value: stats?.busy ?? 0 },
      ];
    }),
  );
  add(
    metric('aiz_sandbox_waiting', 'Sandbox jobs waiting for a worker', 'gauge', () => [
      { value: sandboxStats()?.waiting ?? 0 },
    ]),
  );

  const snapshot = () => sampler.snapshot();
  add(
    metric('aiz_runs', 'Workflow runs not finished, by status', 'gauge', async () => {
      const { runs } = await snapshot();
      return runs
        ? (['queued', 'running', 'waiting'] as const).map((status) => ({
            labels: { status },
            value: runs[status],
          }))
        : [];
    }),
  );
  add(
    metric('aiz_queue_depth', 'Runs waiting in the run queue for a worker', 'gauge', async () => {
      const { queue } = await snapshot();
      return queue ? [{ labels: { kind: queue.kind }, value: queue.depth }] : [];
    }),
  );
  add(
    metric('aiz_queue_active', 'Runs the run queue is executing', 'gauge', async () => {
      const { queue } = await snapshot();
      return queue ? [{ labels: { kind: queue.kind }, value: queue.active }] : [];
    }),
  );
  add(
    metric('aiz_workers', 'Processes taking queued runs', 'gauge', async () => {
      const { queue } = await snapshot();
      return queue ? [{ labels: { kind: queue.kind }, value: queue.workers }] : [];
    }),
  );
  add(
    metric('aiz_db_up', 'Whether the database answered a ping (1) or not (0)', 'gauge', async () => {
      const { database } = await snapshot();
      return [{ labels: { kind: database.kind }, value: database.up ? 1 : 0 }];
    }),
  );
  add(
    metric('aiz_db_ping_seconds', 'Time the database took to answer a ping', 'gauge', async () => {
      const { database } = await snapshot();
      return database.latencyMs === null ? [] : [{ value: database.latencyMs / 1000 }];
    }),
  );
  add(
    metric(
      'aiz_redis_up',
      'Whether Redis answered a ping (1) or not (0); absent without REDIS_URL',
      'gauge',
      async () => {
        const { redis } = await snapshot();
        return redis.configured ? [{ value: redis.up ? 1 : 0 }] : [];
      },
    ),
  );
  const perProvider =
    (pick: (p: Awaited<ReturnType<typeof snapshot>>['providers'][number]) => number) => async () =>
      (await snapshot()).providers.map((p) => ({
        labels: { provider: p.id, model: p.model },
        value: pick(p),
      }));
  add(
    metric(
      'aiz_provider_healthy',
      'Whether the AI router would use the provider now (enabled, not cooling down)',
      'gauge',
      perProvider((p) => (p.healthy ? 1 : 0)),
    ),
  );
  add(
    metric(
      'aiz_provider_success_ratio',
      "Share of the provider's recent calls that succeeded",
      'gauge',
      perProvider((p) => p.successRate),
    ),
  );
  add(
    metric(
      'aiz_provider_response_seconds',
      "Mean time of the provider's recent successful calls",
      'gauge',
      perProvider((p) => p.responseTimeMs / 1000),
    ),
  );
  add(
    metric(
      'aiz_provider_calls',
      'Recent calls to the provider (its statistics window)',
      'gauge',
      perProvider((p) => p.calls),
    ),
  );
  return registry;
}
