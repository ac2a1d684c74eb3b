/// <reference lib="webworker" />
/**
 * Runs one simulation off the page's thread: progress every 30 simulated days, then the result with its
 * series' buffers transferred (not copied). One worker per run; the page terminates it to cancel.
 */
import { simulateEconomy } from '@common/economy-sim';
import type { SimMessage, SimRequest } from './sim-messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: SimMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<SimRequest>) => {
  const started = performance.now();
  try {
    const result = simulateEconomy(event.data.params, {
      onProgress: (daysDone, days) => post({ type: 'progress', daysDone, days }),
    });
    const buffers = Object.values(result.series).map((s) => s.buffer as ArrayBuffer);
    post({ type: 'done', result, ms: performance.now() - started }, buffers);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
