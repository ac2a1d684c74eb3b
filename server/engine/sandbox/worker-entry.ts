/** The worker thread's side: runs each job with an in-thread runner and posts the outcome back. */
import { parentPort } from 'node:worker_threads';
import { createSandboxRunner } from './sandbox-runner';
import type { WorkerJob, WorkerReply } from './worker-messages';

const port = parentPort;
if (!port) throw new Error('worker-entry.ts runs only inside a worker thread');
const runner = createSandboxRunner();
const reply = (message: WorkerReply) => port.postMessage(message);

port.on('message', async (job: WorkerJob) => {
  const run = await runner;
  reply({ type: 'started', id: job.id });
  reply({ type: 'done', id: job.id, outcome: run.run(job.program) });
});
