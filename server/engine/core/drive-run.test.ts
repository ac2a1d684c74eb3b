import { describe, expect, it } from 'vitest';
import { startRun } from './start-run';
import { fakeClock, fakeDeps, flow, manualClock, n, order } from './testing';

const items = (...vs: number[]) => vs.map((v) => ({ json: { v } }));

describe('execution order (n8n v1)', () => {
  it('goes depth first along the first output, then the next branch', async () => {
    const wf = flow(
      [n('t'), n('if', 'if'), n('yes1'), n('yes2'), n('no1'), n('side')],
      ['t>if', 't>side', 'if>yes1', 'yes1>yes2', 'if:1>no1'],
    );
    const run = await startRun(wf, fakeDeps(), {
      runId: 'r',
      triggerItems: [{ json: { ok: true } }, { json: {} }],
    });
    expect(run.status).toBe('succeeded');
    expect(order(run)).toEqual(['t', 'if', 'yes1', 'yes2', 'no1', 'side']);
  });

  it('a merge waits for both branches, whichever is deeper', async () => {
    const wf = flow(
      [n('t'), n('a1'), n('a2'), n('a3'), n('b1'), n('m', 'merge'), n('after')],
      ['t>a1', 'a1>a2', 'a2>a3', 'a3>m', 't>b1', 'b1>m:1', 'm>after'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1) });
    expect(order(run)).toEqual(['t', 'a1', 'a2', 'a3', 'b1', 'm', 'after']);
    expect(run.steps.find((s) => s.nodeId === 'm')?.input).toEqual([items(1), items(1)]);
    expect(run.result).toEqual([items(1, 1)]);
  });

  it('a merge whose other branch gives nothing runs last with what it has', async () => {
    const wf = flow(
      [n('t'), n('if', 'if'), n('yes'), n('m', 'merge'), n('x')],
      ['t>if', 'if>yes', 'yes>m:1', 'if:1>m', 't>x'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: [{ json: { ok: true } }] });
    // The if's false output is empty, so the merge waits until nothing else is left (n8n v1).
    expect(order(run)).toEqual(['t', 'if', 'yes', 'x', 'm']);
    expect(run.steps.at(-1)?.input).toEqual([[], [{ json: { ok: true } }]]);
  });

  it('disabled nodes pass their first input through; executeOnce and alwaysOutputData shape items', async () => {
    const wf = flow(
      [
        n('t'),
        n('off', 'set', { disabled: true, parameters: { items: items(9) } }),
        n('once', 'pass', { executeOnce: true }),
      ],
      ['t>off', 'off>once'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1, 2) });
    expect(run.steps.map((s) => [s.nodeId, s.source, s.output])).toEqual([
      ['t', undefined, [items(1, 2)]],
      ['off', 'disabled', [items(1, 2)]],
      ['once', undefined, [items(1)]],
    ]);
  });
});

describe('loops', () => {
  it('runs a node again with new input, counting its run index', async () => {
    const wf = flow(
      [n('t'), n('loop', 'loop'), n('body', 'count'), n('done')],
      ['t>loop', 'loop:1>body', 'body>loop', 'loop>done'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1, 2, 3) });
    expect(order(run)).toEqual(['t', 'loop', 'body', 'loop', 'body', 'loop', 'body', 'loop', 'done']);
    expect(run.steps.filter((s) => s.nodeId === 'loop').map((s) => s.runIndex)).toEqual([0, 1, 2, 3]);
    expect(run.result).toEqual([
      [{ json: { v: 1, run: 0 } }, { json: { v: 2, run: 1 } }, { json: { v: 3, run: 2 } }],
    ]);
  });
});

describe('errors and limits', () => {
  it('a failing node fails the run, with its step checkpointed', async () => {
    const deps = fakeDeps();
    const wf = flow(
      [n('t'), n('f', 'flaky', { parameters: { failures: 9, calls: [] } }), n('after')],
      ['t>f', 'f>after'],
    );
    const run = await startRun(wf, deps, { runId: 'r' });
    expect(run.status).toBe('failed');
    expect(run.error).toEqual({ message: 'failure 1', code: 'node_failed', nodeId: 'f' });
    expect(deps.store.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['t', 'succeeded'],
      ['f', 'failed'],
    ]);
    expect(deps.store.runs.at(-1)?.status).toBe('failed');
  });

  it('an error output routes the failure to its own branch', async () => {
    const wf = flow(
      [
        n('t'),
        n('f', 'flaky', { onError: 'errorOutput', parameters: { failures: 1, calls: [] } }),
        n('ok'),
        n('handler'),
      ],
      ['t>f', 'f>ok', 'f:1>handler'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1) });
    expect(run.status).toBe('succeeded');
    expect(order(run)).toEqual(['t', 'f', 'handler']);
    expect(run.result).toEqual([[{ json: { v: 1, error: 'failure 1' } }]]);
  });

  it('stop-and-error fails the run with its message', async () => {
    const wf = flow([n('t'), n('s', 'stop', { parameters: { message: 'bad input' } })], ['t>s']);
    const run = await startRun(wf, fakeDeps(), { runId: 'r' });
    expect(run).toMatchObject({
      status: 'failed',
      error: { message: 'bad input', code: 'stopped', nodeId: 's' },
    });
  });

  it('stops an endless loop at maxSteps', async () => {
    const wf = flow([n('a'), n('b')], ['a>b', 'b>a'], { maxSteps: 5, timeoutS: 60 });
    const run = await startRun(
      {
        ...wf,
        edges: [...wf.edges, { source: 't', sourceOutput: 0, target: 'a', targetInput: 0 }],
        nodes: [n('t'), ...wf.nodes],
      },
      fakeDeps(),
      { runId: 'r' },
    );
    expect(run.steps).toHaveLength(5);
    expect(run.error).toMatchObject({ code: 'max_steps' });
  });

  it('stops at the run deadline', async () => {
    const clock = fakeClock();
    const wf = flow(
      [
        n('t'),
        n('f', 'flaky', { retry: { maxTries: 2, waitMs: 4000 }, parameters: { failures: 1, calls: [] } }),
        n('after'),
      ],
      ['t>f', 'f>after'],
      { maxSteps: 100, timeoutS: 3 },
    );
    const run = await startRun(wf, fakeDeps(clock), { runId: 'r' });
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ code: 'deadline' });
    expect(order(run)).toEqual(['t', 'f']);
    expect(clock.slept).toEqual([3000]);
  });

  it('cancellation ends the run as cancelled, the running node aborted', async () => {
    const abort = new AbortController();
    const wf = flow([n('t'), n('h', 'hang'), n('after')], ['t>h', 'h>after']);
    const pending = startRun(wf, fakeDeps(manualClock()), { runId: 'r', signal: abort.signal });
    await new Promise((r) => setImmediate(r));
    abort.abort();
    const run = await pending;
    expect(run.status).toBe('cancelled');
    expect(order(run)).toEqual(['t']);
  });
});

describe('checkpoints', () => {
  it('saves each step as it ends, with its timings from the clock, and the run after it', async () => {
    const deps = fakeDeps();
    const wf = flow(
      [
        n('t'),
        n('f', 'flaky', { retry: { maxTries: 2, waitMs: 250 }, parameters: { failures: 1, calls: [] } }),
      ],
      ['t>f'],
    );
    const run = await startRun(wf, deps, { runId: 'r', triggerItems: items(1) });
    expect(deps.store.steps).toEqual(run.steps);
    expect(run.steps[1]).toMatchObject({ nodeId: 'f', runIndex: 0, tries: 2, startedAt: 0, finishedAt: 250 });
    expect(deps.store.runs.map((r) => [r.status, r.steps.length])).toEqual([
      ['running', 1],
      ['running', 2],
      ['succeeded', 2],
    ]);
  });

  it('tells the store when each node starts, before its step is saved', async () => {
    const deps = fakeDeps();
    const seen: string[] = [];
    const saveStep = deps.store.saveStep;
    deps.store.nodeStarted = (runId, nodeId, runIndex, at) =>
      seen.push(`start ${runId} ${nodeId}#${runIndex}@${at}`);
    deps.store.saveStep = async (runId, step) => {
      seen.push(`step ${step.nodeId}`);
      await saveStep(runId, step);
    };
    const wf = flow(
      [
        n('t'),
        n('f', 'flaky', { retry: { maxTries: 2, waitMs: 250 }, parameters: { failures: 1, calls: [] } }),
      ],
      ['t>f'],
    );
    await startRun(wf, deps, { runId: 'r', triggerItems: items(1) });
    expect(seen).toEqual(['start r t#0@0', 'step t', 'start r f#0@0', 'step f']);
  });
});

describe('node logs and the run clock', () => {
  it("keeps a node's log lines on its step, also when it fails, and gives it the run's clock", async () => {
    const deps = fakeDeps(fakeClock(5_000));
    const fakeType = deps.nodeType;
    deps.nodeType = (type) =>
      type === 'talk'
        ? {
            type,
            inputs: 1,
            outputs: 1,
            execute: async (ctx, [input = []]) => {
              ctx.log(`now ${ctx.now()}`);
              if (ctx.parameters().fail) throw new Error('no');
              return [input];
            },
          }
        : fakeType(type);
    const wf = flow([n('t'), n('a', 'talk'), n('b', 'talk', { parameters: { fail: true } })], ['t>a', 'a>b']);
    const run = await startRun(wf, deps, { runId: 'r', triggerItems: items(1) });
    expect(run.status).toBe('failed');
    expect(run.steps.map((s) => s.logs)).toEqual([undefined, ['now 5000'], ['now 5000']]);
    expect(deps.store.steps[2]?.logs).toEqual(['now 5000']);
  });
});

describe('parameters', () => {
  it('resolve through the injected port, with the item, its index, the run index and other outputs', async () => {
    const deps = fakeDeps();
    const seen: unknown[] = [];
    deps.resolveParameters = (node, item, scope) => {
      seen.push([node.id, item, scope.itemIndex, scope.runIndex, scope.outputOf('t')]);
      return node.parameters;
    };
    const wf = flow([n('t'), n('s', 'set', { parameters: { items: items(3) } })], ['t>s']);
    await startRun(wf, deps, { runId: 'r', triggerItems: items(1) });
    expect(seen).toEqual([['s', items(1)[0], 0, 0, [items(1)]]]);
  });

  it("are kept with the step as the node's first item resolved them; a node that never read them has none", async () => {
    const deps = fakeDeps();
    deps.resolveParameters = (node, item, scope) => ({
      ...node.parameters,
      resolved: `item ${scope.itemIndex}: ${JSON.stringify(item?.json)}`,
    });
    const wf = flow([n('t'), n('s', 'set', { parameters: { items: items(3) } })], ['t>s']);
    const run = await startRun(wf, deps, { runId: 'r', triggerItems: items(1, 2) });
    expect(run.steps[0]?.resolvedParameters).toBeUndefined();
    expect(run.steps[1]?.resolvedParameters).toEqual({ items: items(3), resolved: 'item 0: {"v":1}' });
    expect(deps.store.steps[1]?.resolvedParameters).toEqual(run.steps[1]?.resolvedParameters);
  });
});

describe('node timeout', () => {
  it('a node past its timeout fails; with onError continue its input passes on', async () => {
    const wf = flow(
      [n('t'), n('h', 'hang', { timeoutMs: 1000, onError: 'continue' }), n('after')],
      ['t>h', 'h>after'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', triggerItems: items(1) });
    expect(run.status).toBe('succeeded');
    expect(run.steps[1]).toMatchObject({
      nodeId: 'h',
      source: 'continued',
      error: { code: 'timeout' },
      output: [items(1)],
    });
    expect(order(run)).toEqual(['t', 'h', 'after']);
  });
});

describe('pin data', () => {
  it('a pinned node is not run; its pinned items are its output', async () => {
    const calls: unknown[] = [];
    const wf = flow(
      [n('t'), n('f', 'flaky', { parameters: { failures: 9, calls } }), n('after')],
      ['t>f', 'f>after'],
    );
    const run = await startRun(wf, fakeDeps(), { runId: 'r', pinData: { f: items(7) } });
    expect(run.status).toBe('succeeded');
    expect(calls).toEqual([]);
    expect(run.steps[1]).toMatchObject({ nodeId: 'f', source: 'pinned', output: [items(7)] });
    expect(run.result).toEqual([items(7)]);
  });

  it('a disabled node passes its input through even when pinned', async () => {
    const wf = flow([n('t'), n('off', 'pass', { disabled: true })], ['t>off']);
    const run = await startRun(wf, fakeDeps(), {
      runId: 'r',
      triggerItems: items(1),
      pinData: { off: items(7) },
    });
    expect(run.steps[1]).toMatchObject({ source: 'disabled', output: [items(1)] });
  });
});
