/**
 * Dify app DSL (YAML, already parsed) → our document: `workflow.graph.nodes` and `.edges`. Node ids and
 * positions are kept, titles become names, references between nodes become `$("Name")` expressions
 * (dify-references.ts), if-else case handles become output indexes.
 */
import { DocumentBuilder, uniqueNames } from '../document-builder';
import { ImportError, type ImportReport, type ImportResult } from '../import-report';
import { PLACEHOLDER_TYPE, placeholderParameters } from '../placeholder';
import { DifyReferences } from './dify-references';
import { type DifyNode, difyAppSchema } from './dify-schema';
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

/** Dify's helper nodes that only mark where an iteration's or loop's body begins. */
const MARKERS = new Set(['iteration-start', 'loop-start']);

export function importDify(content: unknown): ImportResult {
  const parsed = difyAppSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(`Not a Dify app: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? ''}`);
  }
  const { nodes, edges } = parsed.data.workflow.graph;
  const chat = ['advanced-chat', 'chat', 'agent-chat'].includes(parsed.data.app?.mode ?? '');
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const kept = nodes.filter((n) => !MARKERS.has(n.data.type));
  const names = uniqueNames(
    kept.map((n) => n.data.title ?? n.data.type),
    'Node',
  );
  const nameById = new Map(kept.map((n, i) => [n.id, names[i] ?? n.id]));
  const start = kept.find((n) => n.data.type === 'start');
  const refs = new DifyReferences(nameById, start && nameById.get(start.id));
  const builder = new DocumentBuilder();
  const report: ImportReport = {
    format: 'dify',
    mapped: [],
    placeholders: [],
    untranslatedExpressions: [],
    warnings: [],
    credentials: [],
  };
  const outputsById = new Map<string, Record<string, number>>();

  for (const node of kept) {
    const from = node.data.type;
    const t = translateDifyNode(node.id, node.data, refs, chat);
    const name = builder.addNode({
      sourceId: node.id,
      name: nameById.get(node.id) ?? node.id,
      type: t.kind === 'mapped' ? t.type : PLACEHOLDER_TYPE,
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
    } else report.placeholders.push({ name, from, reason: t.reason });
    for (const p of t.problems) report.untranslatedExpressions.push({ node: name, ...p });
    if (node.parentId)
      report.warnings.push(
        `"${name}" ran inside the ${byId.get(node.parentId)?.data.type ?? 'container'} "${node.parentId}"; it is imported as a plain node.`,
      );
  }

  for (const original of edges) {
    // The body of an iteration or loop starts at a marker node we leave out: wire the container to it
    // instead, so the body is not taken for a second trigger.
    const marker = byId.get(original.source);
    const edge =
      marker && MARKERS.has(marker.data.type) && marker.parentId
        ? { ...original, source: marker.parentId, sourceHandle: 'source' }
        : original;
    if (!builder.hasNode(edge.source) || !builder.hasNode(edge.target)) {
      if (!MARKERS.has(byId.get(edge.source)?.data.type ?? '')) {
        report.warnings.push(
          `A connection from "${edge.source}" to "${edge.target}" joins a missing node; it was left out.`,
        );
      }
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
    (m) => !['code', 'if', 'switch', 'manual-trigger', 'chat-trigger'].includes(m.to),
  );
  if (keptRaw.length > 0) {
    report.warnings.push(
      `Dify's settings stay under parameters.dify for ${keptRaw.map((m) => `"${m.name}"`).join(', ')}; choose their model, prompt and knowledge in AIZ.`,
    );
  }
  const document = builder.build();
  report.warnings.push(...builder.warnings);
  return { document, report };
}
