import { describe, expect, it } from 'vitest';
import { buildGraph } from './graph';
import { emptyState } from './run-record';
import { releaseWaiting, scheduleChildren } from './schedule';
import { fakeNodeTypes, flow, n } from './testing';

const types = new Map(fakeNodeTypes.map((t) => [t.type, t]));
const item = { json: {} };

describe('scheduleChildren', () => {
  const wf = flow([n('a', 'if'), n('b'), n('c'), n('d')], ['a:1>d', 'a>b', 'a>c']);
  const graph = buildGraph(wf);
  const typeOf = (id: string) => types.get(graph.node(id).type);

  it('puts the first child of the first output on top of the stack', () => {
    const state = emptyState();
    scheduleChildren(graph, typeOf, state, 'a', [[item], [item]]);
    expect(state.stack.map((p) => p.nodeId).reverse()).toEqual(['b', 'c', 'd']);
  });

  it('does not run a single-input node on an empty output', () => {
    const state = emptyState();
    scheduleChildren(graph, typeOf, state, 'a', [[], [item]]);
    expect(state.stack.map((p) => p.nodeId)).toEqual(['d']);
  });
});

describe('a node with several inputs', () => {
  const wf = flow([n('a'), n('b'), n('m', 'merge'), n('j', 'join-all')], ['a>m', 'b>m:1', 'a>j', 'b>j:1']);
  const graph = buildGraph(wf);
  const typeOf = (id: string) => types.get(graph.node(id).type);

  it('waits until every connected input has data', () => {
    const state = emptyState();
    scheduleChildren(graph, typeOf, state, 'a', [[{ json: { from: 'a' } }]]);
    expect(state.stack).toEqual([]);
    scheduleChildren(graph, typeOf, state, 'b', [[{ json: { from: 'b' } }]]);
    expect(state.stack.map((p) => p.nodeId)).toEqual(['j', 'm']);
    expect(state.stack[1]?.inputs).toEqual([[{ json: { from: 'a' } }], [{ json: { from: 'b' } }]]);
    expect(state.waiting).toEqual({});
  });

  it('when nothing else is left, runs a fixed-input node short of inputs, never an all-required one', () => {
    const state = emptyState();
    scheduleChildren(graph, typeOf, state, 'a', [[item]]);
    expect(releaseWaiting(graph, typeOf, state)).toBe(true);
    expect(state.stack).toEqual([{ nodeId: 'm', inputs: [[item], []] }]);
    state.stack = [];
    expect(releaseWaiting(graph, typeOf, state)).toBe(false);
  });

  it('keeps a second arrival on the same input for a later run, as n8n does', () => {
    const state = emptyState();
    const first = [{ json: { n: 1 } }];
    const second = [{ json: { n: 2 } }];
    scheduleChildren(graph, typeOf, state, 'a', [first]);
    scheduleChildren(graph, typeOf, state, 'a', [second]);
    expect(state.waiting.m).toHaveLength(2);
    scheduleChildren(graph, typeOf, state, 'b', [[item]]);
    const m = state.stack.find((p) => p.nodeId === 'm');
    expect(m?.inputs).toEqual([first, [item]]);
    expect(state.waiting.m).toEqual([[second, null]]);
  });

  it('gets nothing from an empty output', () => {
    const state = emptyState();
    scheduleChildren(graph, typeOf, state, 'a', [[]]);
    expect(state.waiting).toEqual({});
  });

  it('keeps waiting while a node upstream of it waits too', () => {
    const chain = flow(
      [n('a'), n('b'), n('m1', 'merge'), n('m2', 'merge')],
      ['a>m2:1', 'a>m1', 'b>m1:1', 'm1>m2'],
    );
    const g = buildGraph(chain);
    const of = (id: string) => types.get(g.node(id).type);
    const state = emptyState();
    scheduleChildren(g, of, state, 'a', [[item]]);
    expect(Object.keys(state.waiting)).toEqual(['m2', 'm1']);
    expect(releaseWaiting(g, of, state)).toBe(true);
    expect(state.stack.map((p) => p.nodeId)).toEqual(['m1']);
  });
});

describe('children with canvas positions', () => {
  it('runs the top-left child first, whatever output it hangs on', () => {
    const wf = flow(
      [
        n('a', 'if'),
        n('low', 'pass', { position: [0, 200] }),
        n('high', 'pass', { position: [0, 0] }),
        n('left', 'pass', { position: [-50, 200] }),
      ],
      ['a>low', 'a>left', 'a:1>high'],
    );
    const graph = buildGraph(wf);
    const state = emptyState();
    scheduleChildren(graph, (id) => types.get(graph.node(id).type), state, 'a', [[item], [item]]);
    expect(state.stack.map((p) => p.nodeId).reverse()).toEqual(['high', 'left', 'low']);
  });
});
