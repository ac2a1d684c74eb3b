import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { createBullJobSchedules, tickOf } from './bullmq-schedules';

/** A port nothing listens on: Redis there is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('BullMQ job schedulers for schedules', () => {
  it('refuses at once, saying why, when Redis is unreachable', async () => {
    const log = createLogger('error', {}, () => {});
    const jobs = createBullJobSchedules(`redis://127.0.0.1:${await closedPort()}`, log);
    const trigger = {
      workflowId: 'wf',
      nodeId: 'tick',
      ruleIndex: 0,
      rule: { pattern: '* * * * * *', timezone: 'UTC' },
    };
    await expect(jobs.set('wf', [trigger])).rejects.toThrow(/^Redis is not connected/);
    await expect(jobs.keepOnly(new Set())).rejects.toThrow(/^Redis is not connected/);
    await jobs.close();
  });

  it("takes a tick's time from when the job was scheduled for, not when a worker took it", () => {
    const at = Date.UTC(2026, 0, 1, 9, 30, 5);
    expect(tickOf({ id: `repeat:wf/tick/0:${at}`, opts: { prevMillis: at }, timestamp: at - 900 })).toEqual(
      new Date(at),
    );
    expect(tickOf({ id: `repeat:wf/tick/0:${at}`, opts: {}, timestamp: at - 900 })).toEqual(new Date(at));
    expect(tickOf({ id: 'other', opts: {}, timestamp: at })).toEqual(new Date(at));
  });
});
