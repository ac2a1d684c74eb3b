/**
 * The monitor's figures beyond the HTTP recorder: workflow runs by status, the run queue, the AI providers,
 * database and Redis reachability, memory and event loop delay. A snapshot is taken at most once per tick (REUSE_MS)
 * and shared by every caller (the stream's listeners, GET /api/monitor, /metrics). While somebody listens,
 * one timer per process takes a snapshot every second, hands it to every listener and keeps its gauges for
 * the charts; with nobody listening it stops (the HTTP recorder's counters go on, they are cheap).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type {
  MonitorOverview,
  MonitorPoint,
  MonitorProvider,
  MonitorSnapshot,
} from '@common/schemas/monitor';
import type { AppDeps } from '../../deps';
import { type SandboxPoolStats, sharedSandboxPoolStats } from '../../engine/sandbox';
import { countActiveRuns } from '../workflows';
import { HISTORY_SECONDS, type HttpRecorder } from './recorder';

/** A check that has not answered by then counts as failed: the monitor must keep its pace. */
export const CHECK_TIMEOUT_MS = 2000;
/** How long a snapshot is reused: a little under the tick, so every tick takes a new one. */
export const REUSE_MS = 900;
/** The tiles' window for rates and percentiles. */
export const WINDOW_SECONDS = 10;
/** The history's point length. */
export const HISTORY_STEP_SECONDS = 10;
const GAUGE_SLOTS = HISTORY_SECONDS / HISTORY_STEP_SECONDS;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

async function timed(check: () => Promise<unknown>): Promise<{ up: boolean; latencyMs: number | null }> {
  const t0 = performance.now();
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return { up: true, latencyMs: Math.round((performance.now() - t0) * 100) / 100 };
  } catch {
    return { up: false, latencyMs: null };
  }
}

const ms = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 100_000) / 100);

export type MonitorDeps = Pick<AppDeps, 'database' | 'redis' | 'ai' | 'version' | 'logger'> & {
  /** The run queue, read when sampled (main.ts sets it once the queues have started). */
  runQueue: () => AppDeps['runQueue'];
  /** The sandbox pool's figures (the process's shared pool unless a test gives its own). */
  sandboxStats?: () => SandboxPoolStats | null;
};

export interface MonitorSample {
  snapshot: MonitorSnapshot;
  point: MonitorPoint;
}

export class MonitorSampler {
  private readonly started: number;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });
  private last: { at: number; snapshot: MonitorSnapshot } | null = null;
  private inFlight: Promise<MonitorSnapshot> | null = null;
  private readonly listeners = new Set<(sample: MonitorSample) => void>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticking = false;
  /** The last gauges sampled in each 10-second step of the last hour (the charts' runs, queue, memory). */
  private readonly gaugeStep = new Float64Array(GAUGE_SLOTS).fill(-1);
  private readonly gauges: Array<
    Pick<MonitorPoint, 'activeRuns' | 'queueDepth' | 'rssBytes' | 'heapUsedBytes'>
  > = [];

  constructor(
    private readonly deps: MonitorDeps,
    readonly recorder: HttpRecorder,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.started = nowMs();
    this.loopDelay.enable();
  }

  /** Every second's sample while subscribed; the sampling stops with the last listener. */
  subscribe(listener: (sample: MonitorSample) => void): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), 1000);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Whether the per-second timer runs (only while somebody listens). */
  get sampling(): boolean {
    return this.timer !== undefined;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  close(): void {
    this.stop();
    this.listeners.clear();
    this.loopDelay.disable();
  }

  private async tick() {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const snapshot = await this.snapshot();
      const second = this.recorder.lastSecond();
      const sample = { snapshot, point: this.point(second, 1) };
      for (const listener of this.listeners) listener(sample);
    } catch (err) {
      this.deps.logger.warn('monitor sample failed', { error: String(err) });
    } finally {
      this.ticking = false;
    }
  }

  /** The figures now: taken at most once per REUSE_MS, shared by concurrent callers. */
  snapshot(): Promise<MonitorSnapshot> {
    if (this.last && this.nowMs() - this.last.at < REUSE_MS) return Promise.resolve(this.last.snapshot);
    // Dated from its start, so the next second's tick finds it old enough however long it took.
    const started = this.nowMs();
    this.inFlight ??= this.measure().then(
      (snapshot) => {
        this.last = { at: started, snapshot };
        this.inFlight = null;
        this.keepGauges(snapshot);
        return snapshot;
      },
      (err: unknown) => {
        this.inFlight = null;
        throw err;
      },
    );
    return this.inFlight;
  }

  /** The snapshot and the last hour in 10-second points. */
  async overview(): Promise<MonitorOverview> {
    const snapshot = await this.snapshot();
    const last = this.recorder.lastSecond();
    const first = Math.floor((last - HISTORY_SECONDS + 1) / HISTORY_STEP_SECONDS) * HISTORY_STEP_SECONDS;
    const history: MonitorPoint[] = [];
    for (let at = first + HISTORY_STEP_SECONDS; at <= last; at += HISTORY_STEP_SECONDS) {
      history.push(this.point(at, Math.min(HISTORY_STEP_SECONDS, last - at + 1)));
    }
    return { snapshot, history };
  }

  /** The chart point of `seconds` seconds from `at`. */
  private point(at: number, seconds: number): MonitorPoint {
    const span = this.recorder.span(at, at + seconds - 1);
    const step = Math.floor(at / HISTORY_STEP_SECONDS);
    const slot = step % GAUGE_SLOTS;
    const gauges =
      this.gaugeStep[slot] === step
        ? this.gauges[slot]!
        : { activeRuns: null, queueDepth: null, rssBytes: null, heapUsedBytes: null };
    return {
      at,
      seconds,
      requestsPerSecond: span.requests / seconds,
      p50Ms: ms(span.p50),
      p95Ms: ms(span.p95),
      p99Ms: ms(span.p99),
      errorRate: span.requests === 0 ? 0 : span.serverErrors / span.requests,
      ...gauges,
    };
  }

  private keepGauges(snapshot: MonitorSnapshot) {
    // Under the second the points describe (the last whole one), so the live point and the history agree.
    const step = Math.floor(this.recorder.lastSecond() / HISTORY_STEP_SECONDS);
    const slot = step % GAUGE_SLOTS;
    this.gaugeStep[slot] = step;
    this.gauges[slot] = {
      activeRuns: snapshot.runs ? snapshot.runs.running : snapshot.queue ? snapshot.queue.active : null,
      queueDepth: snapshot.runs ? snapshot.runs.queued : snapshot.queue ? snapshot.queue.depth : null,
      rssBytes: snapshot.memory.rssBytes,
      heapUsedBytes: snapshot.memory.heapUsedBytes,
    };
  }

  private async measure(): Promise<MonitorSnapshot> {
    const { database, redis } = this.deps;
    const queue = this.deps.runQueue();
    const [db, cache, runs, queueStats] = await Promise.all([
      timed(() => database.ping()),
      redis ? timed(() => redis.ping()) : Promise.resolve(null),
      this.runCounts(),
      queue?.stats ? withTimeout(queue.stats(), CHECK_TIMEOUT_MS).catch(() => null) : Promise.resolve(null),
    ]);
    const last = this.recorder.lastSecond();
    const window = this.recorder.span(last - WINDOW_SECONDS + 1, last);
    const memory = process.memoryUsage();
    const loopMean = this.loopDelay.mean;
    const loopP99 = this.loopDelay.percentile(99);
    this.loopDelay.reset();
    const totals = this.recorder.totals;
    return {
      at: new Date(this.nowMs()).toISOString(),
      version: this.deps.version,
      uptimeSeconds: Math.round((this.nowMs() - this.started) / 1000),
      http: {
        requestsPerSecond: window.requests / WINDOW_SECONDS,
        p50Ms: ms(window.p50),
        p95Ms: ms(window.p95),
        p99Ms: ms(window.p99),
        errorRate: window.requests === 0 ? 0 : window.serverErrors / window.requests,
        clientErrorRate: window.requests === 0 ? 0 : window.clientErrors / window.requests,
        requestsTotal: this.recorder.requestsTotal,
        serverErrorsTotal: totals[4]!,
        clientErrorsTotal: totals[3]!,
      },
      runs,
      queue: queueStats,
      sandbox: this.sandbox(),
      providers: this.providers(),
      database: { kind: database.kind, ...db },
      redis: cache ? { configured: true, ...cache } : { configured: false, up: false, latencyMs: null },
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      eventLoop: {
        meanMs: Number.isFinite(loopMean) ? Math.round(loopMean / 10_000) / 100 : 0,
        p99Ms: Number.isFinite(loopP99) ? Math.round(loopP99 / 10_000) / 100 : 0,
      },
    };
  }

  /** Runs still to finish, by status (an indexed count); null when the database does not answer. */
  private async runCounts(): Promise<MonitorSnapshot['runs']> {
    try {
      return await withTimeout(countActiveRuns(this.deps.database.db), CHECK_TIMEOUT_MS);
    } catch {
      return null;
    }
  }

  private sandbox(): MonitorSnapshot['sandbox'] {
    const stats = (this.deps.sandboxStats ?? sharedSandboxPoolStats)();
    if (!stats) return null;
    const p95 = stats.queueWait.recentP95Ms;
    return {
      size: stats.size,
      busy: stats.busy,
      waiting: stats.waiting,
      queueWaitP95Ms: p95 === null ? null : Math.round(p95 * 100) / 100,
    };
  }

  private providers(): MonitorProvider[] {
    return this.deps.ai.providerStats().map((p) => ({
      id: p.id,
      name: p.name,
      model: p.model,
      enabled: p.enabled,
      healthy: p.isHealthy,
      successRate: p.successRate,
      responseTimeMs: p.responseTime,
      calls: p.calls,
      cooldownMs: p.cooldownMs,
    }));
  }
}
