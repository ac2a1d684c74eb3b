import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createBullRunQueue } from './bullmq-run-queue';
import type { RunQueue } from './run-queue';

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
});
