import type { SandboxOutcome, SandboxProgram } from './sandbox-types';

/** What the pool gives a worker thread when it starts it. */
export interface WorkerBoot {
  /** The worker's entry (worker-boot.mjs imports a TypeScript one). */
  entry: string;
  /**
   * One Int32 the pool writes the id of a job to stop into: the worker's interrupt handler reads it, since a
   * worker busy in QuickJS cannot read a message.
   */
  stop: SharedArrayBuffer;
  /**
   * One Int32, Pyodide's interrupt buffer: the pool writes 2 (SIGINT) into it at a Python program's deadline or
   * on a stop, and Python raises KeyboardInterrupt at its next check.
   */
  interrupt: SharedArrayBuffer;
}

/**
 * A program as it crosses to the worker: its input is JSON text the pool made on its thread a slice at a time
 * (sliced-json.ts), in pieces to join, so no single task serialises a big input; or why it could not be made.
 */
export type WorkerProgram = Omit<SandboxProgram, 'input'> & { inputJson: string[] | { error: string } };

/** The pool's side of the conversation with its worker thread. */
export type WorkerRequest =
  /** A batch of programs, run in order. */
  | {
      type: 'job';
      id: number;
      /** The account: a Python interpreter serves one account at a time (python/pyodide-runtime.ts). */
      tenant: string;
      programs: WorkerProgram[];
      /**
       * After this long the worker answers with the outcomes it has (at least one) and the pool queues the
       * rest again, behind other accounts' jobs: a long batch does not hold a worker while others wait.
       */
      sliceMs: number;
    }
  /** The pool has taken in the last `outcome-part`: the worker sends the next (one chunk in flight at a time). */
  | { type: 'more'; id: number };

export type WorkerReply =
  /** Sent before each program: the pool's hard backstop counts from here, not from queueing. */
  | { type: 'started'; id: number; index: number }
  /**
   * A chunk of the result array of the program last started, when the result is too big for one message;
   * the worker waits for `more` before the next. Each is a task of its own on the pool's thread.
   */
  | { type: 'outcome-part'; id: number; items: unknown[] }
  /**
   * The outcome of the program last started. With `fromParts`, its value is the `outcome-part` chunks joined
   * (or, when the worker gave the transfer up because the job was stopped, it is a failure and they are dropped).
   */
  | { type: 'outcome'; id: number; outcome: SandboxOutcome; fromParts?: boolean }
  /** The worker is done with the job: every program ran, or the slice ran out (the pool queues the rest). */
  | { type: 'yield'; id: number }
  /** A line QuickJS printed itself (not the user's console): the pool hands it to the server's logger. */
  | { type: 'log'; stream: 'out' | 'err'; text: string };
