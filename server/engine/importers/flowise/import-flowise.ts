/**
 * Flowise chatflow and Agentflow v2 JSON → our document. Nodes keep their ids and canvas positions,
 * edges come from Flowise's edges (the output index from the source handle), AI nodes map to ours where
 * they clearly correspond (node-type-map.ts); everything else is a placeholder holding its raw data.
 * A mapped node keeps Flowise's inputs under `flowise`, since prompts and models are wired differently.
 */
import type { NodeParameters, WorkflowDocument } from '../../../../common/workflow/document';
import { DocumentBuilder, uniqueNames } from '../document-builder';
import { ImportError, type ImportReport, type ImportResult } from '../import-report';
import { moveInnerSteps } from '../inner-steps';
import { FLOWISE_NODE_TYPES } from '../node-type-map';
import { PLACEHOLDER_TYPE, placeholderParameters, plainJson } from '../placeholder';
import { type FlowiseEdge, type FlowiseNode, flowiseFlowSchema } from './flowise-schema';
import { type FlowiseScope, findFlowiseVariables, translateFlowiseText } from './flowise-variables';
import { foldChatflow } from './fold-chatflow';
import { flowiseHttpParameters } from './http-request';
import { AGENTFLOW_STEPS } from './translate-agentflow';
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

/** The chat trigger a chatflow starts from (Flowise's chatflows take the question without a start node). */
const CHATFLOW_START = 'chatflow-chat';

/** Our name of each step, as the builder will keep it, in the order steps are added. */
function stepNames(nodes: readonly FlowiseNode[], chatflow: boolean): Map<string, string> {
  const order: [string, string][] = chatflow ? [[CHATFLOW_START, 'Chat']] : [];
  for (const node of nodes) {
    if (STICKY_NOTES.has(node.data.name)) continue;
    const label = node.data.label ?? node.data.name;
    order.push([node.id, label]);
    if (node.data.name === 'iterationAgentflow') order.push([startOf(node.id), `${label} start`]);
  }
  const names = uniqueNames(
    order.map(([, label]) => label),
    'step',
  );
  return new Map(order.map(([id], i) => [id, names[i] ?? id]));
}

/** Where each step's answer is in our item, for `{{ nodeId }}` references (flowise-variables.ts). */
function answerOf(
  node: FlowiseNode,
  to: string | undefined,
): { answer: string; object?: boolean } | undefined {
  const structured =
    Array.isArray(node.data.inputs?.llmStructuredOutput) && node.data.inputs.llmStructuredOutput.length > 0;
  if (node.data.name === 'llmAgentflow' && structured) return { answer: 'output', object: true };
  const step = AGENTFLOW_STEPS[node.data.name];
  if (step) return { answer: step.answer, ...(step.object ? { object: true } : {}) };
  if (to === 'llm-prompt')
    return {
      answer: node.data.inputs?.outputParser ? 'output' : 'text',
      object: Boolean(node.data.inputs?.outputParser),
    };
  if (to === 'ai-agent') return { answer: 'output' };
  if (to === 'http-request') return { answer: '', object: true };
  if (to === 'iteration') return { answer: 'content' };
  return undefined;
}

/** Every string of a value through `translate` (a mapped node keeps no raw Flowise variable: it would run as code). */
function translateStrings(
  value: unknown,
  path: string,
  translate: (text: string, path: string) => string,
): unknown {
  if (typeof value === 'string') return value.includes('{{') ? translate(value, path) : value;
  if (Array.isArray(value)) return value.map((v, i) => translateStrings(v, `${path}[${i}]`, translate));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, translateStrings(v, path ? `${path}.${k}` : k, translate)]),
    );
  return value;
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
  const chatflow = kind === 'flowise-chatflow';
  const names = stepNames(flow.nodes, chatflow);
  const startNode = flow.nodes.find((n) => n.data.name === 'startAgentflow');
  const scope: FlowiseScope = {
    ...(chatflow
      ? { start: { name: names.get(CHATFLOW_START) ?? 'Chat', kind: 'chat' as const } }
      : startNode
        ? {
            start: {
              name: names.get(startNode.id) ?? 'Start',
              kind: startType(startNode) === 'form-trigger' ? ('form' as const) : ('chat' as const),
            },
          }
        : {}),
    steps: new Map(),
    iterationOf: (id) => {
      const parent = byId.get(id)?.parentNode;
      return parent ? names.get(parent) : undefined;
    },
  };
  for (const node of flow.nodes) {
    const answer = answerOf(node, FLOWISE_NODE_TYPES[node.data.name]);
    const name = names.get(node.id);
    if (answer && name) scope.steps.set(node.id, { name, ...answer });
  }
  const fold = chatflow ? foldChatflow(flow.nodes, flow.edges, scope, report) : undefined;
  if (chatflow) {
    builder.addNode({
      sourceId: CHATFLOW_START,
      name: 'Chat',
      type: 'chat-trigger',
      position: chatStartPosition(flow.nodes),
      parameters: {},
    });
    report.warnings.push(
      'A chatflow takes the question without a start step: a chat trigger, "Chat", was added before its chains and agents.',
    );
  }

  for (const node of flow.nodes) {
    const from = node.data.name;
    const label = node.data.label ?? from;
    if (STICKY_NOTES.has(from)) {
      report.warnings.push(`The sticky note "${node.id}" was left out (notes are not steps).`);
      continue;
    }
    const ourName = names.get(node.id) ?? label;
    const folded = fold?.folded.get(node.id);
    if (folded) {
      report.mapped.push({ name: ourName, from, to: folded });
      continue;
    }
    const inputs = plainJson(node.data.inputs ?? {}) as Record<string, unknown>;
    const translate = (text: string, parameter: string) =>
      translateFlowiseText(
        text,
        scope,
        { node: ourName, parameter, flowiseId: node.id },
        report.untranslatedExpressions,
      );
    const control = FLOW_CONTROL[from]?.(node);
    const to = control?.type ?? (from === 'startAgentflow' ? startType(node) : FLOWISE_NODE_TYPES[from]);
    const step = AGENTFLOW_STEPS[from];
    const parameters: NodeParameters = control
      ? withItemsTranslated(control.parameters, translate)
      : fold?.parameters.has(node.id)
        ? (fold.parameters.get(node.id) as NodeParameters)
        : step
          ? step.translate({ name: ourName, flowiseId: node.id, inputs, scope, report })
          : to === 'http-request'
            ? flowiseHttpParameters(
                translateStrings(inputs, '', translate) as Record<string, unknown>,
                (message) => report.warnings.push(`"${label}": ${message}.`),
              )
            : to === 'approval'
              ? approvalParameters(inputs, translate, ourName, report.warnings)
              : to === 'chat-trigger' || to === 'form-trigger'
                ? {}
                : to
                  ? { flowise: { name: from, inputs: translateStrings(inputs, '', translate) } }
                  : placeholderParameters({
                      originalType: from,
                      source: 'flowise',
                      reason: `no AIZ node does what the Flowise node "${from}" (${node.data.category ?? 'uncategorised'}) does`,
                      originalParameters: inputs,
                    });
    const name = builder.addNode({
      sourceId: node.id,
      name: ourName,
      type: to ?? PLACEHOLDER_TYPE,
      position: absolutePosition(node, byId),
      parameters,
    });
    if (to) report.mapped.push({ name, from, to });
    else {
      report.placeholders.push({ name, from, reason: String(parameters.reason) });
      report.untranslatedExpressions.push(...findFlowiseVariables(name, inputs));
    }
    if (from === 'iterationAgentflow') {
      const [x, y] = absolutePosition(node, byId);
      builder.addNode({
        sourceId: startOf(node.id),
        name: names.get(startOf(node.id)) ?? `${label} start`,
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
  if (fold) {
    // A chatflow's wires into its chains and agents are folded; the order between them is ours.
    for (const e of fold.edges)
      builder.addEdge({
        source: e.source,
        sourceOutput: 0,
        target: e.target,
        targetInput: 0,
        ...(e.kind ? { kind: e.kind } : {}),
      });
    for (const root of fold.fromChat)
      builder.addEdge({ source: CHATFLOW_START, sourceOutput: 0, target: root, targetInput: 0 });
  } else {
    for (const edge of flow.edges) {
      if (!builder.hasNode(edge.source) || !builder.hasNode(edge.target)) continue;
      builder.addEdge({
        source: edge.source,
        sourceOutput: outputIndex(edge, byId.get(edge.source)),
        target: edge.target,
        targetInput: 0,
      });
    }
  }

  if (report.untranslatedExpressions.length > 0)
    report.warnings.push(
      'Flowise variables without a counterpart here are listed under untranslatedExpressions; a step reading one stops the run with a message naming it.',
    );
  let document = builder.build();
  for (const node of flow.nodes.filter((n) => n.data.name === 'iterationAgentflow')) {
    document = moveChildren(document, node, flow.nodes, flow.edges, builder, report.warnings);
  }
  report.warnings.push(...builder.warnings);
  return { document, report };
}

/** An iteration's list written as text with Flowise variables (the loop's own expression is ours). */
function withItemsTranslated(
  parameters: NodeParameters,
  translate: (text: string, parameter: string) => string,
): NodeParameters {
  const items = parameters.items;
  return typeof items === 'string' && items.includes('{{')
    ? { ...parameters, items: translate(items, 'iterationInput') }
    : parameters;
}

/** Left of the leftmost step. */
function chatStartPosition(nodes: readonly FlowiseNode[]): [number, number] {
  const xs = nodes.map((n) => n.positionAbsolute?.x ?? n.position?.x ?? 0);
  const ys = nodes.map((n) => n.positionAbsolute?.y ?? n.position?.y ?? 0);
  return [Math.min(0, ...xs) - 300, ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : 0];
}

/** Flowise's human input: a fixed description is the approver's message; a model-written one is not. */
function approvalParameters(
  inputs: Record<string, unknown>,
  translate: (text: string, parameter: string) => string,
  name: string,
  warnings: string[],
): NodeParameters {
  if (inputs.humanInputDescriptionType === 'dynamic')
    warnings.push(`"${name}": Flowise writes its question with a model; write the approver's message here.`);
  const description =
    typeof inputs.humanInputDescription === 'string'
      ? translate(inputs.humanInputDescription, 'humanInputDescription')
      : '';
  return description ? { message: description } : {};
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
