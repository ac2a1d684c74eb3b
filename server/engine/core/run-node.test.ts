import { describe, expect, it } from 'vitest';
import type { NodeContext, NodeType } from './node-type';
import { type NodeRunRequest, runNode } from './run-node';
import { fakeClock, fakeNodeTypes, manualClock, n } from './testing';
import type { ExecutableNode } from './types';

const type = (name: string) => {
  const t = fakeNodeTypes.find((x) => x.type === name);
  if (!t) throw new Error(name);
  return t;
};
const item = { json: { v: 1 } };

function request(node: ExecutableNode, extra: Partial<NodeRunRequest> = {}): NodeRunRequest {
  let state: unknown;
  return {
    node,
    runId: 'run-1',
    type: type(node.type),
    inputs: [[item]],
    runIndex: 0,
    clock: fakeClock(),
    signal: new AbortController().signal,
    deadline: Number.POSITIVE_INFINITY,
    resolveParameters: (nd) => nd.parameters,
    outputOf: () => undefined,
    state: { get: () => state, set: (v) => (state = v) },
    log: () => undefined,
    ...extra,
  };
}

const flaky = (failures: number, extra: Partial<ExecutableNode> = {}) =>
  n('f', 'flaky', { parameters: { failures, calls: [] }, ...extra });

describe('runNode', () => {
  it('retries up to maxTries, waiting through the clock between tries', async () => {
    const clock = fakeClock();
    const out = await runNode(request(flaky(2, { retry: { maxTries: 3, waitMs: 500 } }), { clock }));
    expect(out).toEqual({ kind: 'outputs', outputs: [[item]], tries: 3 });
    expect(clock.slept).toEqual([500, 500]);
  });

  it('fails with the last error once the tries are spent', async () => {
    const out = await runNode(request(flaky(5, { retry: { maxTries: 2, waitMs: 0 } })));
    expect(out).toEqual({
      kind: 'failed',
      error: { message: 'failure 2', code: 'node_failed' },
      tries: 2,
      fatal: false,
    });
  });

  it('onError continue passes the input through', async () => {
    const out = await runNode(request(flaky(1, { onError: 'continue' })));
    expect(out).toMatchObject({ kind: 'outputs', outputs: [[item]], continued: true });
  });

  it('onError errorOutput puts the error items on an extra output', async () => {
    const out = await runNode(request(flaky(1, { onError: 'errorOutput' })));
    expect(out).toMatchObject({
      kind: 'outputs',
      outputs: [[], [{ json: { v: 1, error: 'failure 1' } }]],
    });
  });

  it('stop-and-error fails the run whatever retry and onError say', async () => {
    const node = n('s', 'stop', {
      parameters: { message: 'no' },
      retry: { maxTries: 3, waitMs: 1 },
      onError: 'continue',
    });
    expect(await runNode(request(node))).toEqual({
      kind: 'failed',
      error: { message: 'no', code: 'stopped' },
      tries: 1,
      fatal: true,
    });
  });

  it('times a try out, aborting the node, and retries it', async () => {
    const clock = manualClock();
    const pending = runNode(
      request(n('h', 'hang', { timeoutMs: 1000, retry: { maxTries: 2, waitMs: 0 } }), { clock }),
    );
    clock.fire();
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    clock.fire();
    expect(await pending).toMatchObject({
      kind: 'failed',
      error: { code: 'timeout' },
      tries: 2,
      fatal: false,
    });
  });

  it('a try past the run deadline fails the run', async () => {
    const clock = manualClock();
    const pending = runNode(request(n('h', 'hang', { onError: 'continue' }), { clock, deadline: 5 }));
    clock.fire();
    expect(await pending).toMatchObject({ kind: 'failed', error: { code: 'deadline' }, fatal: true });
  });

  it('stops on cancellation, during a try or a retry wait', async () => {
    const abort = new AbortController();
    const pending = runNode(request(n('h', 'hang'), { signal: abort.signal }));
    abort.abort();
    expect(await pending).toEqual({ kind: 'cancelled', tries: 1 });

    const stopped = new AbortController();
    stopped.abort();
    expect(await runNode(request(flaky(0), { signal: stopped.signal }))).toEqual({
      kind: 'cancelled',
      tries: 0,
    });
  });

  it('gives a node a signal that is aborted once its try is over, and tells it of a cancellation', async () => {
    let seen: NodeContext | undefined;
    const keeps: NodeType = {
      type: 'keeps',
      inputs: 1,
      outputs: 1,
      execute: async (ctx, inputs) => {
        seen = ctx;
        return inputs;
      },
    };
    await runNode(request(n('k', 'pass'), { type: keeps }));
    // Read after the try: aborted all the same.
    expect(seen?.signal.aborted).toBe(true);

    const abort = new AbortController();
    let aborted: unknown;
    const watches: NodeType = {
      type: 'watches',
      inputs: 1,
      outputs: 1,
      execute: (ctx) =>
        new Promise((_, reject) => {
          ctx.signal.addEventListener('abort', () => {
            aborted = ctx.signal.reason;
            reject(new Error('stopped'));
          });
        }),
    };
    // Two tries under way on one run signal: both hear it.
    const first = runNode(request(n('w1', 'pass'), { type: watches, signal: abort.signal }));
    const second = runNode(request(n('w2', 'pass'), { type: watches, signal: abort.signal }));
    abort.abort('user');
    expect(await first).toEqual({ kind: 'cancelled', tries: 1 });
    expect(await second).toEqual({ kind: 'cancelled', tries: 1 });
    expect(aborted).toBe('user');
  });

  it('applies executeOnce and alwaysOutputData', async () => {
    const two = [[item, { json: { v: 2 } }]];
    expect(await runNode(request(n('p', 'pass', { executeOnce: true }), { inputs: two }))).toMatchObject({
      outputs: [[item]],
    });
    expect(
      await runNode(request(n('p', 'pass', { alwaysOutputData: true }), { inputs: [[]] })),
    ).toMatchObject({
      outputs: [[{ json: {} }]],
    });
  });
});
