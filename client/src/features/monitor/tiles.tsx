import { countOf } from '@common/plural';
import type { MonitorSnapshot } from '@common/schemas/monitor';
import { cn } from '@/lib/cn';
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatMs,
  formatPercent,
  formatRate,
  HEALTH_LABEL,
  type Health,
  healthOf,
} from './format';

interface TileProps {
  label: string;
  value: string;
  unit?: string;
  health?: Health;
  detail?: string;
}

const DOT: Record<Health, string> = {
  ok: 'bg-success',
  warn: 'bg-amber-500',
  bad: 'bg-destructive',
  none: 'bg-muted-foreground/40',
};
const EDGE: Record<Health, string> = {
  ok: 'border-l-success',
  warn: 'border-l-amber-500',
  bad: 'border-l-destructive',
  none: 'border-l-border',
};

/** One figure: its value with its unit, a coloured edge and dot for its health (and the health in words). */
export function Tile({ label, value, unit, health = 'none', detail }: TileProps) {
  const id = `tile-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={`${id}-label`}
      data-testid={id}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-border border-l-4 bg-card p-4 shadow-sm',
        EDGE[health],
      )}
    >
      <h3 id={`${id}-label`} className="flex items-center gap-2 text-muted-foreground text-sm">
        <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT[health])} />
        <span className="truncate">{label}</span>
        {health !== 'none' ? <span className="sr-only">({HEALTH_LABEL[health]})</span> : null}
      </h3>
      <p className="truncate font-semibold text-2xl tabular-nums" data-testid={`${id}-value`}>
        {value}
        {unit ? <span className="ml-1 font-medium text-base text-muted-foreground">{unit}</span> : null}
      </p>
      {detail ? <p className="truncate text-muted-foreground text-xs">{detail}</p> : null}
    </section>
  );
}

/** Every figure of the snapshot as tiles; they stack on a phone and spread on wider screens. */
export function MonitorTiles({ snapshot: s }: { snapshot: MonitorSnapshot }) {
  const { http, runs, queue, database, redis, memory, eventLoop } = s;
  const unhealthyProviders = s.providers.filter((p) => p.enabled && !p.healthy).length;
  const enabledProviders = s.providers.filter((p) => p.enabled).length;
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      <Tile
        label="Requests per second"
        value={formatRate(http.requestsPerSecond)}
        unit="req/s"
        health="ok"
        detail="over the last 10 s"
      />
      <Tile
        label="Requests total"
        value={formatCount(http.requestsTotal)}
        health="ok"
        detail={`${countOf(http.serverErrorsTotal, 'server error')}, ${countOf(http.clientErrorsTotal, 'client error')}`}
      />
      <Tile
        label="Latency p50 / p95"
        value={`${formatMs(http.p50Ms)} / ${formatMs(http.p95Ms)}`}
        health={healthOf(http.p95Ms, 500, 2000)}
        detail="over the last 10 s"
      />
      <Tile
        label="Latency p99"
        value={formatMs(http.p99Ms)}
        health={healthOf(http.p99Ms, 1000, 5000)}
        detail="over the last 10 s"
      />
      <Tile
        label="Error rate"
        value={formatPercent(http.errorRate)}
        health={http.requestsPerSecond === 0 ? 'ok' : healthOf(http.errorRate, 0.01, 0.05)}
        detail={`5xx answers; 4xx ${formatPercent(http.clientErrorRate)}`}
      />
      <Tile
        label="Active runs"
        value={runs ? formatCount(runs.running) : '—'}
        health={runs ? 'ok' : 'bad'}
        detail={
          runs ? `${formatCount(runs.waiting)} waiting for a person or a time` : 'the database did not answer'
        }
      />
      <Tile
        label="Queued runs"
        value={runs ? formatCount(runs.queued) : '—'}
        health={
          runs && queue
            ? healthOf(runs.queued, Math.max(10, queue.workers * queue.concurrency * 5), 1000)
            : 'none'
        }
        detail={
          queue
            ? `queue depth ${formatCount(queue.depth)}, ${formatCount(queue.active)} executing`
            : 'queue not started'
        }
      />
      <Tile
        label="Workers"
        value={queue ? formatCount(queue.workers) : '—'}
        health={queue ? (queue.workers > 0 ? 'ok' : 'bad') : 'none'}
        detail={
          queue
            ? `${queue.kind === 'bullmq' ? 'BullMQ' : 'in-process'}, ${countOf(queue.concurrency, 'run')} each`
            : undefined
        }
      />
      <Tile
        label="Sandbox queue p95"
        value={s.sandbox ? formatMs(s.sandbox.queueWaitP95Ms) : '—'}
        health={s.sandbox ? healthOf(s.sandbox.queueWaitP95Ms, 250, 2000) : 'none'}
        detail={
          s.sandbox
            ? `${formatCount(s.sandbox.busy)} of ${countOf(s.sandbox.size, 'worker')} busy, ${formatCount(s.sandbox.waiting)} waiting (Code nodes, expressions)`
            : 'no Code node or expression has needed it yet'
        }
      />
      <Tile
        label="AI providers"
        value={`${enabledProviders - unhealthyProviders} / ${enabledProviders}`}
        unit="healthy"
        health={unhealthyProviders === 0 ? 'ok' : unhealthyProviders < enabledProviders ? 'warn' : 'bad'}
        detail={s.providers.length ? s.providers.map((p) => p.name).join(', ') : 'none configured'}
      />
      <Tile
        label="Database"
        value={database.up ? formatMs(database.latencyMs) : 'down'}
        health={database.up ? healthOf(database.latencyMs, 50, 500) : 'bad'}
        detail={database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}
      />
      <Tile
        label="Redis"
        value={!redis.configured ? 'not configured' : redis.up ? formatMs(redis.latencyMs) : 'down'}
        health={!redis.configured ? 'none' : redis.up ? healthOf(redis.latencyMs, 50, 500) : 'bad'}
        detail={redis.configured ? 'ping' : 'REDIS_URL is not set'}
      />
      <Tile
        label="Memory"
        value={formatBytes(memory.rssBytes)}
        unit="RSS"
        health={healthOf(memory.rssBytes, 1024 ** 3, 2 * 1024 ** 3)}
        detail={`heap ${formatBytes(memory.heapUsedBytes)} of ${formatBytes(memory.heapTotalBytes)}`}
      />
      <Tile
        label="Event loop delay"
        value={formatMs(eventLoop.p99Ms)}
        unit="p99"
        health={healthOf(eventLoop.p99Ms, 100, 500)}
        detail={`mean ${formatMs(eventLoop.meanMs)} over the last second`}
      />
      <Tile
        label="Uptime"
        value={formatDuration(s.uptimeSeconds)}
        health="ok"
        detail={`version ${s.version}`}
      />
    </div>
  );
}
