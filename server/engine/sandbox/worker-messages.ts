import type { SandboxOutcome, SandboxProgram } from './sandbox-types';

/** The pool's side of the conversation with its worker thread. */
export interface WorkerJob {
  id: number;
  program: SandboxProgram;
}

export type WorkerReply =
  /** Sent when the worker begins a job: the pool's hard backstop counts from here, not from queueing. */
  { type: 'started'; id: number } | { type: 'done'; id: number; outcome: SandboxOutcome };
