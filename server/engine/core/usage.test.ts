import { describe, expect, it } from 'vitest';
import { resumeRun, startRun } from './start-run';
import { fakeDeps, flow, n, order } from './testing';

const settings = (budgetUsd?: number) => ({
  maxSteps: 100,
  timeoutS: 60,
  ...(budgetUsd === undefined ? {} : { budgetUsd }),
});

describe('AI usage and the budget', () => {
  it('puts each node run’s calls on its step and sums them on the run', async () => {
    const wf = flow(
      [n('t'), n('a', 'spend', { parameters: { calls: 2, costUsd: 0.01 } }), n('b', 'spend')],
      ['t>a', 'a>b'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r' });
    expect(run.status).toBe('succeeded');
    expect(run.steps[0]?.usage).toBeUndefined();
    expect(run.steps[1]?.usage).toEqual({
      inputTokens: 20,
      outputTokens: 10,
      costUsd: 0.02,
      calls: 2,
      models: ['fake/m1'],
    });
    expect(run.usage).toMatchObject({ inputTokens: 30, outputTokens: 15, calls: 3 });
    expect(run.usage?.costUsd).toBeCloseTo(0.03);
  });

  it('stops the run after the node whose calls crossed the budget, keeping that node’s step', async () => {
    const wf = flow(
      [
        n('t'),
        n('a', 'spend', { parameters: { costUsd: 0.5 } }),
        n('b', 'spend', { parameters: { costUsd: 0.6 } }),
        n('c'),
      ],
      ['t>a', 'a>b', 'b>c'],
      settings(1),
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r' });
    expect(run.status).toBe('failed');
    expect(order(run)).toEqual(['t', 'a', 'b']);
    expect(run.steps[2]).toMatchObject({ status: 'succeeded', usage: { calls: 1 } });
    expect(run.error).toMatchObject({ code: 'budget', nodeId: 'b' });
    expect(run.error?.message).toContain('budget is $1');
  });

  it('refuses a call once the budget is used up, whatever the node’s onError says', async () => {
    const wf = flow(
      [n('t'), n('a', 'spend', { parameters: { calls: 3, costUsd: 0.5 }, onError: 'continue' }), n('c')],
      ['t>a', 'a>c'],
      settings(1),
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r' });
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ code: 'budget', nodeId: 'a' });
    // Two calls were made and paid for before the third was refused: they stay on the failed step.
    expect(run.steps[1]).toMatchObject({ status: 'failed', usage: { calls: 2, costUsd: 1 } });
    expect(run.usage?.costUsd).toBe(1);
  });

  it('keeps counting across a resumption', async () => {
    const wf = flow(
      [n('t'), n('a', 'spend', { parameters: { costUsd: 0.25 } }), n('w', 'approval'), n('b', 'spend')],
      ['t>a', 'a>w', 'w>b'],
    );
    const deps = fakeDeps();
    const waiting = await startRun(wf, deps, { runId: 'r' });
    expect(waiting.status).toBe('waiting');
    const done = await resumeRun(wf, deps, waiting, { decision: 'approved' });
    expect(done.status).toBe('succeeded');
    expect(done.usage).toMatchObject({ calls: 2, costUsd: 0.26 });
  });
});
