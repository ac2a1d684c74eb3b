/** Schedules: activation starts a workflow's schedule timers, a tick runs the active version, and nothing waits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CronRule } from '../../../engine/nodes/schedule-trigger/rules';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runEnvOf } from '../runs/run-env';
import { createScheduler, type Scheduler, type ScheduleTimers } from './schedules';

/** Timers that tick only when the test says so. */
function handTimers() {
  const running = new Map<number, { rule: CronRule; tick: (at: Date) => Promise<void> }>();
  let next = 0;
  const timers: ScheduleTimers = {
    every(rule, tick) {
      const id = next++;
      running.set(id, { rule, tick });
      return () => running.delete(id);
    },
  };
  return {
    timers,
    rules: () => [...running.values()].map((r) => r.rule),
    tickAll: (at: Date) => Promise.all([...running.values()].map((r) => r.tick(at))),
  };
}

const scheduleNode = (id: string, parameters: Record<string, unknown>, disabled = false) => ({
  id,
  disabled,
  type: 'schedule-trigger',
  typeVersion: 1,
  name: `Schedule ${id}`,
  position: [0, 0],
  parameters,
});
const every15 = { rule: { interval: [{ field: 'minutes', minutesInterval: 15 }] } };

describe('schedules', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let scheduler: Scheduler;
  const hand = handTimers();
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'schedada' });
    const env = runEnvOf(t.deps);
    scheduler = createScheduler(env, hand.timers);
    await scheduler.start();
  });
  afterAll(async () => {
    scheduler.stop();
    await t.close();
  });

  const publish = async (nodes: unknown[], settings: Record<string, unknown> = {}) => {
    const wf = await (
      await ada.request('POST', '/api/workflows', {
        name: 'Every quarter hour',
        document: { nodes, edges: [], settings },
      })
    ).json();
    expect((await ada.request('POST', `/api/workflows/${wf.id}/versions`, {})).status).toBe(201);
    return wf.id as string;
  };

  it('starts the timers on activation, runs the active version on a tick, and stops on deactivation', async () => {
    const id = await publish([scheduleNode('s', every15)], { timezone: 'Europe/Zurich' });
    expect((await ada.request('POST', `/api/workflows/${id}/activate`, {})).status).toBe(200);
    expect(hand.rules()).toEqual([{ pattern: '0 */15 * * * *', timezone: 'Europe/Zurich' }]);

    await hand.tickAll(new Date('2026-01-01T00:15:00Z'));
    const runs = (await (await ada.request('GET', `/api/workflows/${id}/runs`)).json()).runs;
    expect(
      runs.map((r: { trigger: string; versionNumber: number; status: string }) => [
        r.trigger,
        r.versionNumber,
        r.status,
      ]),
    ).toEqual([['schedule', 1, 'succeeded']]);
    const run = await (await ada.request('GET', `/api/workflows/${id}/runs/${runs[0].id}`)).json();
    // jsonb keeps keys in its own order.
    expect(Object.keys(run.result[0][0].json).sort()).toEqual(
      [
        'timestamp',
        'Readable date',
        'Readable time',
        'Day of week',
        'Year',
        'Month',
        'Day of month',
        'Hour',
        'Minute',
        'Second',
        'Timezone',
      ].sort(),
    );
    expect(run.result[0][0].json.Timezone).toMatch(/^Europe\/Zurich \(UTC\+0[12]:00\)$/);

    expect((await ada.request('POST', `/api/workflows/${id}/deactivate`)).status).toBe(200);
    expect(hand.rules()).toEqual([]);
    expect(await scheduler.fire(id, 's')).toBeUndefined();
  });

  it('stops the timers when an active workflow is deleted and starts them again when it is restored', async () => {
    const id = await publish([scheduleNode('s', every15)]);
    expect((await ada.request('POST', `/api/workflows/${id}/activate`, {})).status).toBe(200);
    const mine = () => scheduler.scheduled().filter((s) => s.workflowId === id);
    expect(mine()).toHaveLength(1);
    expect((await ada.request('DELETE', `/api/workflows/${id}`)).status).toBe(200);
    expect(mine()).toEqual([]);
    const restored = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(restored.status).toBe(200);
    expect((await restored.json()).activeVersion).toBe(1);
    expect(mine().map((s) => s.nodeId)).toEqual(['s']);
    expect((await scheduler.fire(id, 's'))?.record?.status).toBe('succeeded');
    await ada.request('POST', `/api/workflows/${id}/deactivate`);
  });

  it('refuses to activate a schedule that cannot run, with the node and the reason', async () => {
    const id = await publish([
      scheduleNode('bad', { rule: { interval: [{ field: 'cronExpression', expression: 'every tuesday' }] } }),
    ]);
    const res = await ada.request('POST', `/api/workflows/${id}/activate`, {});
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(
      /^Schedule "Schedule bad": parameter "rule.interval.0.expression" is invalid/,
    );
    expect((await (await ada.request('GET', `/api/workflows/${id}`)).json()).activeVersion).toBeNull();
  });

  it('rebuilds the timers of every active workflow when it starts again', async () => {
    const id = await publish([scheduleNode('a', every15), scheduleNode('b', every15, true)]);
    await ada.request('POST', `/api/workflows/${id}/activate`, {});
    scheduler.stop();
    expect(scheduler.scheduled()).toEqual([]);
    await scheduler.start();
    // The test clock stands at 2026-01-01T00:00Z: every 15 minutes next runs at 00:15.
    expect(scheduler.scheduled().map((s) => [s.workflowId, s.nodeId, s.next?.toISOString()])).toEqual([
      [id, 'a', '2026-01-01T00:15:00.000Z'],
    ]);
    const record = (await scheduler.fire(id, 'a'))?.record;
    expect(record?.status).toBe('succeeded');
    expect(record?.steps.map((s) => s.nodeId)).toEqual(['a']);
  });
});
