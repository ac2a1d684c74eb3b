import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairScheduler } from './fair-scheduler';
import { type QueueWaitSnapshot, QueueWaitStats } from './queue-wait';
import { STOPPED_MESSAGE } from './run-sandboxed';
import {
  DEFAULT_SANDBOX_LIMITS,
  type SandboxFailure,
  type SandboxOutcome,
  type SandboxProgram,
  wallClockFor,
} from './sandbox-types';
import { stringifyInSlices } from './sliced-json';
import type { WorkerBoot, WorkerProgram, WorkerReply, WorkerRequest } from './worker-messages';

/**
 * In a bundle (scripts/bundle.mjs: the server's, the CLI's), the URL of the worker's entry built beside it,
 * started as it is; under tsx (dev, tests) not defined, and a worker registers tsx first (worker-boot.mjs),
 * which costs each new worker about half a second of compiling.
 */
declare const AIZ_BUNDLED_SANDBOX_WORKER: string | undefined;
const bundledWorker = typeof AIZ_BUNDLED_SANDBOX_WORKER === 'string' ? AIZ_BUNDLED_SANDBOX_WORKER : undefined;

/** The account of runs no account owns (the CLI, bare engine runs). */
export const ANONYMOUS_TENANT = 'anonymous';

/** One worker per core, at least two (one of them is kept for a second account: fair-scheduler.ts). */
export const defaultPoolSize = () => Math.max(2, availableParallelism());

export interface SandboxWorkerPoolOptions {
  /** Worker threads at most (started on demand). Default: one per core, at least 2. */
  size?: number;
  /**
   * Time past a program's own deadline after which the pool terminates its worker: the backstop for code the
   * interrupt handler cannot reach (a long host call). Default: 15 % of the program's deadline, between 100 ms
   * and 2 s, so a kill lands within 1.2x the deadline.
   */
  backstopGraceMs?: number;
  /** How long a worker runs one batch before the rest of it queues again behind other accounts (default 50 ms). */
  sliceMs?: number;
  /** The heap of each worker thread (its V8 old generation, not the QuickJS memory): the host-side backstop. */
  maxHeapMb?: number;
  /**
   * The worker's entry (TypeScript through worker-boot.mjs, or a bundled module); tests swap in a worker
   * that never answers to exercise the backstop.
   */
  entry?: URL;
  /** QuickJS's own output (not the user's console), for the server's JSON logger. */
  onLog?: (stream: 'out' | 'err', text: string) => void;
}

export interface SandboxJobOptions {
  /** The account the work is for: the fair share is counted per account. */
  tenant?: string;
  /** Aborting stops the job: taken out of the queue, or stopped in its worker (its outcomes say so). */
  signal?: AbortSignal;
}

export interface SandboxPoolStats {
  size: number;
  /** Worker threads alive now. */
  workers: number;
  /** Jobs running now. */
  busy: number;
  /** Jobs waiting for a worker. */
  waiting: number;
  queueWait: QueueWaitSnapshot;
}

interface PoolJob {
  tenant: string;
  programs: SandboxProgram[];
  /** The programs as they cross to the worker (inputs as JSON text), made before the job queues. */
  wire: WorkerProgram[];
  outcomes: SandboxOutcome[];
  resolve: (outcomes: SandboxOutcome[]) => void;
  /** When it was (last) queued: what it waited is recorded when a worker takes it. */
  queuedAt: number;
  /** Answered already (stopped or closed): later outcomes are dropped. */
  settled: boolean;
  unwatch?: () => void;
}

interface WorkerSlot {
  worker: Worker;
  stop: Int32Array;
  /** Pyodide's interrupt buffer in this worker (2 = SIGINT). */
  interrupt: Int32Array;
  /** A Python program's deadline: the interrupt is written then (QuickJS checks its own deadline). */
  deadline: NodeJS.Timeout | null;
  /** The batch it runs, with the id of this dispatch (written to `stop` to stop it). */
  running: {
    job: PoolJob;
    dispatchId: number;
    offset: number;
    index: number;
    /** The chunks of a big result arrived so far (`outcome-part`), joined when its outcome comes. */
    parts: unknown[] | null;
  } | null;
  backstop: NodeJS.Timeout | null;
}

/**
 * Runs programs in worker threads, so user code and heavy expressions never block the server's event loop.
 * Up to `size` workers, shared fairly between accounts (`FairScheduler`): each job is a batch of programs run in
 * order in one worker, sliced so a long batch queues again behind others. After a memory incident the worker
 * is retired (a fresh one starts on demand); a worker that does not answer within a program's
 * deadline plus the grace is terminated (`terminate()` is the hard kill) and that program fails as a timeout.
 */
export class SandboxWorkerPool {
  private readonly slots: WorkerSlot[] = [];
  private readonly scheduler: FairScheduler<PoolJob>;
  private readonly waits = new QueueWaitStats();
  /** Jobs whose inputs are being made into JSON (not queued yet): closing fails them too. */
  private readonly preparing = new Set<PoolJob>();
  private nextDispatchId = 1;
  private closed = false;
  private readonly size: number;
  private readonly entry: URL;
  private readonly sliceMs: number;
  /** How many workers this pool has started; tests read it to see a recycle. */
  workersStarted = 0;
  /** How many result chunks (`outcome-part`) have arrived; tests read it to see a transfer in flight. */
  partsReceived = 0;

  constructor(private readonly options: SandboxWorkerPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.entry = options.entry ?? new URL(bundledWorker ?? './worker-entry.ts', import.meta.url);
    this.sliceMs = options.sliceMs ?? 50;
    this.scheduler = new FairScheduler({ workers: this.size });
  }

  run(program: SandboxProgram, options: SandboxJobOptions = {}): Promise<SandboxOutcome> {
    return this.runAll([program], options).then((outcomes) => outcomes[0]!);
  }

  /** Runs the programs in order as one job of the account (one queue turn, one worker at a time). */
  runAll(programs: SandboxProgram[], options: SandboxJobOptions = {}): Promise<SandboxOutcome[]> {
    if (this.closed) return Promise.reject(new Error('The sandbox worker pool is closed'));
    if (programs.length === 0) return Promise.resolve([]);
    return new Promise((resolve) => {
      const job: PoolJob = {
        tenant: options.tenant ?? ANONYMOUS_TENANT,
        programs,
        wire: [],
        outcomes: [],
        resolve,
        queuedAt: performance.now(),
        settled: false,
      };
      const { signal } = options;
      if (signal?.aborted) return this.settle(job, failed({ kind: 'timeout', message: STOPPED_MESSAGE }));
      if (signal) {
        const onAbort = () => this.abort(job);
        signal.addEventListener('abort', onAbort, { once: true });
        job.unwatch = () => signal.removeEventListener('abort', onAbort);
      }
      this.preparing.add(job);
      void this.prepare(job).then(() => {
        this.preparing.delete(job);
        if (job.settled) return;
        job.queuedAt = performance.now();
        this.scheduler.enqueue(job.tenant, job);
        this.pump();
      });
    });
  }

  /**
   * Makes the inputs JSON text on this thread a slice at a time, yielding between slices: a 23 MB input posted
   * as objects cost one task of structured-clone work; its text crosses as a few string copies.
   */
  private async prepare(job: PoolJob): Promise<void> {
    for (const { input, ...rest } of job.programs) {
      if (job.settled) return;
      let inputJson: WorkerProgram['inputJson'];
      try {
        inputJson = await stringifyInSlices(input ?? null);
      } catch (error) {
        inputJson = { error: error instanceof Error ? error.message : String(error) };
      }
      job.wire.push({ ...rest, inputJson });
    }
  }

  stats(): SandboxPoolStats {
    return {
      size: this.size,
      workers: this.slots.length,
      busy: this.scheduler.busy,
      waiting: this.scheduler.waiting,
      queueWait: this.waits.snapshot(),
    };
  }

  /** Stops the workers; running and queued jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closed = failed({ kind: 'runtime', message: 'The sandbox worker pool is closed' });
    for (const job of this.preparing) this.settle(job, closed);
    this.preparing.clear();
    for (const job of this.scheduler.drain()) this.settle(job, closed);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.running) this.settle(slot.running.job, closed);
      if (slot.backstop) clearTimeout(slot.backstop);
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (!this.closed) {
      let slot = this.slots.find((s) => s.running === null);
      if (!slot && this.slots.length >= this.size) return;
      const next = this.scheduler.take();
      if (!next) return;
      slot ??= this.startWorker();
      this.dispatch(slot, next.item);
    }
  }

  private dispatch(slot: WorkerSlot, job: PoolJob): void {
    this.waits.record(performance.now() - job.queuedAt);
    const dispatchId = this.nextDispatchId++;
    const offset = job.outcomes.length;
    slot.running = { job, dispatchId, offset, index: offset, parts: null };
    const message: WorkerRequest = {
      type: 'job',
      id: dispatchId,
      tenant: job.tenant,
      programs: job.wire.slice(offset),
      sliceMs: this.sliceMs,
    };
    slot.worker.ref();
    slot.worker.postMessage(message);
  }

  private startWorker(): WorkerSlot {
    const stop = new SharedArrayBuffer(4);
    const interrupt = new SharedArrayBuffer(4);
    const boot: WorkerBoot = { entry: this.entry.href, stop, interrupt };
    const typescript = this.entry.pathname.endsWith('.ts');
    const worker = new Worker(typescript ? new URL('./worker-boot.mjs', import.meta.url) : this.entry, {
      workerData: boot,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 512 },
    });
    const slot: WorkerSlot = {
      worker,
      stop: new Int32Array(stop),
      interrupt: new Int32Array(interrupt),
      running: null,
      backstop: null,
      deadline: null,
    };
    this.workersStarted += 1;
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error: Error & { code?: string }) =>
      this.onWorkerLost(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'memory', message: 'The code used more memory than it may' }
          : { kind: 'runtime', message: `The sandbox worker failed: ${error.message}` },
      ),
    );
    worker.on('exit', () =>
      this.onWorkerLost(slot, { kind: 'runtime', message: 'The sandbox worker stopped' }),
    );
    this.slots.push(slot);
    return slot;
  }

  private onReply(slot: WorkerSlot, reply: WorkerReply): void {
    if (reply.type === 'log') {
      this.options.onLog?.(reply.stream, reply.text);
      return;
    }
    const running = slot.running;
    if (!running || reply.id !== running.dispatchId || !this.slots.includes(slot)) return;
    if (reply.type === 'started') {
      running.index = running.offset + reply.index;
      const program = running.job.programs[running.index];
      const timeoutMs = { ...DEFAULT_SANDBOX_LIMITS, ...program?.limits }.timeoutMs;
      const wallMs = wallClockFor(timeoutMs);
      this.armBackstop(slot, wallMs + this.graceFor(wallMs), timeoutMs);
      if (program?.kind === 'python') {
        slot.deadline = setTimeout(() => Atomics.store(slot.interrupt, 0, 2), wallMs);
      }
      return;
    }
    if (reply.type === 'outcome-part') {
      this.takePart(slot, reply.id, reply.items);
      return;
    }
    if (reply.type === 'outcome') {
      this.clearBackstop(slot);
      const parts = running.parts;
      running.parts = null;
      this.record(
        running.job,
        reply.fromParts && reply.outcome.ok ? { ...reply.outcome, value: parts ?? [] } : reply.outcome,
      );
      // A timeout the interrupt handler caught (or a stop) leaves the worker sound (its runner swaps a module
      // that would not dispose), and starting a worker costs about a second of CPU: under a flood of endless
      // expressions it stays. After a memory incident its heap may be spent: a fresh worker takes the next job.
      if (!reply.outcome.ok && reply.outcome.error.kind === 'memory') {
        this.retire(slot);
        this.free(slot);
      }
      return;
    }
    this.free(slot);
  }

  /**
   * One chunk of a big result: kept, then the worker is asked for the next after a turn of the event loop,
   * so HTTP requests and timers run between chunks. The program's code is over (its result is being sent):
   * its backstop no longer applies; a worker lost meanwhile fails the job as before (`onWorkerLost`).
   */
  private takePart(slot: WorkerSlot, dispatchId: number, items: unknown[]): void {
    const running = slot.running;
    if (!running) return;
    this.clearBackstop(slot);
    this.partsReceived += 1;
    running.parts ??= [];
    for (const item of items) running.parts.push(item);
    setImmediate(() => {
      if (slot.running?.dispatchId !== dispatchId || !this.slots.includes(slot)) return;
      const more: WorkerRequest = { type: 'more', id: dispatchId };
      slot.worker.postMessage(more);
    });
  }

  private armBackstop(slot: WorkerSlot, afterMs: number, timeoutMs: number): void {
    this.clearBackstop(slot);
    const timer = setTimeout(() => {
      // Its answer may have come already and wait in the queue behind this timer (a busy loop runs timers
      // first): answers are taken in the poll phase, before setImmediate's, so the kill waits for that turn
      // and happens only if this slot is still on the same program (its outcome clears `backstop`).
      setImmediate(() => {
        if (slot.backstop !== timer || !this.slots.includes(slot)) return;
        slot.backstop = null;
        const running = slot.running;
        if (running) this.record(running.job, timedOut(timeoutMs));
        this.retire(slot);
        this.free(slot);
      });
    }, afterMs);
    slot.backstop = timer;
  }

  private clearBackstop(slot: WorkerSlot): void {
    if (slot.backstop) clearTimeout(slot.backstop);
    slot.backstop = null;
    if (slot.deadline) clearTimeout(slot.deadline);
    slot.deadline = null;
  }

  private graceFor(timeoutMs: number): number {
    return this.options.backstopGraceMs ?? Math.min(2000, Math.max(100, 0.15 * timeoutMs));
  }

  private onWorkerLost(slot: WorkerSlot, failure: SandboxFailure): void {
    if (!this.slots.includes(slot)) return;
    if (slot.running) this.record(slot.running.job, failed(failure)[0]!);
    this.retire(slot);
    this.free(slot);
  }

  /** The slot's batch is over (answered, lost or killed): the rest of it queues again, the worker is free. */
  private free(slot: WorkerSlot): void {
    this.clearBackstop(slot);
    const running = slot.running;
    slot.running = null;
    if (this.slots.includes(slot)) slot.worker.unref();
    if (running) {
      const { job } = running;
      this.scheduler.release(job.tenant);
      if (!job.settled && job.outcomes.length < job.programs.length) {
        job.queuedAt = performance.now();
        this.scheduler.enqueue(job.tenant, job);
      } else if (!job.settled) this.settle(job, []);
    }
    this.pump();
  }

  private record(job: PoolJob, outcome: SandboxOutcome): void {
    if (!job.settled) job.outcomes.push(outcome);
  }

  /** The caller gave up: answer now; a running batch is told to stop, and killed if it does not. */
  private abort(job: PoolJob): void {
    if (job.settled) return;
    const stopped = failed({ kind: 'timeout', message: STOPPED_MESSAGE });
    if (this.scheduler.remove(job.tenant, job)) {
      this.settle(job, stopped);
      return;
    }
    const slot = this.slots.find((s) => s.running?.job === job);
    this.settle(job, stopped);
    if (!slot?.running) return;
    Atomics.store(slot.stop, 0, slot.running.dispatchId);
    Atomics.store(slot.interrupt, 0, 2);
    this.armBackstop(slot, this.graceFor(DEFAULT_SANDBOX_LIMITS.timeoutMs), 0);
  }

  /** Answers the job: its outcomes so far, then `rest` for each program left. */
  private settle(job: PoolJob, rest: SandboxOutcome[]): void {
    if (job.settled) return;
    job.settled = true;
    job.unwatch?.();
    job.wire = [];
    const outcomes = job.outcomes;
    while (outcomes.length < job.programs.length)
      outcomes.push(rest[0] ?? failed({ kind: 'runtime', message: 'not run' })[0]!);
    job.resolve(outcomes);
  }

  private retire(slot: WorkerSlot): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    void slot.worker.terminate();
  }
}

function failed(error: SandboxFailure): SandboxOutcome[] {
  return [{ ok: false, error, logs: [], elapsedMs: 0 }];
}

function timedOut(timeoutMs: number): SandboxOutcome {
  return failed({ kind: 'timeout', message: `The code ran longer than its ${timeoutMs} ms limit` })[0]!;
}
