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
