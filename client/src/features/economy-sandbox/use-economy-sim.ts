/**
 * Runs the simulation in a Web Worker and tracks it: idle (nothing run yet), running (with the share of days
 * done), done (the result and how long it took) or failed. A new run ends the one before.
 */
import type { EconomySimResult } from '@common/economy-sim';
import type { EconomySimParams } from '@common/schemas/economy-sim';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimMessage, SimRequest } from './sim-messages';

export type SimState =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done'; result: EconomySimResult; params: EconomySimParams; ms: number }
  | { status: 'failed'; message: string };

export function useEconomySim() {
  const [state, setState] = useState<SimState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const run = useCallback((params: EconomySimParams) => {
    worker.current?.terminate();
    const w = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ status: 'running', progress: 0 });
    w.onmessage = (event: MessageEvent<SimMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        setState({ status: 'running', progress: message.daysDone / message.days });
        return;
      }
      w.terminate();
      if (worker.current === w) worker.current = null;
      setState(
        message.type === 'done'
          ? { status: 'done', result: message.result, params, ms: message.ms }
          : { status: 'failed', message: message.message },
      );
    };
    w.onerror = (event) => {
      w.terminate();
      setState({ status: 'failed', message: event.message || 'The simulation stopped unexpectedly.' });
    };
    w.postMessage({ params } satisfies SimRequest);
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);
  return { state, run };
}
