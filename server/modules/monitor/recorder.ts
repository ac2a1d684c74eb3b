/**
 * The HTTP recorder: requests, 4xx, 5xx and latency, counted in plain typed arrays so that a request costs
 * a few array increments (the webhook hot path is benchmarked). Latency goes into log-linear buckets
 * (4 per power of two, from 50 µs to about 7 min), both in an all-time histogram (Prometheus) and in one
 * row per second of a ring of the last hour (the charts), rolled over lazily by whoever writes or reads.
 */

/** Bucket upper bounds in seconds: 4 per doubling, 50 µs × 2^(i/4). */
export const BUCKET_COUNT = 92;
export const BUCKET_BOUNDS: readonly number[] = Array.from(
  { length: BUCKET_COUNT },
  (_, i) => 0.00005 * 2 ** (i / 4),
);
const LOG2_MIN = Math.log2(0.00005);

/** The bucket whose upper bound is the smallest one ≥ `seconds` (the last one catches everything above). */
export function bucketOf(seconds: number): number {
  if (!(seconds > 0.00005)) return 0;
  const i = Math.ceil((Math.log2(seconds) - LOG2_MIN) * 4 - 1e-9);
  return i >= BUCKET_COUNT ? BUCKET_COUNT - 1 : i;
}

/**
 * The value at quantile `q` (0-1) of a histogram in BUCKET_BOUNDS, interpolated within its bucket; null when
 * the histogram is empty.
 */
export function quantileOf(counts: ArrayLike<number>, q: number, offset = 0): number | null {
  let total = 0;
  for (let i = 0; i < BUCKET_COUNT; i++) total += counts[offset + i] as number;
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < BUCKET_COUNT; i++) {
    const n = counts[offset + i] as number;
    if (n > 0 && seen + n >= rank) {
      const lower = i === 0 ? 0 : (BUCKET_BOUNDS[i - 1] as number);
      const upper = BUCKET_BOUNDS[i] as number;
      return lower + (upper - lower) * Math.min(1, Math.max(0, (rank - seen) / n));
    }
    seen += n;
  }
  return BUCKET_BOUNDS[BUCKET_COUNT - 1] as number;
}

export const HISTORY_SECONDS = 3600;
/** Status classes 1xx to 5xx. */
const CLASSES = 5;

/** Requests and latency over a span of seconds. */
export interface SpanFigures {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  /** Seconds, or null with no requests. */
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

export class HttpRecorder {
  /** All-time totals by status class: index 0 is 1xx, …, 4 is 5xx. */
  readonly totals = new Float64Array(CLASSES);
  /** All-time latency histogram (Prometheus), and its sum in seconds. */
  readonly histogram = new Float64Array(BUCKET_COUNT);
  histogramSum = 0;

  private readonly slotSecond = new Float64Array(HISTORY_SECONDS).fill(-1);
  private readonly slotCounts = new Uint32Array(HISTORY_SECONDS * CLASSES);
  private readonly scratch = new Float64Array(BUCKET_COUNT);
  private readonly slotBuckets = new Uint32Array(HISTORY_SECONDS * BUCKET_COUNT);

  constructor(private readonly nowMs: () => number = Date.now) {}

  /** One finished request: its status and how long it took in ms. */
  record(status: number, durationMs: number): void {
    const c = ((status / 100) | 0) - 1;
    const cls = Math.max(0, Math.min(c, 4));
    const seconds = durationMs / 1000;
    const bucket = bucketOf(seconds);
    this.totals[cls]!++;
    this.histogram[bucket]!++;
    this.histogramSum += seconds;
    const slot = this.slot(Math.floor(this.nowMs() / 1000));
    this.slotCounts[slot * CLASSES + cls]!++;
    this.slotBuckets[slot * BUCKET_COUNT + bucket]!++;
  }

  /** The ring slot of `second`, cleared when it last held an older second. */
  private slot(second: number): number {
    const slot = second % HISTORY_SECONDS;
    if (this.slotSecond[slot] !== second) {
      this.slotSecond[slot] = second;
      this.slotCounts.fill(0, slot * CLASSES, (slot + 1) * CLASSES);
      this.slotBuckets.fill(0, slot * BUCKET_COUNT, (slot + 1) * BUCKET_COUNT);
    }
    return slot;
  }

  /** The figures of seconds `from` to `to` (epoch seconds, both included; only the last hour is kept). */
  span(from: number, to: number): SpanFigures {
    const buckets = this.scratch.fill(0);
    let requests = 0;
    let clientErrors = 0;
    let serverErrors = 0;
    for (let s = Math.max(from, to - HISTORY_SECONDS + 1); s <= to; s++) {
      const slot = s % HISTORY_SECONDS;
      if (this.slotSecond[slot] !== s) continue;
      for (let k = 0; k < CLASSES; k++) requests += this.slotCounts[slot * CLASSES + k]!;
      clientErrors += this.slotCounts[slot * CLASSES + 3]!;
      serverErrors += this.slotCounts[slot * CLASSES + 4]!;
      const offset = slot * BUCKET_COUNT;
      for (let i = 0; i < BUCKET_COUNT; i++) buckets[i]! += this.slotBuckets[offset + i]!;
    }
    return {
      requests,
      clientErrors,
      serverErrors,
      p50: quantileOf(buckets, 0.5),
      p95: quantileOf(buckets, 0.95),
      p99: quantileOf(buckets, 0.99),
    };
  }

  /** The last whole second (the current one is still filling). */
  lastSecond(): number {
    return Math.floor(this.nowMs() / 1000) - 1;
  }

  get requestsTotal(): number {
    let n = 0;
    for (let k = 0; k < CLASSES; k++) n += this.totals[k]!;
    return n;
  }
}
