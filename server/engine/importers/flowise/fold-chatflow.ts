/**
 * A Flowise chatflow is a graph of components (a chat model, a prompt template, memory, an output parser,
 * tools, retrievers) wired into the chain or agent that answers. As n8n's cluster nodes
 * (`../n8n/cluster-nodes.ts`), the components we can express are folded into that node's parameters:
 * - chain (`llmChain`, `conversationChain`) → `llm-prompt`: the model; the prompt template filled as
 *   Flowise's LLMChain fills it (a value of `promptValues` per variable; one variable, or the one left
 *   without a value, is the question); a chat prompt's system and human messages; a structured output
 *   parser → `jsonSchema`; memory → the chat's history;
 * - agent → `ai-agent`: the model, the system message, memory → `memoryWindow` (a buffer keeps all,
 *   a window of k exchanges 2k messages), tools: calculator, GET/POST requests, current date and time,
 *   a retriever tool → a search of this workflow's knowledge (the documents must be added here).
 * What cannot be expressed stays: an unknown tool is a placeholder wired as the agent's tool (it answers
 * the model with its reason), any other component a placeholder wired into its chain, which stops the run
 * naming it. A chain whose prompt reads another chain's answer runs after it; the others after the chat
 * message (a chat trigger the importer adds).
 */
import type { EdgeKind, NodeParameters } from '../../../../common/workflow/document';
import type { ImportReport } from '../import-report';
import { FLOWISE_NODE_TYPES } from '../node-type-map';
import { isModelComponent, modelSettings } from './flowise-models';
import type { FlowiseEdge, FlowiseNode } from './flowise-schema';
import { type FlowiseScope, translateFlowiseText } from './flowise-variables';
import { CALCULATOR_TOOL, knowledgeTool, requestTool, structuredOutputSchema } from './translate-agentflow';

export interface ChatflowFold {
  /** Component's Flowise id → what it became (reported as mapped, never a node). */
  folded: Map<string, string>;
  /** Chain or agent's Flowise id → its parameters. */
  parameters: Map<string, NodeParameters>;
  /** Wires to add (Flowise ids): a chain after the chain it reads, an unfolded component into its node. */
  edges: { source: string; target: string; kind?: EdgeKind }[];
  /** Chains and agents that read the chat message first. */
  fromChat: string[];
}

const REFERENCE = /\{\{\s*([\w-]+)\.data\.instance\s*\}\}/g;

function refs(value: unknown): string[] {
  const texts = Array.isArray(value) ? value : [value];
  return texts.flatMap((t) =>
    typeof t === 'string' ? [...t.matchAll(REFERENCE)].map((m) => m[1] ?? '') : [],
  );
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const MEMORY_CATEGORY = 'Memory';
const RETRIEVAL_SOURCES = new Set([
  'Vector Stores',
  'Embeddings',
  'Document Loaders',
  'Text Splitters',
  'Retrievers',
]);

function parsePromptValues(value: unknown): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Expression texts joined: `=` once in front when any part is an expression. */
function joinTexts(parts: string[]): string {
  if (!parts.some((p) => p.startsWith('='))) return parts.join('');
  return `=${parts.map((p) => (p.startsWith('=') ? p.slice(1) : p)).join('')}`;
}

export function foldChatflow(
  nodes: readonly FlowiseNode[],
  edges: readonly FlowiseEdge[],
  scope: FlowiseScope,
  report: ImportReport,
): ChatflowFold {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const fold: ChatflowFold = { folded: new Map(), parameters: new Map(), edges: [], fromChat: [] };
  const roots = nodes.filter((n) => FLOWISE_NODE_TYPES[n.data.name] !== undefined);
  const rootIds = new Set(roots.map((r) => r.id));
  const labelOf = (n: FlowiseNode) => scope.steps.get(n.id)?.name ?? n.data.label ?? n.data.name;
  const question = scope.start ? `={{ $(${JSON.stringify(scope.start.name)}).first().json.chatInput }}` : '';

  for (const root of roots) {
    const label = labelOf(root);
    const inputs = root.data.inputs ?? {};
    const type = FLOWISE_NODE_TYPES[root.data.name];
    const parameters: NodeParameters = {};
    const mine: string[] = [];
    const take = (id: string, became: string) => {
      fold.folded.set(id, became);
      mine.push(id);
    };
    const text = (value: unknown, parameter: string) =>
      translateFlowiseText(
        str(value),
        scope,
        { node: label, parameter, flowiseId: root.id },
        report.untranslatedExpressions,
      );

    // The model.
    for (const id of refs(inputs.model)) {
      const component = byId.get(id);
      if (!component || !isModelComponent(component.data.name, component.data.category)) continue;
      Object.assign(
        parameters,
        modelSettings(component.data.name, component.data.inputs ?? {}, labelOf(component), (m) =>
          report.warnings.push(`${m}.`),
        ),
      );
      take(id, `the model of "${label}"`);
    }

    // Memory.
    const memory = refs(inputs.memory)
      .map((id) => byId.get(id))
      .find((c) => c?.data.category === MEMORY_CATEGORY);
    if (memory) {
      const k = Number(memory.data.inputs?.k);
      const window =
        memory.data.name === 'bufferWindowMemory' && Number.isFinite(k) && k > 0 ? Math.min(2 * k, 200) : 200;
      if (!['bufferMemory', 'bufferWindowMemory'].includes(memory.data.name))
        report.warnings.push(
          `"${labelOf(memory)}" (${memory.data.name}) is read as the chat's last ${window} messages.`,
        );
      if (type === 'ai-agent') parameters.memoryWindow = window;
      else parameters.useChatHistory = true;
      take(memory.id, `the memory of "${label}"`);
    } else if (type === 'ai-agent') parameters.memoryWindow = 0;
    else parameters.useChatHistory = false;

    if (type === 'llm-prompt') {
      const promptId = refs(inputs.prompt ?? inputs.chatPromptTemplate)[0];
      const prompt = promptId ? byId.get(promptId) : undefined;
      let system = text(inputs.systemMessagePrompt, 'systemMessagePrompt');
      let human = question;
      if (prompt && ['promptTemplate', 'chatPromptTemplate'].includes(prompt.data.name)) {
        const p = prompt.data.inputs ?? {};
        const values = parsePromptValues(p.promptValues);
        const templates =
          prompt.data.name === 'promptTemplate'
            ? { human: str(p.template) }
            : { system: str(p.systemMessagePrompt), human: str(p.humanMessagePrompt) };
        const variables = [
          ...new Set(
            Object.values(templates).flatMap((t) =>
              [...(t ?? '').matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map((m) => m[1] ?? ''),
            ),
          ),
        ];
        const missing = variables.filter((v) => !values[v]);
        const questionFor =
          variables.length === 1 ? variables[0] : missing.length === 1 ? missing[0] : undefined;
        const valueFor = (name: string): string => {
          if (name === questionFor) return question;
          const value = values[name];
          if (value === undefined || value === '') {
            report.warnings.push(
              `"${label}": the prompt variable "${name}" has no value (Flowise refuses to run it).`,
            );
            return `{${name}}`;
          }
          const translated = text(
            typeof value === 'string' ? value : JSON.stringify(value),
            `promptValues.${name}`,
          );
          return translated;
        };
        const fill = (template: string) =>
          joinTexts(
            template.split(/(\{\{|\}\}|\{\w+\})/).map((part) => {
              if (part === '{{') return '{';
              if (part === '}}') return '}';
              const variable = /^\{(\w+)\}$/.exec(part)?.[1];
              return variable ? valueFor(variable) : part;
            }),
          );
        if (templates.system !== undefined) system = fill(templates.system);
        human = fill(templates.human ?? '') || question;
        take(prompt.id, `the prompt of "${label}"`);
        // The chains a prompt value reads run first.
        for (const e of edges)
          if (e.target === prompt.id && rootIds.has(e.source))
            fold.edges.push({ source: e.source, target: root.id });
      } else if (prompt) {
        report.warnings.push(
          `"${label}": the prompt "${labelOf(prompt)}" (${prompt.data.name}) is not read; write its prompt.`,
        );
      }
      parameters.prompt = human;
      parameters.systemMessage = system;
      const parserId = refs(inputs.outputParser)[0];
      const parser = parserId ? byId.get(parserId) : undefined;
      if (parser?.data.name === 'structuredOutputParser') {
        const structure = parser.data.inputs?.jsonStructure;
        const list = Array.isArray(structure)
          ? structure
          : typeof structure === 'string'
            ? safeJson(structure)
            : [];
        const schema = structuredOutputSchema(
          (list as Record<string, unknown>[]).map((r) => ({ ...r, key: r.property ?? r.key })),
          label,
          report.warnings,
        );
        if (schema) parameters.jsonSchema = JSON.stringify(schema);
        take(parser.id, `the JSON schema of "${label}"`);
      } else if (parser) {
        report.warnings.push(
          `"${label}": the output parser "${labelOf(parser)}" (${parser.data.name}) is not read; set the node's JSON schema.`,
        );
      }
    } else {
      parameters.instructions = text(inputs.systemMessage ?? inputs.systemMessagePrompt, 'systemMessage');
      parameters.prompt = question;
      const max = Number(inputs.maxIterations);
      if (Number.isInteger(max) && max >= 1 && max <= 50) parameters.maxIterations = max;
      const tools: Record<string, unknown>[] = [];
      for (const id of refs(inputs.tools)) {
        const component = byId.get(id);
        if (!component) continue;
        const tool = toolOf(component, (m) => report.warnings.push(`${m}.`));
        if (!tool) {
          fold.edges.push({ source: id, target: root.id, kind: 'ai_tool' });
          continue;
        }
        tools.push(tool);
        take(id, `a tool of "${label}"`);
        if (component.data.name === 'retrieverTool') {
          for (const source of upstream(component.id, edges, byId))
            take(source, `the knowledge of "${label}"`);
          report.warnings.push(
            `"${labelOf(component)}" searched a Flowise vector store: add its documents to this workflow's knowledge here.`,
          );
        }
      }
      parameters.tools = tools;
    }

    // Anything else wired in stays a placeholder that runs before the node, so the run stops naming it.
    for (const e of edges) {
      if (e.target !== root.id || fold.folded.has(e.source) || rootIds.has(e.source)) continue;
      if (fold.edges.some((x) => x.source === e.source && x.target === root.id)) continue;
      fold.edges.push({ source: e.source, target: root.id });
    }
    fold.parameters.set(root.id, parameters);
    if (
      !fold.edges.some((e) => e.target === root.id && rootIds.has(e.source)) &&
      !edges.some((e) => e.target === root.id && rootIds.has(e.source))
    )
      fold.fromChat.push(root.id);
  }
  return fold;
}

function safeJson(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The vector store, embeddings, loaders and splitters behind a retriever tool. */
function upstream(id: string, edges: readonly FlowiseEdge[], byId: Map<string, FlowiseNode>): string[] {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop();
    for (const e of edges) {
      if (e.target !== current || found.has(e.source)) continue;
      if (!RETRIEVAL_SOURCES.has(byId.get(e.source)?.data.category ?? '')) continue;
      found.add(e.source);
      queue.push(e.source);
    }
  }
  return [...found];
}

function toolOf(
  component: FlowiseNode,
  warn: (message: string) => void,
): Record<string, unknown> | undefined {
  const inputs = component.data.inputs ?? {};
  switch (component.data.name) {
    case 'calculator':
      return CALCULATOR_TOOL;
    case 'requestsGet':
      return requestTool('GET', inputs, 'requestsGet', 'requests_get');
    case 'requestsPost':
      return requestTool('POST', inputs, 'requestsPost', 'requests_post');
    case 'retrieverTool': {
      const name = (str(inputs.name) || 'search_documents').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64);
      return knowledgeTool(
        name,
        str(inputs.description).trim() || 'Searches the documents for passages about the query.',
      );
    }
    default:
      warn(
        `The Flowise tool "${component.data.label ?? component.data.name}" (${component.data.name}) has no counterpart here; it stays a placeholder the agent can call, which answers with its reason`,
      );
      return undefined;
  }
}
