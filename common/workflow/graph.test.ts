import { describe, expect, it } from 'vitest';
import type { WorkflowDocument } from './document';
import {
  childrenOf,
  incomingEdges,
  outgoingEdges,
  parentsOf,
  reachableFrom,
  startNodes,
  topologicalOrder,
} from './graph';

type Graph = Pick<WorkflowDocument, 'nodes' | 'edges'>;

/** Nodes by id only (the graph helpers read nothing else); edges as `source:output>target:input`. */
function graph(ids: string[], wires: string[]): Graph {
  return {
    nodes: ids.map((id) => ({
      id,
      type: 'no-op',
      typeVersion: 1,
      name: id,
      position: [0, 0],
      parameters: {},
    })),
    edges: wires.map((w, i) => {
      const [from, to] = w.split('>') as [string, string];
      const [source, sourceOutput = '0'] = from.split(':') as [string, string?];
      const [target, targetInput = '0'] = to.split(':') as [string, string?];
      return {
        id: `e${i}`,
        source,
        sourceOutput: Number(sourceOutput),
        target,
        targetInput: Number(targetInput),
      };
    }),
  };
}

// trigger → if; if's output 0 → yes, output 1 → no; yes and no → merge inputs 0 and 1.
const diamond = graph(
  ['trigger', 'if', 'yes', 'no', 'merge', 'loose'],
  ['trigger>if', 'if:0>yes', 'if:1>no', 'yes>merge:0', 'no>merge:1'],
);

describe('children and parents', () => {
  it('by output or input index, or all', () => {
    expect(childrenOf(diamond, 'if')).toEqual(['yes', 'no']);
    expect(childrenOf(diamond, 'if', 1)).toEqual(['no']);
    expect(childrenOf(diamond, 'if', 2)).toEqual([]);
    expect(parentsOf(diamond, 'merge')).toEqual(['yes', 'no']);
    expect(parentsOf(diamond, 'merge', 1)).toEqual(['no']);
    expect(outgoingEdges(diamond, 'if', 0).map((e) => e.id)).toEqual(['e1']);
    expect(incomingEdges(diamond, 'merge').map((e) => e.targetInput)).toEqual([0, 1]);
  });

  it('lists a node once when two wires join the same pair', () => {
    const twice = graph(['a', 'b'], ['a:0>b:0', 'a:1>b:0']);
    expect(childrenOf(twice, 'a')).toEqual(['b']);
    expect(parentsOf(twice, 'b')).toEqual(['a']);
  });
});

describe('startNodes', () => {
  it('are the nodes no edge enters, in document order', () => {
    expect(startNodes(diamond)).toEqual(['trigger', 'loose']);
  });

  it('leave out a node wired to another as its tool (ai_tool)', () => {
    const withTool = graph(['trigger', 'agent', 'tool'], ['trigger:0>agent:0']);
    withTool.edges.push({
      id: 'w',
      source: 'tool',
      sourceOutput: 0,
      target: 'agent',
      targetInput: 0,
      kind: 'ai_tool',
    });
    expect(startNodes(withTool)).toEqual(['trigger']);
  });
});

describe('reachableFrom', () => {
  it('follows edges breadth first, without the node itself', () => {
    expect(reachableFrom(diamond, 'trigger')).toEqual(['if', 'yes', 'no', 'merge']);
    expect(reachableFrom(diamond, 'merge')).toEqual([]);
  });

  it('follows edges backwards upstream', () => {
    expect(reachableFrom(diamond, 'merge', 'upstream')).toEqual(['yes', 'no', 'if', 'trigger']);
    expect(reachableFrom(diamond, 'loose', 'upstream')).toEqual([]);
  });

  it('includes the node itself when a loop leads back to it', () => {
    const loop = graph(['t', 'loop', 'body', 'done'], ['t>loop', 'loop:1>body', 'body>loop', 'loop:0>done']);
    expect(reachableFrom(loop, 'loop')).toEqual(['body', 'done', 'loop']);
  });
});

describe('topologicalOrder', () => {
  it('puts every node after its parents; of the nodes ready, the first in the document goes first', () => {
    expect(topologicalOrder(diamond)).toEqual({
      acyclic: true,
      order: ['trigger', 'if', 'yes', 'no', 'merge', 'loose'],
    });
  });

  it('gives the cycles when there are any, including a node wired to itself', () => {
    const cyclic = graph(['a', 'b', 'c', 'd', 'e', 'f'], ['a>b', 'b>c', 'c>b', 'c>d', 'e>e', 'd>f']);
    expect(topologicalOrder(cyclic)).toEqual({ acyclic: false, cycles: [['b', 'c'], ['e']] });
  });

  it('handles a long chain without deep recursion', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `n${i}`);
    const chain = graph(ids, [...ids.slice(1).map((id, i) => `n${i}>${id}`), 'n999>n0']);
    const result = topologicalOrder(chain);
    expect(result.acyclic).toBe(false);
    if (!result.acyclic) expect(result.cycles[0]).toHaveLength(1000);
  });
});
