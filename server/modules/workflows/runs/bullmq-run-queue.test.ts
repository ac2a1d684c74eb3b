import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { createBullRunQueue, RUN_QUEUE_NAME } from './bullmq-run-queue';
import { createLocalRunQueue, type RunQueue } from './run-queue';

/** A port nothing listens on: Redis there is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the BullMQ run queue', () => {
  it('hands runs to the in-process queue, with a warning, when Redis is unreachable', async () => {
    const lines: string[] = [];
    const log = createLogger('warn', {}, (line) => lines.push(line));
    const taken: string[] = [];
    const fallback: RunQueue = { enqueue: async (runId) => void taken.push(runId), drain: async () => {} };
    const queue = createBullRunQueue(`redis://127.0.0.1:${await closedPort()}`, fallback, log);
    await queue.enqueue('run-1');
    await queue.drain();
    expect(taken).toEqual(['run-1']);
    expect(lines.join('\n')).toContain('Redis is unreachable: the run goes to the in-process queue');
  });

  it("counts no workers and the in-process queue's runs while Redis is unreachable (the monitor)", async () => {
    const log = createLogger('silent');
    let finish = () => {};
    const running = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const local = createLocalRunQueue(() => running, 1, log);
    const queue = createBullRunQueue(`redis://127.0.0.1:${await closedPort()}`, local, log);
    await queue.enqueue('run-a');
    await queue.enqueue('run-b');
    expect(await queue.stats?.()).toEqual({
      kind: 'bullmq',
      depth: 1,
      active: 1,
      workers: 0,
      concurrency: 1,
    });
    finish();
    await queue.drain();
  });

  it.runIf(process.env.TEST_REDIS_URL)('counts the jobs waiting on Redis (TEST_REDIS_URL)', async () => {
    const url = new URL(process.env.TEST_REDIS_URL!);
    if (url.pathname.length <= 1) url.pathname = '/14';
    const log = createLogger('silent');
    const local = createLocalRunQueue(async () => {}, 2, log);
    const queue = createBullRunQueue(url.toString(), local, log);
    const jobId = `monitor-stats-${Date.now()}`;
    const inspect = new Queue(RUN_QUEUE_NAME, { connection: { url: url.toString() } });
    try {
      const before = await queue.stats!();
      await queue.enqueue(jobId);
      const after = await queue.stats!();
      expect(after).toMatchObject({ kind: 'bullmq', concurrency: 2 });
      expect(after.depth).toBeGreaterThanOrEqual(before.depth + 1);
      expect(after.workers).toBeGreaterThanOrEqual(0);
    } finally {
      await inspect.remove(jobId);
      await inspect.close();
      await queue.drain();
    }
  });
});
