// Entry of the sandbox worker thread. Node 20 does not apply `--import tsx` to a worker's TypeScript entry,
// so this plain module registers tsx's loader and then imports the real entry (worker-entry.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
