/**
 * Flowise chatflow and Agentflow v2 JSON → our document. Nodes keep their ids and canvas positions,
 * edges come from Flowise's edges (the output index from the source handle), AI nodes map to ours where
 * they clearly correspond (node-type-map.ts); everything else is a placeholder holding its raw data.
 * A mapped node keeps Flowise's inputs under `flowise`, since prompts and models are wired differently.
 */
import type { NodeParameters, WorkflowDocument } from '../../../../common/workflow/document';
import { DocumentBuilder } from '../document-builder';
import { ImportError, type ImportReport, type ImportResult } from '../import-report';
import { moveInnerSteps } from '../inner-steps';
import { FLOWISE_NODE_TYPES } from '../node-type-map';
import { PLACEHOLDER_TYPE, placeholderParameters, plainJson } from '../placeholder';
import { type FlowiseEdge, type FlowiseNode, flowiseFlowSchema } from './flowise-schema';
import { findFlowiseVariables } from './flowise-variables';
import { flowiseHttpParameters } from './http-request';
import { translateIteration, translateLoop } from './translate-flow-control';

const STICKY_NOTES = new Set(['stickyNote', 'stickyNoteAgentflow']);

function outputIndex(edge: FlowiseEdge, source: FlowiseNode | undefined): number {
  const handle = edge.sourceHandle ?? '';
  const numbered = /-output-(\d+)$/.exec(handle);
  if (numbered) return Math.min(Number(numbered[1]), 99);
  const anchor = source?.data.outputAnchors?.findIndex((a) => a.id === handle) ?? -1;
  return anchor > 0 ? Math.min(anchor, 99) : 0;
}

/** Children of an iteration are positioned relative to it; the document's canvas is absolute. */
function absolutePosition(node: FlowiseNode, byId: Map<string, FlowiseNode>): [number, number] {
  if (node.positionAbsolute) return [node.positionAbsolute.x, node.positionAbsolute.y];
  const own = node.position ?? { x: 0, y: 0 };
  const parent = node.parentNode ? byId.get(node.parentNode) : undefined;
  if (!parent) return [own.x, own.y];
  const [px, py] = absolutePosition(parent, byId);
  return [own.x + px, own.y + py];
}

/** The id of the step an iteration's children start from (Flowise runs the children with no wire in first). */
const startOf = (iterationId: string) => `${iterationId}-start`;

const FLOW_CONTROL: Readonly<
  Record<string, (node: FlowiseNode) => { type: string; parameters: NodeParameters }>
> = {
  iterationAgentflow: translateIteration,
  loopAgentflow: translateLoop,
};

function startType(node: FlowiseNode): string {
  return node.data.inputs?.startInputType === 'formInput' ? 'form-trigger' : 'chat-trigger';
}

export function importFlowise(
  content: unknown,
  kind: 'flowise-agentflow' | 'flowise-chatflow',
): ImportResult {
  const parsed = flowiseFlowSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(
      `Not a Flowise flow: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? ''}`,
    );
  }
  const flow = parsed.data;
  const byId = new Map(flow.nodes.map((n) => [n.id, n]));
  const builder = new DocumentBuilder();
  const report: ImportReport = {
    format: kind,
    mapped: [],
    placeholders: [],
    untranslatedExpressions: [],
    warnings: [],
    credentials: [],
  };

  for (const node of flow.nodes) {
    const from = node.data.name;
    const label = node.data.label ?? from;
    if (STICKY_NOTES.has(from)) {
      report.warnings.push(`The sticky note "${node.id}" was left out (notes are not steps).`);
      continue;
    }
    const inputs = plainJson(node.data.inputs ?? {});
    const control = FLOW_CONTROL[from]?.(node);
    const to = control?.type ?? (from === 'startAgentflow' ? startType(node) : FLOWISE_NODE_TYPES[from]);
    const parameters: NodeParameters = control
      ? control.parameters
      : to === 'http-request'
        ? flowiseHttpParameters(inputs as Record<string, unknown>, (message) =>
            report.warnings.push(`"${label}": ${message}.`),
          )
        : to
          ? { flowise: { name: from, inputs } }
          : placeholderParameters({
              originalType: from,
              source: 'flowise',
              reason: `no AIZ node does what the Flowise node "${from}" (${node.data.category ?? 'uncategorised'}) does`,
              originalParameters: inputs,
            });
    const name = builder.addNode({
      sourceId: node.id,
      name: label,
      type: to ?? PLACEHOLDER_TYPE,
      position: absolutePosition(node, byId),
      parameters,
    });
    if (to) report.mapped.push({ name, from, to });
    else report.placeholders.push({ name, from, reason: String(parameters.reason) });
    report.untranslatedExpressions.push(...findFlowiseVariables(name, inputs));
    if (from === 'iterationAgentflow') {
      const [x, y] = absolutePosition(node, byId);
      builder.addNode({
        sourceId: startOf(node.id),
        name: `${label} start`,
        type: 'no-op',
        position: [x + 20, y + 40],
        parameters: {},
      });
    }
    // A loop node names the node it returns to in its inputs rather than with an edge.
    const loopBack = node.data.inputs?.loopBackToNode;
    if (typeof loopBack === 'string' && loopBack !== '') {
      const target = loopBack.split('-')[0] ?? '';
      if (byId.has(target))
        flow.edges.push({ source: node.id, sourceHandle: null, target, targetHandle: null });
    }
  }

  // Flowise draws no wire into an iteration's children: they start from our start step inside it.
  const targets = new Set(flow.edges.map((e) => e.target));
  for (const node of flow.nodes) {
    if (node.parentNode && !targets.has(node.id) && !STICKY_NOTES.has(node.data.name)) {
      flow.edges.push({
        source: startOf(node.parentNode),
        sourceHandle: null,
        target: node.id,
        targetHandle: null,
      });
    }
  }
  for (const edge of flow.edges) {
    if (!builder.hasNode(edge.source) || !builder.hasNode(edge.target)) continue;
    builder.addEdge({
      source: edge.source,
      sourceOutput: outputIndex(edge, byId.get(edge.source)),
      target: edge.target,
      targetInput: 0,
    });
  }

  if (report.mapped.some((m) => !['chat-trigger', 'form-trigger', 'iteration', 'if'].includes(m.to))) {
    report.warnings.push(
      "Mapped AI nodes keep Flowise's inputs under parameters.flowise; choose their model, prompt and credentials in AIZ.",
    );
  }
  if (kind === 'flowise-chatflow') {
    report.warnings.push(
      'A chatflow wires models, memory, prompts and tools into a chain or agent; those wires are kept as edges and the components as placeholders.',
    );
  }
  let document = builder.build();
  for (const node of flow.nodes.filter((n) => n.data.name === 'iterationAgentflow')) {
    document = moveChildren(document, node, flow.nodes, flow.edges, builder, report.warnings);
  }
  report.warnings.push(...builder.warnings);
  return { document, report };
}

/** An iteration's children become its steps; the text of the last one is what each pass gives. */
function moveChildren(
  document: WorkflowDocument,
  iteration: FlowiseNode,
  nodes: readonly FlowiseNode[],
  edges: readonly FlowiseEdge[],
  builder: DocumentBuilder,
  warnings: string[],
): WorkflowDocument {
  const children = nodes.filter((n) => n.parentNode === iteration.id && !STICKY_NOTES.has(n.data.name));
  const inside = new Set(children.map((n) => n.id));
  const last = children.filter((n) => !edges.some((e) => e.source === n.id && inside.has(e.target))).at(-1);
  const ours = (id: string) => builder.idOf(id) ?? '';
  return moveInnerSteps(
    document,
    {
      containerId: ours(iteration.id),
      memberIds: new Set([startOf(iteration.id), ...inside].map(ours)),
      startNodeId: ours(startOf(iteration.id)),
      parameters: { value: { nodeId: last ? ours(last.id) : 'none', path: ['content'] } },
    },
    warnings,
  );
}
