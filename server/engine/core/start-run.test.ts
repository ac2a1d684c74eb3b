import { describe, expect, it } from 'vitest';
import { partialRun, resumeRun, retryRun, startRun } from './start-run';
import { fakeDeps, flow, n, order } from './testing';

const items = (...vs: number[]) => vs.map((v) => ({ json: { v } }));

describe('waiting and resuming', () => {
  const wf = flow(
    [n('t'), n('ask', 'approval'), n('after', 'count'), n('side')],
    ['t>ask', 'ask>after', 't>side'],
  );

  it('stops in status waiting with what it waits for, and continues with the decision', async () => {
    const deps = fakeDeps();
    const waiting = await startRun(wf, deps, { runId: 'r', triggerItems: items(1) });
    expect(waiting.status).toBe('waiting');
    expect(waiting.waitingFor).toEqual({ kind: 'decision', key: 'approve:ask', nodeId: 'ask' });
    expect(waiting.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['t', 'succeeded'],
      ['ask', 'waiting'],
    ]);
    expect(deps.store.runs.at(-1)?.status).toBe('waiting');

    // What the store holds is enough: resume from the saved copy, as another process would.
    const saved = deps.store.runs.at(-1);
    if (!saved) throw new Error('no checkpoint');
    const done = await resumeRun(wf, deps, saved, { decision: 'approved' });
    expect(done.status).toBe('succeeded');
    expect(order(done)).toEqual(['t', 'ask', 'ask', 'after', 'side']);
    expect(done.steps.find((s) => s.nodeId === 'after')?.output).toEqual([
      [{ json: { v: 1, decision: 'approved', run: 0 } }],
    ]);
    expect(done.waitingFor).toBeUndefined();
  });

  it('waits until a time', async () => {
    const timed = flow([n('t'), n('w', 'approval', { parameters: { until: 5000 } })], ['t>w']);
    const run = await startRun(timed, fakeDeps(), { runId: 'r' });
    expect(run.waitingFor).toEqual({ kind: 'time', until: 5000, nodeId: 'w' });
    expect((await resumeRun(timed, fakeDeps(), run)).status).toBe('succeeded');
  });

  it('continues a run that stopped mid-way from its last checkpoint', async () => {
    const deps = fakeDeps();
    const plain = flow([n('a'), n('b'), n('c', 'count')], ['a>b', 'b>c']);
    await startRun(plain, deps, { runId: 'r', triggerItems: items(1) });
    // The checkpoint after b, as if the process died there.
    const afterB = deps.store.runs.find((r) => r.steps.length === 2);
    if (!afterB) throw new Error('no checkpoint after b');
    expect(afterB.status).toBe('running');
    const resumed = await resumeRun(plain, fakeDeps(), afterB);
    expect(order(resumed)).toEqual(['a', 'b', 'c']);
    expect(resumed.result).toEqual([[{ json: { v: 1, run: 0 } }]]);
  });

  it('refuses to resume a finished run', async () => {
    const run = await startRun(flow([n('a')], []), fakeDeps(), { runId: 'r' });
    await expect(resumeRun(flow([n('a')], []), fakeDeps(), run)).rejects.toThrow(/succeeded run/);
  });
});

describe('partial runs', () => {
  const wf = flow(
    [n('t'), n('a', 'count'), n('b', 'count'), n('m', 'merge'), n('end', 'count')],
    ['t>a', 't>b', 'a>m', 'b>m:1', 'm>end'],
  );

  it('re-executes from a chosen node with the stored outputs of the nodes before it', async () => {
    const first = await startRun(wf, fakeDeps(), { runId: 'r1', triggerItems: items(1) });
    expect(first.status).toBe('succeeded');
    const again = await partialRun(wf, fakeDeps(), { runId: 'r2', fromNodeId: 'm', previous: first });
    expect(order(again)).toEqual(['m', 'end']);
    expect(again.steps[0]?.input).toEqual([[{ json: { v: 1, run: 0 } }], [{ json: { v: 1, run: 0 } }]]);
    expect(again.result).toEqual(first.result);
  });

  it('takes pinned items before stored ones, and refuses a node whose parents never ran', async () => {
    const first = await startRun(wf, fakeDeps(), { runId: 'r1', triggerItems: items(1) });
    const again = await partialRun(wf, fakeDeps(), {
      runId: 'r2',
      fromNodeId: 'm',
      previous: first,
      pinData: { b: items(5) },
    });
    expect(again.steps[0]?.input).toEqual([[{ json: { v: 1, run: 0 } }], items(5)]);
    const none = { ...first, state: { ...first.state, lastOutputs: {} } };
    await expect(
      partialRun(wf, fakeDeps(), { runId: 'r3', fromNodeId: 'm', previous: none }),
    ).rejects.toMatchObject({ name: 'PartialRunError', parentNodeId: 'a' });
  });
});

describe('maxSteps across resumptions', () => {
  it('counts the steps before a wait against the limit', async () => {
    const wf = flow(
      [n('a'), n('b'), n('ask', 'approval'), n('c'), n('d')],
      ['a>b', 'b>ask', 'ask>c', 'c>d'],
      {
        maxSteps: 4,
        timeoutS: 60,
      },
    );
    const waiting = await startRun(wf, fakeDeps(), { runId: 'r' });
    const run = await resumeRun(wf, fakeDeps(), waiting, { decision: 'ok' });
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ code: 'max_steps' });
    expect(order(run)).toEqual(['a', 'b', 'ask', 'ask']);
  });
});

describe('start nodes', () => {
  const wf = flow([n('hook'), n('cron'), n('work', 'count')], ['hook>work', 'cron>work']);

  it('starts every node nothing points at, in document order', async () => {
    const run = await startRun(wf, fakeDeps(), { runId: 'r' });
    expect(order(run)).toEqual(['hook', 'work', 'cron', 'work']);
  });

  it('starts only the trigger that fired when told', async () => {
    const run = await startRun(wf, fakeDeps(), { runId: 'r', startNodeId: 'cron' });
    expect(order(run)).toEqual(['cron', 'work']);
  });
});

describe('retrying a failed run', () => {
  it('runs the failed node again with its inputs, then the rest, and nothing before it', async () => {
    const calls: unknown[] = [];
    const wf = flow(
      [n('t', 'count'), n('f', 'flaky', { parameters: { failures: 1, calls } }), n('after'), n('side')],
      ['t>f', 'f>after', 't>side'],
    );
    const failed = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1) });
    expect(failed.status).toBe('failed');
    const run = await retryRun(wf, fakeDeps(), failed);
    expect(run.status).toBe('succeeded');
    expect(run.error).toBeUndefined();
    expect(order(run)).toEqual(['t', 'f', 'f', 'after', 'side']);
    expect(run.steps[2]).toMatchObject({ status: 'succeeded', input: [[{ json: { v: 1, run: 0 } }]] });
    await expect(retryRun(wf, fakeDeps(), run)).rejects.toThrow(/succeeded run cannot be retried/);
  });

  it('runs the failed node again as the same run and node run, so its side effects keep their keys', async () => {
    const calls: unknown[] = [];
    const wf = flow(
      [n('t'), n('f', 'flaky', { parameters: { failures: 2, calls } }), n('after')],
      ['t>f', 'f>after'],
    );
    const failed = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1) });
    const stillFailing = await retryRun(wf, fakeDeps(), failed);
    expect(stillFailing.status).toBe('failed');
    const run = await retryRun(wf, fakeDeps(), stillFailing);
    expect(run.status).toBe('succeeded');
    expect(run.id).toBe('r');
    // A failure is not a run of the node: every try is its run 0, with the same key parts.
    const firstTry = { runId: 'r', nodeId: 'f', runIndex: 0 };
    expect(calls).toEqual([firstTry, firstTry, firstTry]);
    expect(run.steps.filter((s) => s.nodeId === 'f').map((s) => [s.status, s.runIndex])).toEqual([
      ['failed', 0],
      ['failed', 0],
      ['succeeded', 0],
    ]);
    expect(run.state.runCounts.f).toBe(1);
  });
});
