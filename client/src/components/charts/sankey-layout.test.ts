import { describe, expect, it } from 'vitest';
import { layoutSankey, sankeyLinkPath } from './sankey-layout';

const nodes = ['issuance', 'treasury', 'pool', 'users', 'fees'].map((id) => ({ id, label: id }));
const links = [
  { source: 'issuance', target: 'treasury', value: 60 },
  { source: 'issuance', target: 'pool', value: 40 },
  { source: 'pool', target: 'users', value: 30 },
  { source: 'users', target: 'fees', value: 10 },
];

describe('layoutSankey', () => {
  it('puts each node in the column of its longest path from a source', () => {
    const layout = layoutSankey(nodes, links, { width: 312, height: 100, nodeWidth: 12, nodePadding: 0 });
    const column = Object.fromEntries(layout.nodes.map((n) => [n.id, n.column]));
    expect(column).toEqual({ issuance: 0, treasury: 1, pool: 1, users: 2, fees: 3 });
    expect(layout.columns).toBe(4);
    // Columns spread over the width: (312 - 12) / 3 = 100 px apart.
    expect(layout.nodes.find((n) => n.id === 'users')).toMatchObject({ x0: 200, x1: 212 });
    expect(layout.nodes.find((n) => n.id === 'fees')).toMatchObject({ x0: 300, x1: 312 });
  });

  it('sizes nodes by the larger of in and out flow, at the scale the fullest column allows', () => {
    const layout = layoutSankey(nodes, links, { width: 300, height: 110, nodeWidth: 10, nodePadding: 10 });
    // Column 1 holds 60 + 40 with one gap of 10: (110 - 10) / 100 = 1 px per unit.
    expect(layout.scale).toBe(1);
    const byId = Object.fromEntries(layout.nodes.map((n) => [n.id, n]));
    expect(byId.issuance?.value).toBe(100);
    expect(byId.users?.value).toBe(30);
    expect(byId.treasury).toMatchObject({ y0: 0, y1: 60 });
    expect(byId.pool).toMatchObject({ y0: 70, y1: 110 });
    // A column with less in it is centred: issuance is 100 tall in 110.
    expect(byId.issuance).toMatchObject({ y0: 5, y1: 105 });
  });

  it('stacks the bands of a node inside it, each as thick as its value', () => {
    const layout = layoutSankey(nodes, links, { width: 300, height: 110, nodeWidth: 10, nodePadding: 10 });
    const out = layout.links.filter((l) => l.source === 'issuance');
    expect(out.map((l) => [l.target, l.width, l.y0])).toEqual([
      ['treasury', 60, 35],
      ['pool', 40, 85],
    ]);
    const issuance = layout.nodes.find((n) => n.id === 'issuance');
    expect(out.reduce((s, l) => s + l.width, 0)).toBeCloseTo((issuance?.y1 ?? 0) - (issuance?.y0 ?? 0));
    const toUsers = layout.links.find((l) => l.target === 'users');
    const users = layout.nodes.find((n) => n.id === 'users');
    expect(toUsers?.y1).toBeCloseTo(((users?.y0 ?? 0) + (users?.y1 ?? 0)) / 2);
  });

  it('drops links that close a cycle or cannot be drawn, and nodes without flow', () => {
    const layout = layoutSankey(
      [...nodes, { id: 'idle', label: 'idle' }],
      [
        ...links,
        { source: 'fees', target: 'pool', value: 5 },
        { source: 'users', target: 'users', value: 5 },
        { source: 'users', target: 'nowhere', value: 5 },
        { source: 'pool', target: 'fees', value: 0 },
      ],
      { width: 300, height: 100 },
    );
    expect(layout.dropped.map((l) => `${l.source}>${l.target}`).sort()).toEqual([
      'fees>pool',
      'pool>fees',
      'users>nowhere',
      'users>users',
    ]);
    expect(layout.links).toHaveLength(4);
    expect(layout.nodes.some((n) => n.id === 'idle')).toBe(false);
  });

  it('lays out nothing when nothing flows', () => {
    const layout = layoutSankey(nodes, [], { width: 300, height: 100 });
    expect(layout).toMatchObject({ nodes: [], links: [], columns: 0, scale: 0 });
  });

  it('draws a band as an S-curve between its ends', () => {
    expect(sankeyLinkPath({ x0: 10, x1: 110, y0: 20, y1: 80 })).toBe('M10,20C60,20 60,80 110,80');
  });
});
