/** A sandbox worker that says it started a job and then blocks its thread for good: only `terminate()` ends it. */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../worker-messages';

parentPort?.on('message', (job: WorkerRequest) => {
  const started: WorkerReply = { type: 'started', id: job.id, index: 0 };
  parentPort?.postMessage(started);
  for (;;) {
    // Busy on the host side, where no interrupt handler can reach.
  }
});
