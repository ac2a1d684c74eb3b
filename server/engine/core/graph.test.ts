import { describe, expect, it } from 'vitest';
import { buildGraph } from './graph';
import type { ExecutableWorkflow } from './types';

const node = (id: string) => ({ id, name: id, type: 't', parameters: {} });
const wf: ExecutableWorkflow = {
  nodes: [node('a'), node('b'), node('c'), node('d')],
  edges: [
    { source: 'a', sourceOutput: 1, target: 'c', targetInput: 0 },
    { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 },
    { source: 'a', sourceOutput: 0, target: 'd', targetInput: 0 },
  ],
  settings: { maxSteps: 10, timeoutS: 10 },
};

describe('buildGraph', () => {
  it('lists outgoing edges by output, then in document order', () => {
    expect(
      buildGraph(wf)
        .outgoing('a')
        .map((e) => e.target),
    ).toEqual(['b', 'd', 'c']);
  });

  it('finds the start nodes and incoming edges', () => {
    const g = buildGraph(wf);
    expect(g.startNodes().map((n) => n.id)).toEqual(['a']);
    expect(g.incoming('c')).toHaveLength(1);
  });

  it('refuses an edge to a missing node', () => {
    expect(() =>
      buildGraph({ ...wf, edges: [{ source: 'a', sourceOutput: 0, target: 'x', targetInput: 0 }] }),
    ).toThrow(/does not exist/);
  });
});

describe('ancestors', () => {
  it('finds every node upstream, through cycles', () => {
    const g = buildGraph({
      ...wf,
      edges: [
        { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 },
        { source: 'b', sourceOutput: 0, target: 'c', targetInput: 0 },
        { source: 'c', sourceOutput: 0, target: 'b', targetInput: 0 },
      ],
    });
    expect([...g.ancestors('c')].sort()).toEqual(['a', 'b', 'c']);
    expect(g.ancestors('a').size).toBe(0);
  });
});
