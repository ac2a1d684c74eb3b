/**
 * Collects an imported workflow's nodes and edges under the document's rules (ids of safe characters
 * and unique, names unique and trimmed, a connection drawn once) and validates the result, so each
 * importer only translates.
 */
import {
  connectionKey,
  type EdgeKind,
  type NodeCredentialRef,
  type NodeOnError,
  type NodeParameters,
  type NodeRetry,
  type WorkflowDocument,
  type WorkflowItem,
  workflowDocumentSchema,
} from '../../../common/workflow/document';
import { ImportError } from './import-report';

export interface ImportedNode {
  /** The tool's own id (any string); made safe and unique here. */
  sourceId: string;
  name: string;
  type: string;
  typeVersion?: number;
  position: [number, number];
  parameters: NodeParameters;
  disabled?: boolean;
  retry?: NodeRetry;
  onError?: NodeOnError;
  notes?: string;
  /** Credential slots by name (the tool's ids mean nothing here): linked to the importer's own later. */
  credentials?: Record<string, NodeCredentialRef>;
}

export interface ImportedEdge {
  source: string;
  sourceOutput: number;
  target: string;
  targetInput: number;
  /** Absent: `main`. */
  kind?: EdgeKind;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function safeId(raw: string, taken: Set<string>, fallback: string): string {
  let base = SAFE_ID.test(raw) ? raw : raw.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 56);
  if (!/[A-Za-z0-9]/.test(base)) base = fallback;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base.slice(0, 56)}-${n}`;
  taken.add(id);
  return id;
}

/** Names as the builder will keep them, for importers whose expressions must name nodes before adding them. */
export function uniqueNames(raw: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  return raw.map((name) => uniqueName(name, taken, fallback));
}

function uniqueName(raw: string, taken: Set<string>, fallback: string): string {
  const base = raw.replace(/\s+/g, ' ').trim().slice(0, 120) || fallback;
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base} ${n}`;
  taken.add(name);
  return name;
}

export class DocumentBuilder {
  private readonly nodes: WorkflowDocument['nodes'] = [];
  private readonly edges: WorkflowDocument['edges'] = [];
  private readonly idBySource = new Map<string, string>();
  private readonly ids = new Set<string>();
  private readonly names = new Set<string>();
  private readonly connections = new Set<string>();
  readonly warnings: string[] = [];

  /** Adds a node; answers its name as it will appear (made unique). */
  addNode(node: ImportedNode): string {
    const id = safeId(node.sourceId, this.ids, `node-${this.nodes.length + 1}`);
    this.idBySource.set(node.sourceId, id);
    const name = uniqueName(node.name, this.names, node.type);
    if (name !== node.name)
      this.warnings.push(
        `The node "${node.name}" is named "${name}" (names are unique); expressions naming it need a look.`,
      );
    this.nodes.push({
      id,
      type: node.type,
      typeVersion: node.typeVersion ?? 1,
      name,
      position: node.position.map((v) => (Number.isFinite(v) ? v : 0)) as [number, number],
      parameters: node.parameters,
      ...(node.disabled ? { disabled: true } : {}),
      ...(node.retry ? { retry: node.retry } : {}),
      ...(node.onError ? { onError: node.onError } : {}),
      ...(node.notes ? { notes: node.notes.slice(0, 10_000) } : {}),
      ...(node.credentials && Object.keys(node.credentials).length > 0
        ? { credentials: node.credentials }
        : {}),
    });
    return name;
  }

  hasNode(sourceId: string): boolean {
    return this.idBySource.has(sourceId);
  }

  idOf(sourceId: string): string | undefined {
    return this.idBySource.get(sourceId);
  }

  /** Adds a wire between two added nodes; a wire to a node that is not there is reported, not kept. */
  addEdge(edge: ImportedEdge): void {
    const source = this.idBySource.get(edge.source);
    const target = this.idBySource.get(edge.target);
    if (!source || !target) {
      this.warnings.push(
        `A connection from "${edge.source}" to "${edge.target}" joins a missing node; it was left out.`,
      );
      return;
    }
    const wire = {
      source,
      sourceOutput: edge.sourceOutput,
      target,
      targetInput: edge.targetInput,
      ...(edge.kind && edge.kind !== 'main' ? { kind: edge.kind } : {}),
    };
    const key = connectionKey(wire);
    if (this.connections.has(key)) return;
    this.connections.add(key);
    this.edges.push({ id: `edge-${this.edges.length + 1}`, ...wire });
  }

  /** The validated document; pin data is keyed by the tool's node ids and translated here. */
  build(
    extra: { timezone?: string; timeoutS?: number; pinData?: Record<string, WorkflowItem[]> } = {},
  ): WorkflowDocument {
    const pinData = Object.entries(extra.pinData ?? {}).flatMap(([sourceId, items]) => {
      const id = this.idBySource.get(sourceId);
      return id ? [[id, items] as const] : [];
    });
    const parsed = workflowDocumentSchema.safeParse({
      nodes: this.nodes,
      edges: this.edges,
      settings: {
        ...(extra.timezone ? { timezone: extra.timezone } : {}),
        ...(extra.timeoutS ? { timeoutS: extra.timeoutS } : {}),
      },
      ...(pinData.length > 0 ? { pinData: Object.fromEntries(pinData) } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ImportError(
        `The imported workflow is not valid: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown problem'}`,
      );
    }
    return parsed.data;
  }
}
