/**
 * The layout of a Sankey (flow) diagram, pure: nodes in columns by their longest path from a source,
 * heights proportional to the larger of what flows in and out, links stacked at both ends in the order
 * of the node they lead to. A link that would close a cycle cannot be drawn left to right: it is left
 * out and reported in `dropped`.
 */

export interface SankeyNodeInput {
  id: string;
  label: string;
}

export interface SankeyLinkInput {
  source: string;
  target: string;
  value: number;
}

export interface SankeyNode extends SankeyNodeInput {
  column: number;
  value: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface SankeyLink extends SankeyLinkInput {
  /** Thickness in pixels. */
  width: number;
  /** Centre of the band where it leaves its source and where it enters its target. */
  y0: number;
  y1: number;
  /** Right edge of the source, left edge of the target. */
  x0: number;
  x1: number;
}

export interface SankeyLayout {
  nodes: SankeyNode[];
  links: SankeyLink[];
  /** Links left out: a cycle, a self link, an unknown node, or a value that is not positive. */
  dropped: SankeyLinkInput[];
  columns: number;
  /** Pixels per unit of value. */
  scale: number;
}

export interface SankeyOptions {
  width: number;
  height: number;
  nodeWidth?: number;
  nodePadding?: number;
}

/** Keeps links that can be drawn left to right: drops those that close a cycle (depth-first, in input order). */
function acyclic(ids: string[], links: SankeyLinkInput[]) {
  const out = new Map<string, SankeyLinkInput[]>(ids.map((id) => [id, []]));
  for (const link of links) out.get(link.source)?.push(link);
  const state = new Map<string, 'open' | 'done'>();
  const kept = new Set<SankeyLinkInput>();
  const dropped: SankeyLinkInput[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const link of out.get(id) ?? []) {
      const next = state.get(link.target);
      if (next === 'open') dropped.push(link);
      else {
        kept.add(link);
        if (next === undefined) visit(link.target);
      }
    }
    state.set(id, 'done');
  };
  for (const id of ids) if (!state.has(id)) visit(id);
  return { kept: links.filter((l) => kept.has(l)), dropped };
}

export function layoutSankey(
  nodeInputs: SankeyNodeInput[],
  linkInputs: SankeyLinkInput[],
  options: SankeyOptions,
): SankeyLayout {
  const { width, height, nodeWidth = 12, nodePadding = 12 } = options;
  const ids = nodeInputs.map((n) => n.id);
  const known = new Set(ids);
  const valid = linkInputs.filter(
    (l) => known.has(l.source) && known.has(l.target) && l.source !== l.target && l.value > 0,
  );
  const invalid = linkInputs.filter((l) => !valid.includes(l));
  const { kept, dropped } = acyclic(ids, valid);

  // Columns: the longest path from a source (relaxed in topological order).
  const incoming = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const l of kept) incoming.set(l.target, (incoming.get(l.target) ?? 0) + 1);
  const column = new Map<string, number>(ids.map((id) => [id, 0]));
  const queue = ids.filter((id) => incoming.get(id) === 0);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const l of kept.filter((k) => k.source === id)) {
      column.set(l.target, Math.max(column.get(l.target) ?? 0, (column.get(id) ?? 0) + 1));
      const left = (incoming.get(l.target) ?? 0) - 1;
      incoming.set(l.target, left);
      if (left === 0) queue.push(l.target);
    }
  }
  // Only nodes that carry a flow are drawn.
  const used = nodeInputs.filter((n) => kept.some((l) => l.source === n.id || l.target === n.id));
  const flowOf = (id: string) =>
    Math.max(
      kept.filter((l) => l.target === id).reduce((s, l) => s + l.value, 0),
      kept.filter((l) => l.source === id).reduce((s, l) => s + l.value, 0),
    );
  const columns = used.length === 0 ? 0 : Math.max(...used.map((n) => column.get(n.id) ?? 0)) + 1;
  const byColumn = Array.from({ length: columns }, (_, c) =>
    used.filter((n) => column.get(n.id) === c).sort((a, b) => flowOf(b.id) - flowOf(a.id)),
  );
  const scale = Math.min(
    ...byColumn.map((col) => {
      const total = col.reduce((s, n) => s + flowOf(n.id), 0);
      const room = height - Math.max(0, col.length - 1) * nodePadding;
      return total > 0 ? Math.max(0, room) / total : Number.POSITIVE_INFINITY;
    }),
  );
  const ky = Number.isFinite(scale) ? scale : 0;
  const step = columns > 1 ? (width - nodeWidth) / (columns - 1) : 0;
  const placed = new Map<string, SankeyNode>();
  byColumn.forEach((col, c) => {
    const filled = col.reduce((s, n) => s + flowOf(n.id) * ky, 0) + Math.max(0, col.length - 1) * nodePadding;
    let y = Math.max(0, (height - filled) / 2);
    for (const n of col) {
      const h = flowOf(n.id) * ky;
      const x0 = columns > 1 ? c * step : (width - nodeWidth) / 2;
      placed.set(n.id, { ...n, column: c, value: flowOf(n.id), x0, x1: x0 + nodeWidth, y0: y, y1: y + h });
      y += h + nodePadding;
    }
  });

  // Bands: leaving a node in the order of their targets' height, entering in the order of their sources'.
  const mid = (id: string) => {
    const n = placed.get(id) as SankeyNode;
    return (n.y0 + n.y1) / 2;
  };
  const links = kept.map((l) => ({
    ...l,
    width: l.value * ky,
    y0: 0,
    y1: 0,
    x0: (placed.get(l.source) as SankeyNode).x1,
    x1: (placed.get(l.target) as SankeyNode).x0,
  }));
  for (const node of placed.values()) {
    let top = node.y0;
    for (const l of links.filter((k) => k.source === node.id).sort((a, b) => mid(a.target) - mid(b.target))) {
      l.y0 = top + l.width / 2;
      top += l.width;
    }
    top = node.y0;
    for (const l of links.filter((k) => k.target === node.id).sort((a, b) => mid(a.source) - mid(b.source))) {
      l.y1 = top + l.width / 2;
      top += l.width;
    }
  }
  return { nodes: [...placed.values()], links, dropped: [...invalid, ...dropped], columns, scale: ky };
}

/** The SVG path of a band's centre line: a horizontal S-curve from its source to its target. */
export function sankeyLinkPath(link: Pick<SankeyLink, 'x0' | 'x1' | 'y0' | 'y1'>): string {
  const xm = (link.x0 + link.x1) / 2;
  return `M${link.x0},${link.y0}C${xm},${link.y0} ${xm},${link.y1} ${link.x1},${link.y1}`;
}
