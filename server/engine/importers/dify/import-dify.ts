/**
 * Dify app DSL (YAML, already parsed) → our document: `workflow.graph.nodes` and `.edges`. Node ids and
 * positions are kept, titles become names, references between nodes become `$("Name")` expressions
 * (dify-references.ts), if-else case handles become output indexes. Iterations and loops become our
 * `iteration` and `loop` nodes holding their inner steps (translate-container.ts, ../inner-steps.ts).
 */
import type { WorkflowDocument } from '../../../../common/workflow/document';
import { DocumentBuilder, uniqueNames } from '../document-builder';
import { ImportError, type ImportReport, type ImportResult } from '../import-report';
import { moveInnerSteps } from '../inner-steps';
import { PLACEHOLDER_TYPE, placeholderParameters } from '../placeholder';
import { ConversationVariables } from './conversation-variables';
import { DifyReferences } from './dify-references';
import { type DifyNode, difyAppSchema, isDifyNote } from './dify-schema';
import { assignedLoops } from './translate-assigner';
import { HTTP_OUTPUT_NAMES } from './translate-http';
import { translateDifyNode } from './translate-node';

/** Inner nodes of an iteration or loop are stored relative to it. */
function position(node: DifyNode, byId: Map<string, DifyNode>): [number, number] {
  if (node.positionAbsolute) return [node.positionAbsolute.x, node.positionAbsolute.y];
  const own = node.position ?? { x: 0, y: 0 };
  const parent = node.parentId ? byId.get(node.parentId) : undefined;
  if (!parent || parent === node) return [own.x, own.y];
  const [px, py] = position(parent, byId);
  return [own.x + px, own.y + py];
}

const CONTAINERS = new Set(['iteration', 'loop']);
const MARKERS = new Set(['iteration-start', 'loop-start']);

/** How many containers a node sits in (the innermost container's steps are moved in first). */
function depth(node: DifyNode, byId: Map<string, DifyNode>, seen = new Set<string>()): number {
  const parent = node.parentId ? byId.get(node.parentId) : undefined;
  if (!parent || seen.has(node.id)) return 0;
  seen.add(node.id);
  return 1 + depth(parent, byId, seen);
}

function containerIdOf(data: Record<string, unknown>): string | undefined {
  const id = data.iteration_id ?? data.loop_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** A start marker has no title in Dify; it is named after its container. */
function title(node: DifyNode, byId: Map<string, DifyNode>): string {
  if (node.data.title) return node.data.title;
  const parent = node.parentId ? byId.get(node.parentId) : undefined;
  if (MARKERS.has(node.data.type) && parent) return `${parent.data.title ?? parent.data.type} start`;
  return node.data.type;
}

export function importDify(content: unknown): ImportResult {
  const parsed = difyAppSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(`Not a Dify app: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? ''}`);
  }
  const { edges } = parsed.data.workflow.graph;
  const notes = parsed.data.workflow.graph.nodes.filter(isDifyNote);
  // Older files name the container only in the data.
  const nodes = parsed.data.workflow.graph.nodes
    .filter((n) => !isDifyNote(n))
    .map((n) => ({
      ...n,
      parentId: n.parentId ?? containerIdOf(n.data),
    }));
  const chat = ['advanced-chat', 'chat', 'agent-chat'].includes(parsed.data.app?.mode ?? '');
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const isLoop = (id: string) => byId.get(id)?.data.type === 'loop';
  const names = uniqueNames(
    nodes.map((n) => title(n, byId)),
    'Node',
  );
  const nameById = new Map(nodes.map((n, i) => [n.id, names[i] ?? n.id]));
  const start = nodes.find((n) => n.data.type === 'start');
  const refs = new DifyReferences(nameById, start && nameById.get(start.id), {
    chat,
    ...(start ? { startId: start.id } : {}),
    conversation: new ConversationVariables(parsed.data.workflow.conversation_variables, nodes, edges),
    usesDialogueCount: /sys\.dialogue_count|"sys",\s*"dialogue_count"/.test(JSON.stringify(nodes)),
    outputNames: new Map(
      nodes.filter((n) => n.data.type === 'http-request').map((n) => [n.id, HTTP_OUTPUT_NAMES]),
    ),
  });
  const builder = new DocumentBuilder();
  const report: ImportReport = {
    format: 'dify',
    mapped: [],
    placeholders: [],
    untranslatedExpressions: [],
    warnings: notes.map((n) => `The note "${n.data.title || n.id}" was left out (notes are not steps).`),
    credentials: [],
  };
  const outputsById = new Map<string, Record<string, number>>();

  for (const node of nodes) {
    const from = node.data.type;
    const name0 = nameById.get(node.id) ?? node.id;
    const t = translateDifyNode(node.id, node.data, refs.at(node.id), chat, isLoop, name0);
    const name = builder.addNode({
      sourceId: node.id,
      name: name0,
      type: t.kind === 'mapped' ? t.type : PLACEHOLDER_TYPE,
      ...(t.kind === 'mapped' && t.credentials ? { credentials: t.credentials } : {}),
      ...(t.kind === 'mapped' && t.retry ? { retry: t.retry } : {}),
      position: position(node, byId),
      parameters:
        t.kind === 'mapped'
          ? t.parameters
          : placeholderParameters({
              originalType: from,
              source: 'dify',
              reason: t.reason,
              originalParameters: node.data,
            }),
    });
    if (t.kind === 'mapped') {
      report.mapped.push({ name, from, to: t.type });
      if (t.outputs) outputsById.set(node.id, t.outputs);
      report.warnings.push(...(t.warnings ?? []));
    } else report.placeholders.push({ name, from, reason: t.reason });
    for (const p of t.problems) report.untranslatedExpressions.push({ node: name, ...p });
  }

  for (const edge of edges) {
    if (!builder.hasNode(edge.source) || !builder.hasNode(edge.target)) {
      report.warnings.push(
        `A connection from "${edge.source}" to "${edge.target}" joins a missing node; it was left out.`,
      );
      continue;
    }
    const handle = edge.sourceHandle ?? 'source';
    const outputs = outputsById.get(edge.source);
    const sourceOutput = outputs?.[handle] ?? 0;
    if (outputs && outputs[handle] === undefined) {
      report.warnings.push(
        `The branch "${handle}" of "${nameById.get(edge.source)}" is unknown; it is wired to the first output.`,
      );
    }
    builder.addEdge({ source: edge.source, sourceOutput, target: edge.target, targetInput: 0 });
  }
  const keptRaw = report.mapped.filter(
    (m) =>
      ![
        'code',
        'if',
        'switch',
        'manual-trigger',
        'chat-trigger',
        'iteration',
        'loop',
        'no-op',
        'llm-prompt',
        'text-classifier',
        'http-request',
        'conversation-variables',
      ].includes(m.to),
  );
  if (keptRaw.length > 0) {
    report.warnings.push(
      `Dify's settings stay under parameters.dify for ${keptRaw.map((m) => `"${m.name}"`).join(', ')}; choose their model, prompt and knowledge in AIZ.`,
    );
  }
  let document = builder.build();
  const containers = nodes
    .filter((n) => CONTAINERS.has(n.data.type))
    .sort((a, b) => depth(b, byId) - depth(a, byId));
  for (const container of containers) {
    document = moveContainerSteps(document, container, nodes, builder, report.warnings);
  }
  report.warnings.push(...builder.warnings);
  return { document, report };
}

function moveContainerSteps(
  document: WorkflowDocument,
  container: DifyNode,
  nodes: readonly DifyNode[],
  builder: DocumentBuilder,
  warnings: string[],
): WorkflowDocument {
  const ours = (difyId: string) => builder.idOf(difyId) ?? '';
  const members = nodes.filter((n) => n.parentId === container.id);
  const marker = members.find((n) => MARKERS.has(n.data.type));
  const startId = String(container.data.start_node_id ?? marker?.id ?? '');
  const node = document.nodes.find((n) => n.id === ours(container.id));
  // A container that could not be translated is a placeholder: its steps stay where they are.
  if (!node || node.type === PLACEHOLDER_TYPE) return document;
  let parameters = {};
  if (container.data.type === 'iteration') {
    const value = node.parameters.value as { nodeId: string; path: string[] };
    // The iteration's own item and index are what its start step gives.
    const valueId = value.nodeId === container.id ? startId : value.nodeId;
    parameters = { value: { nodeId: ours(valueId) || 'none', path: value.path } };
  } else {
    const isLoop = (id: string) => id === container.id;
    parameters = {
      setsVariables: members
        .filter((n) => n.data.type === 'assigner' && assignedLoops(n.data, isLoop))
        .map((n) => ours(n.id)),
      endsLoop: members.filter((n) => n.data.type === 'loop-end').map((n) => ours(n.id)),
    };
  }
  return moveInnerSteps(
    document,
    {
      containerId: node.id,
      memberIds: new Set(members.map((n) => ours(n.id))),
      startNodeId: ours(startId),
      parameters,
    },
    warnings,
  );
}
