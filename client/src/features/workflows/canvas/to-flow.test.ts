import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import { describe, expect, it } from 'vitest';
import { moveItems } from '../document/operations';
import { aDocument, aNode, anEdge } from '../document/test-documents';
import { createFlowMapper } from './to-flow';

const ids = Array.from({ length: 300 }, (_, i) => `n${i}`);
const doc = aDocument({
  nodes: ids.map((id) => aNode(id)),
  edges: ids.slice(1).map((id, i) => anEdge(`n${i}`, id)),
});
const input = {
  types: new Map<string, NodeCatalogueEntry>(),
  runs: {},
  problems: new Map(),
  selected: new Set<string>(),
  readOnly: false,
  measured: new Map(),
};

describe('the document as React Flow nodes', () => {
  it('rebuilds only the node that moved, of 300', () => {
    const toFlow = createFlowMapper();
    const before = toFlow({ doc, ...input });
    const moved = moveItems(doc, new Map([['n150', [500, 500] as [number, number]]]));
    const after = toFlow({ doc: moved, ...input });
    const changed = after.nodes.filter((n, i) => n !== before.nodes[i]);
    expect(changed.map((n) => n.id)).toEqual(['n150']);
    expect(after.edges.every((e, i) => e === before.edges[i])).toBe(true);
  });

  it('maps ports to handles and marks selection', () => {
    const toFlow = createFlowMapper();
    const { nodes, edges } = toFlow({ doc, ...input, selected: new Set(['n1']) });
    expect(nodes[1]?.selected).toBe(true);
    expect(edges[0]).toMatchObject({
      source: 'n0',
      sourceHandle: 'out-0',
      target: 'n1',
      targetHandle: 'in-0',
    });
  });
});

describe('handles given with each node', () => {
  const ifEntry = { type: 'if', inputs: 1, outputs: ['true', 'false'] } as unknown as NodeCatalogueEntry;
  const one = aDocument({ nodes: [{ ...aNode('a'), type: 'if' }], edges: [] });

  it('places them where the card draws them, so edges need no measuring first', () => {
    const toFlow = createFlowMapper();
    const [node] = toFlow({ doc: one, ...input, types: new Map([['if', ifEntry]]) }).nodes;
    // A 220 × 58 card: 12 px handles centred on the inner edge of its 1 px border, spread down each side.
    expect(node?.handles).toEqual([
      { id: 'in-0', type: 'target', position: 'left', x: -5, y: 23, width: 12, height: 12 },
      {
        id: 'out-0',
        type: 'source',
        position: 'right',
        x: 213,
        y: expect.closeTo(1 + 56 / 3 - 6),
        width: 12,
        height: 12,
      },
      {
        id: 'out-1',
        type: 'source',
        position: 'right',
        x: 213,
        y: expect.closeTo(1 + (2 * 56) / 3 - 6),
        width: 12,
        height: 12,
      },
    ]);
  });

  it('follows the size React Flow measured (a card with a run badge is taller)', () => {
    const toFlow = createFlowMapper();
    const measured = new Map([['a', { width: 220, height: 90 }]]);
    const [node] = toFlow({ doc: one, ...input, measured }).nodes;
    expect(node?.handles).toEqual([
      { id: 'in-0', type: 'target', position: 'left', x: -5, y: 39, width: 12, height: 12 },
      { id: 'out-0', type: 'source', position: 'right', x: 213, y: 39, width: 12, height: 12 },
    ]);
  });
});
