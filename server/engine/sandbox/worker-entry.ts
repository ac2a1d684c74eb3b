/** The worker thread's side: runs each job's programs with an in-thread runner and posts the outcomes back. */
import { parentPort, workerData } from 'node:worker_threads';
import { createWorkerPython } from './python/worker-python';
import { STOPPED_MESSAGE } from './run-sandboxed';
import { createSandboxRunner } from './sandbox-runner';
import type { SandboxOutcome } from './sandbox-types';
import { chunksForTransfer } from './sliced-json';
import type { WorkerBoot, WorkerProgram, WorkerReply, WorkerRequest } from './worker-messages';

const port = parentPort;
if (!port) throw new Error('worker-entry.ts runs only inside a worker thread');
const reply = (message: WorkerReply) => port.postMessage(message);
const boot = workerData as WorkerBoot;
const stop = new Int32Array(boot.stop);
// Pyodide loads only when a Python program comes (a few seconds, once per worker).
const python = createWorkerPython(new Int32Array(boot.interrupt));
// QuickJS's own output (an `Aborted(...)` after a failed assertion) goes to the pool's logger, not stderr.
const runner = createSandboxRunner({ onPrint: (stream, text) => reply({ type: 'log', stream, text }) });

/** The pool's `more` for the chunk in flight. */
let more: (() => void) | null = null;

function runOne(run: Awaited<typeof runner>, program: WorkerProgram, stopped: () => boolean): SandboxOutcome {
  const { inputJson, ...rest } = program;
  if (!Array.isArray(inputJson)) {
    return {
      ok: false,
      error: { kind: 'runtime', message: `The input cannot be turned into JSON: ${inputJson.error}` },
      logs: [],
      elapsedMs: 0,
    };
  }
  return run.run({ ...rest, input: null }, stopped, inputJson.join(''));
}

/**
 * Sends the outcome; a big result array goes as chunks, one in flight at a time: messages that wait in the
 * pool's queue are all taken in one task, so only waiting for `more` gives the pool's thread turns in between.
 */
async function send(id: number, outcome: SandboxOutcome, stopped: () => boolean): Promise<void> {
  const chunks = outcome.ok ? chunksForTransfer(outcome.value) : null;
  if (!outcome.ok || !chunks) {
    reply({ type: 'outcome', id, outcome });
    return;
  }
  for (const items of chunks) {
    if (stopped()) {
      const error = { kind: 'timeout' as const, message: STOPPED_MESSAGE };
      const { logs, elapsedMs } = outcome;
      reply({ type: 'outcome', id, outcome: { ok: false, error, logs, elapsedMs }, fromParts: true });
      return;
    }
    const taken = new Promise<void>((resolve) => {
      more = resolve;
    });
    reply({ type: 'outcome-part', id, items });
    await taken;
  }
  reply({ type: 'outcome', id, outcome: { ...outcome, value: null }, fromParts: true });
}

port.on('message', async (request: WorkerRequest) => {
  if (request.type === 'more') {
    const resume = more;
    more = null;
    resume?.();
    return;
  }
  const job = request;
  const run = await runner;
  const stopped = () => Atomics.load(stop, 0) === job.id;
  const started = performance.now();
  for (const [index, program] of job.programs.entries()) {
    if (index > 0 && (stopped() || performance.now() - started > job.sliceMs)) break;
    // Loading Python is not the program's time: its deadline starts with `started`.
    const unprepared = program.kind === 'python' ? await python.prepare(job.tenant) : null;
    reply({ type: 'started', id: job.id, index });
    const outcome: SandboxOutcome = unprepared
      ? { ok: false, error: { kind: 'runtime', message: unprepared }, logs: [], elapsedMs: 0 }
      : program.kind === 'python'
        ? python.run(program, job.tenant, stopped)
        : runOne(run, program, stopped);
    await send(job.id, outcome, stopped);
  }
  reply({ type: 'yield', id: job.id });
});
