/** A sandbox worker that starts sending a big result in chunks and dies after the first (tests only). */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../worker-messages';

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.type === 'more') process.exit(3);
  const reply = (message: WorkerReply) => parentPort?.postMessage(message);
  reply({ type: 'started', id: request.id, index: 0 });
  reply({ type: 'outcome-part', id: request.id, items: [{ json: { i: 0 } }] });
});
