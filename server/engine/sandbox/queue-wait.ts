/**
 * How long sandbox jobs waited for a worker: a cumulative histogram for Prometheus and the recent waits for
 * the monitor's percentile. Recorded once per dispatch (a batch the pool queues again counts each wait).
 */

/** Upper bounds in seconds (Prometheus `le`), from 1 ms to 30 s. */
export const QUEUE_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;
/** How far back the recent percentile looks. */
export const RECENT_WINDOW_MS = 60_000;
const RECENT_SLOTS = 1024;

export interface QueueWaitSnapshot {
  count: number;
  sumSeconds: number;
  /** Cumulative counts per bound of QUEUE_WAIT_BUCKETS (the +Inf bucket is `count`). */
  buckets: number[];
  /** 95th percentile of the waits of the last minute (at most the last 1,024), null when none. */
  recentP95Ms: number | null;
}

export class QueueWaitStats {
  private count = 0;
  private sumSeconds = 0;
  private readonly perBucket = new Array<number>(QUEUE_WAIT_BUCKETS.length).fill(0);
  private readonly recentMs = new Float64Array(RECENT_SLOTS);
  private readonly recentAt = new Float64Array(RECENT_SLOTS).fill(Number.NEGATIVE_INFINITY);
  private next = 0;

  constructor(private readonly nowMs: () => number = () => performance.now()) {}

  record(waitMs: number): void {
    const seconds = waitMs / 1000;
    this.count += 1;
    this.sumSeconds += seconds;
    const bucket = QUEUE_WAIT_BUCKETS.findIndex((le) => seconds <= le);
    if (bucket >= 0) this.perBucket[bucket]! += 1;
    this.recentMs[this.next] = waitMs;
    this.recentAt[this.next] = this.nowMs();
    this.next = (this.next + 1) % RECENT_SLOTS;
  }

  snapshot(): QueueWaitSnapshot {
    let cumulative = 0;
    const buckets = this.perBucket.map((n) => {
      cumulative += n;
      return cumulative;
    });
    const since = this.nowMs() - RECENT_WINDOW_MS;
    const recent: number[] = [];
    for (let i = 0; i < RECENT_SLOTS; i++) if (this.recentAt[i]! >= since) recent.push(this.recentMs[i]!);
    recent.sort((a, b) => a - b);
    const p95 =
      recent.length === 0 ? null : recent[Math.min(recent.length - 1, Math.ceil(recent.length * 0.95) - 1)]!;
    return { count: this.count, sumSeconds: this.sumSeconds, buckets, recentP95Ms: p95 };
  }
}
