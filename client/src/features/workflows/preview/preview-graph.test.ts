import { describe, expect, it } from 'vitest';
import { toPreviewGraph, typeLabel } from './preview-graph';

const node = (id: string, type: string, x: number, y = 0) => ({
  id,
  type,
  typeVersion: 1,
  name: `Node ${id}`,
  position: [x, y] as [number, number],
  parameters: {},
});

describe('toPreviewGraph', () => {
  const { nodes, edges } = toPreviewGraph({
    nodes: [
      node('a', 'webhook-trigger', 0),
      node('b', 'if', 260),
      node('c', 'send-email', 520, -80),
      node('d', 'no-op', 520, 80),
    ],
    edges: [
      { id: 'e1', source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 },
      { id: 'e2', source: 'b', sourceOutput: 0, target: 'c', targetInput: 0 },
      { id: 'e3', source: 'b', sourceOutput: 1, target: 'd', targetInput: 0 },
    ],
  });

  it("keeps the document's positions and draws a trigger without inputs", () => {
    expect(nodes.map((n) => n.position)).toEqual([
      { x: 0, y: 0 },
      { x: 260, y: 0 },
      { x: 520, y: -80 },
      { x: 520, y: 80 },
    ]);
    expect(nodes[0]?.data).toMatchObject({ trigger: true, inputs: [], outputs: [0], name: 'Node a' });
    expect(nodes[1]?.data).toMatchObject({ trigger: false, inputs: [0], outputs: [0, 1] });
    expect(nodes[3]?.data).toMatchObject({ inputs: [0], outputs: [0] });
  });

  it('joins edges by the handles of their ports', () => {
    expect(edges).toEqual([
      { id: 'e1', source: 'a', target: 'b', sourceHandle: 'out-0', targetHandle: 'in-0' },
      { id: 'e2', source: 'b', target: 'c', sourceHandle: 'out-0', targetHandle: 'in-0' },
      { id: 'e3', source: 'b', target: 'd', sourceHandle: 'out-1', targetHandle: 'in-0' },
    ]);
  });

  it('reads a type as words', () => {
    expect(typeLabel('send-email')).toBe('Send email');
    expect(typeLabel('@aiz/agent')).toBe('Agent');
  });
});
