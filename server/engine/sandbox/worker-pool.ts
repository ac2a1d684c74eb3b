import { Worker } from 'node:worker_threads';
import {
  DEFAULT_SANDBOX_LIMITS,
  type SandboxFailure,
  type SandboxOutcome,
  type SandboxProgram,
} from './sandbox-types';
import type { WorkerJob, WorkerReply } from './worker-messages';

export interface SandboxWorkerPoolOptions {
  /**
   * Time past a job's own deadline after which the pool terminates the worker: the backstop for code the
   * interrupt handler cannot reach (a long host call). Default 2000 ms.
   */
  backstopGraceMs?: number;
  /** The worker's TypeScript entry; tests swap in a worker that never answers to exercise the backstop. */
  entry?: URL;
}

interface PendingJob {
  job: WorkerJob;
  resolve: (outcome: SandboxOutcome) => void;
}

/**
 * Runs programs in one long-lived worker thread, so heavy user code never blocks the server's event loop.
 * Jobs run one at a time in arrival order. After a timeout or memory incident the worker is retired and the
 * next job starts a fresh one; a worker that does not answer within its deadline plus the grace is
 * terminated (`terminate()` is the hard kill) and its job fails as a timeout.
 */
export class SandboxWorkerPool {
  private worker: Worker | null = null;
  private readonly queue: PendingJob[] = [];
  private current: PendingJob | null = null;
  private backstop: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;
  private readonly graceMs: number;
  private readonly entry: URL;
  /** How many workers this pool has started; tests read it to see a recycle. */
  workersStarted = 0;

  constructor(options: SandboxWorkerPoolOptions = {}) {
    this.graceMs = options.backstopGraceMs ?? 2000;
    this.entry = options.entry ?? new URL('./worker-entry.ts', import.meta.url);
  }

  run(program: SandboxProgram): Promise<SandboxOutcome> {
    if (this.closed) return Promise.reject(new Error('The sandbox worker pool is closed'));
    return new Promise((resolve) => {
      this.queue.push({ job: { id: this.nextId++, program }, resolve });
      this.pump();
    });
  }

  /** Stops the worker; queued jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closed = failed({ kind: 'runtime', message: 'The sandbox worker pool is closed' });
    for (const pending of this.queue.splice(0)) pending.resolve(closed);
    this.finish(closed);
    await this.retire();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const next = this.queue.shift();
    if (!next) return;
    this.current = next;
    const worker = this.ensureWorker();
    worker.ref();
    worker.postMessage(next.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: this.entry.href },
    });
    this.workersStarted += 1;
    worker.on('message', (reply: WorkerReply) => this.onReply(worker, reply));
    worker.on('error', (error) => this.onWorkerLost(worker, `The sandbox worker failed: ${error.message}`));
    worker.on('exit', () => this.onWorkerLost(worker, 'The sandbox worker stopped'));
    this.worker = worker;
    return worker;
  }

  private onReply(worker: Worker, reply: WorkerReply): void {
    const current = this.current;
    if (worker !== this.worker || !current || reply.id !== current.job.id) return;
    if (reply.type === 'started') {
      const limits = { ...DEFAULT_SANDBOX_LIMITS, ...current.job.program.limits };
      this.backstop = setTimeout(() => this.onBackstop(limits.timeoutMs), limits.timeoutMs + this.graceMs);
      return;
    }
    this.finish(reply.outcome);
    const incident =
      !reply.outcome.ok && (reply.outcome.error.kind === 'timeout' || reply.outcome.error.kind === 'memory');
    if (incident) void this.retire();
    this.pump();
  }

  private onBackstop(timeoutMs: number): void {
    void this.retire();
    this.finish(failed({ kind: 'timeout', message: `The code ran longer than its ${timeoutMs} ms limit` }));
    this.pump();
  }

  private onWorkerLost(worker: Worker, message: string): void {
    if (worker !== this.worker) return;
    this.worker = null;
    this.finish(failed({ kind: 'runtime', message }));
    this.pump();
  }

  private finish(outcome: SandboxOutcome): void {
    if (this.backstop) clearTimeout(this.backstop);
    this.backstop = null;
    const current = this.current;
    this.current = null;
    this.worker?.unref();
    current?.resolve(outcome);
  }

  private async retire(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

function failed(error: SandboxFailure): SandboxOutcome {
  return { ok: false, error, logs: [], elapsedMs: 0 };
}
