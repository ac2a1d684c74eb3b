import { describe, expect, it } from 'vitest';
import { aDocument, aNode, anEdge } from '../document/test-documents';
import { autoLayout } from './layout';

describe('autoLayout', () => {
  it('places a chain left to right and branches apart', async () => {
    const doc = aDocument({
      nodes: [aNode('a'), aNode('b'), aNode('c')],
      edges: [anEdge('a', 'b'), anEdge('a', 'c')],
    });
    const at = await autoLayout(doc);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => at.get(id) ?? [Number.NaN, Number.NaN]);
    expect(b?.[0]).toBeGreaterThan(a?.[0] ?? 0);
    expect(c?.[0]).toBe(b?.[0]);
    expect(c?.[1]).not.toBe(b?.[1]);
  });
});
