/**
 * Builds a workflow document node by node for the pattern library: stable ids from the names, edges by
 * name, and canvas positions laid out left to right by depth (branches one under the other), so a pattern
 * previews and opens on the canvas tidily without the person arranging it.
 */
import type { WorkflowDocumentInput, WorkflowSettings } from '@common/workflow/document';
import { latestNodeVersion } from '../../../engine/nodes/node-migrations';

type DocNode = WorkflowDocumentInput['nodes'][number];
type DocEdge = NonNullable<WorkflowDocumentInput['edges']>[number];

const COLUMN = 260;
const ROW = 160;

/** "Send e-mail" → "send_e_mail": readable, unique within one document, valid as an id. */
function idOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 60) || 'node'
  );
}

export class FlowBuilder {
  private readonly nodes: DocNode[] = [];
  private readonly edges: DocEdge[] = [];

  /** Adds a node and answers its name (what `connect` and `$('Name')` use). */
  add(name: string, type: string, parameters: Record<string, unknown> = {}, extra: Partial<DocNode> = {}) {
    let id = idOf(name);
    for (let n = 2; this.nodes.some((node) => node.id === id); n++) id = `${idOf(name)}_${n}`;
    this.nodes.push({
      id,
      type,
      typeVersion: latestNodeVersion(type),
      name,
      position: [0, 0],
      parameters,
      ...extra,
    });
    return name;
  }

  connect(from: string, to: string, output = 0, input = 0): this {
    const source = this.idByName(from);
    const target = this.idByName(to);
    this.edges.push({
      id: `${source}-${output}-${target}-${input}`,
      source,
      sourceOutput: output,
      target,
      targetInput: input,
    });
    return this;
  }

  /** Connects each name to the next, through output 0. */
  chain(...names: string[]): this {
    for (let i = 1; i < names.length; i++) this.connect(names[i - 1]!, names[i]!);
    return this;
  }

  build(settings: Partial<WorkflowSettings> = {}): WorkflowDocumentInput {
    return { nodes: this.layout(), edges: [...this.edges], settings };
  }

  private idByName(name: string): string {
    const node = this.nodes.find((n) => n.name === name);
    if (!node) throw new Error(`FlowBuilder: no node named "${name}"`);
    return node.id;
  }

  /** Depth = longest path from a start node; rows in the order the edges reach them (output order). */
  private layout(): DocNode[] {
    const depth = new Map<string, number>();
    const incoming = new Set(this.edges.map((e) => e.target));
    const queue = this.nodes.filter((n) => !incoming.has(n.id)).map((n) => n.id);
    for (const id of queue) depth.set(id, 0);
    for (let guard = 0; queue.length > 0 && guard < 10_000; guard++) {
      const id = queue.shift()!;
      const edges = this.edges.filter((e) => e.source === id).sort((a, b) => a.sourceOutput - b.sourceOutput);
      for (const edge of edges) {
        const next = (depth.get(id) ?? 0) + 1;
        if ((depth.get(edge.target) ?? -1) < next && next < this.nodes.length) {
          depth.set(edge.target, next);
          queue.push(edge.target);
        }
      }
    }
    const rows = new Map<number, number>();
    const columns = new Map<number, string[]>();
    for (const node of this.nodes) {
      const d = depth.get(node.id) ?? 0;
      columns.set(d, [...(columns.get(d) ?? []), node.id]);
    }
    return this.nodes.map((node) => {
      const d = depth.get(node.id) ?? 0;
      const column = columns.get(d)!;
      const row = rows.get(d) ?? 0;
      rows.set(d, row + 1);
      const offset = ((column.length - 1) * ROW) / 2;
      return { ...node, position: [d * COLUMN, row * ROW - offset] as [number, number] };
    });
  }
}
