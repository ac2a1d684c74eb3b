import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { createLocalRunQueue } from './run-queue';

/** A run that ends when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the in-process run queue', () => {
  it('runs at most `concurrency` runs at once, first in first out, and drains', async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const started: string[] = [];
    const queue = createLocalRunQueue(
      async (runId) => {
        started.push(runId);
        const g = gate();
        gates.set(runId, g);
        await g.opened;
      },
      2,
      createLogger('silent'),
    );
    for (const id of ['a', 'b', 'c', 'd']) await queue.enqueue(id);
    expect(started).toEqual(['a', 'b']);
    expect(await queue.stats?.()).toEqual({
      kind: 'in-process',
      depth: 2,
      active: 2,
      workers: 1,
      concurrency: 2,
    });
    gates.get('b')?.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(await queue.stats?.()).toMatchObject({ depth: 1, active: 2 });
    const drained = queue.drain();
    // Not started yet when the drain began: left queued in the database for the next start.
    for (const g of gates.values()) g.open();
    await drained;
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(queue.enqueue('e')).rejects.toThrow('shutting down');
  });

  it('takes a run handed over twice once, and goes on after a run that throws', async () => {
    const started: string[] = [];
    const queue = createLocalRunQueue(
      async (runId) => {
        started.push(runId);
        if (runId === 'bad') throw new Error('boom');
      },
      1,
      createLogger('silent'),
    );
    await queue.enqueue('bad');
    await queue.enqueue('x');
    await queue.enqueue('x');
    await queue.drain();
    expect(started).toEqual(['bad', 'x']);
  });
});
