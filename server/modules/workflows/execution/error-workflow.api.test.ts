/** The error workflow: a failed triggered run starts the workflow its settings name, once, never in a loop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runEnvOf } from '../runs/run-env';
import { createScheduler, type Scheduler } from '../triggers/schedules';

const node = (id: string, type: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});
const explode = node('boom', 'code', 'Explode', { jsCode: 'throw new Error("the API is down")' });

describe('error workflows', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let scheduler: Scheduler;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'errada' });
    bob = await createSignedInUser(t, { username: 'errbob' });
    // No timers: the test fires the schedule itself.
    scheduler = createScheduler(runEnvOf(t.deps), { every: () => () => undefined });
    await scheduler.start();
  });
  afterAll(async () => {
    scheduler.stop();
    await closeSharedCodePool();
    await t.close();
  });

  const create = async (who: SignedInUser, name: string, document: Record<string, unknown>) =>
    (await (await who.request('POST', '/api/workflows', { name, document })).json()).id as string;
  /** An error workflow: error trigger → `then` (a no-op by default). */
  const errorWorkflow = (who: SignedInUser, then = node('seen', 'no-op', 'Seen')) =>
    create(who, 'On error', {
      nodes: [node('err', 'error-trigger', 'Error Trigger'), then],
      edges: [edge('err', then.id)],
    });
  /** Schedule → Explode, naming `errorWorkflowId`; published and active. */
  const failingSchedule = async (errorWorkflowId: string, who = ada) => {
    const id = await create(who, 'Nightly import', {
      nodes: [node('tick', 'schedule-trigger', 'Every night'), explode],
      edges: [edge('tick', 'boom')],
      settings: { errorWorkflowId },
    });
    await who.request('POST', `/api/workflows/${id}/versions`, {});
    expect((await who.request('POST', `/api/workflows/${id}/activate`, {})).status).toBe(200);
    return id;
  };
  const runsOf = async (id: string, who = ada) =>
    (await (await who.request('GET', `/api/workflows/${id}/runs`)).json()).runs as {
      id: string;
      trigger: string;
      status: string;
      versionNumber: number | null;
    }[];

  it("runs the error workflow's draft with n8n's error item when a scheduled run fails", async () => {
    const onError = await errorWorkflow(ada);
    const failing = await failingSchedule(onError);
    const failed = (await scheduler.fire(failing, 'tick'))?.record;
    expect(failed?.status).toBe('failed');

    const runs = await runsOf(onError);
    expect(runs.map((r) => [r.trigger, r.versionNumber, r.status])).toEqual([['error', null, 'succeeded']]);
    const detail = await (await ada.request('GET', `/api/workflows/${onError}/runs/${runs[0]?.id}`)).json();
    expect(detail.result[0][0].json).toEqual({
      execution: {
        id: failed?.id,
        error: { message: 'Error: the API is down' },
        lastNodeExecuted: 'Explode',
        mode: 'schedule',
      },
      workflow: { id: failing, name: 'Nightly import' },
    });
  });

  it('does not report a run started by hand', async () => {
    const onError = await errorWorkflow(ada);
    const manual = await create(ada, 'By hand', {
      nodes: [node('start', 'manual-trigger', 'Start'), explode],
      edges: [edge('start', 'boom')],
      settings: { errorWorkflowId: onError },
    });
    expect((await (await ada.request('POST', `/api/workflows/${manual}/runs`, {})).json()).status).toBe(
      'failed',
    );
    expect(await runsOf(onError)).toEqual([]);
  });

  it('never loops: an error workflow that fails and names itself runs once', async () => {
    const onError = await errorWorkflow(ada, explode);
    const draft = await (await ada.request('GET', `/api/workflows/${onError}`)).json();
    const saved = await ada.request('PUT', `/api/workflows/${onError}/draft`, {
      document: { ...draft.draft, settings: { ...draft.draft.settings, errorWorkflowId: onError } },
      revision: draft.revision,
    });
    expect(saved.status).toBe(200);
    const failing = await failingSchedule(onError);
    await scheduler.fire(failing, 'tick');
    expect((await runsOf(onError)).map((r) => [r.trigger, r.status])).toEqual([['error', 'failed']]);
  });

  it("ignores someone else's workflow named as the error workflow", async () => {
    const bobsErrors = await errorWorkflow(bob);
    const failing = await failingSchedule(bobsErrors);
    expect((await scheduler.fire(failing, 'tick'))?.record?.status).toBe('failed');
    expect(await runsOf(bobsErrors, bob)).toEqual([]);
  });
});
