/**
 * Agentflow v2's AI steps as our nodes' parameters, as Flowise runs them (`components/nodes/agentflow/*`):
 * - **LLM** → `llm-prompt`: system messages → `systemMessage`, the others before the prompt; the prompt is
 *   the user message when memory is on and one is written, else the question (Flowise appends the
 *   question); memory on → the chat's history; structured output → `jsonSchema`.
 * - **Agent** → `ai-agent`: system messages → `instructions`; user message or question → `prompt`;
 *   memory (all messages, or a window of N exchanges) → `memoryWindow`; tools we have (GET/POST requests,
 *   current date and time, calculator, document stores as knowledge) → its tools; others are warnings.
 * - **Condition Agent** → `text-classifier`: the input, the scenarios as categories, the instructions.
 * - **Retriever** → `knowledge-retrieval`: the query; the documents go into this workflow's knowledge.
 * - **Direct Reply** → `set`: the message as `text`.
 * Text goes through `translateFlowiseText` (variables become our expressions).
 */
import type { NodeParameters } from '../../../../common/workflow/document';
import type { ImportReport } from '../import-report';
import { modelSettings } from './flowise-models';
import { type FlowiseScope, htmlToText, translateFlowiseText } from './flowise-variables';

export interface AgentflowContext {
  name: string;
  flowiseId: string;
  inputs: Record<string, unknown>;
  scope: FlowiseScope;
  report: ImportReport;
}

const rows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function textOf(ctx: AgentflowContext, parameter: string, value: unknown): string {
  return translateFlowiseText(
    str(value),
    ctx.scope,
    { node: ctx.name, parameter, flowiseId: ctx.flowiseId },
    ctx.report.untranslatedExpressions,
  );
}

const warn = (ctx: AgentflowContext) => (message: string) => ctx.report.warnings.push(`${message}.`);

/** The question, as Flowise gives it to a step: the chat's message (a form start gives none). */
function question(ctx: AgentflowContext): string {
  return ctx.scope.start?.kind === 'chat'
    ? `={{ $(${JSON.stringify(ctx.scope.start.name)}).first().json.chatInput }}`
    : '';
}

function model(ctx: AgentflowContext, prefix: string) {
  const component = str(ctx.inputs[`${prefix}Model`]);
  if (!component) return {};
  return modelSettings(component, object(ctx.inputs[`${prefix}ModelConfig`]), ctx.name, warn(ctx));
}

function stateUpdates(ctx: AgentflowContext, key: string) {
  const updates = rows(ctx.inputs[key])
    .map((r) => str(r.key))
    .filter(Boolean);
  if (updates.length > 0)
    ctx.report.warnings.push(
      `"${ctx.name}" updates Flowise's flow state (${updates.join(', ')}), which has no counterpart here; steps reading $flow.state stop with a message.`,
    );
}

const SCHEMA_TYPES: Readonly<Record<string, (row: Record<string, unknown>) => Record<string, unknown>>> = {
  string: () => ({ type: 'string' }),
  number: () => ({ type: 'number' }),
  boolean: () => ({ type: 'boolean' }),
  stringArray: () => ({ type: 'array', items: { type: 'string' } }),
  enum: (row) => ({
    type: 'string',
    enum: str(row.enumValues)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  }),
  jsonArray: (row) => {
    let properties: unknown = {};
    try {
      properties = JSON.parse(str(row.jsonSchema) || '{}');
    } catch {
      properties = {};
    }
    return { type: 'array', items: { type: 'object', properties } };
  },
};

/** Flowise's structured output rows (`{key, type, description}`) as a JSON Schema; unknown types are reported. */
export function structuredOutputSchema(
  list: Record<string, unknown>[],
  label: string,
  warnings: string[],
): Record<string, unknown> | undefined {
  if (list.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  for (const row of list) {
    const key = str(row.key ?? row.property);
    const make = SCHEMA_TYPES[str(row.type)];
    if (!key) continue;
    if (!make) {
      warnings.push(
        `"${label}": the output field "${key}" has the type "${str(row.type)}", kept as any value.`,
      );
      properties[key] = {};
      continue;
    }
    properties[key] = {
      ...make(row),
      ...(str(row.description) ? { description: str(row.description) } : {}),
    };
  }
  // Flowise's later parsers mark rows `required`; earlier ones (and the LLM step) require every field.
  const marked = list.some((row) => 'required' in row);
  const required = marked
    ? list.filter((row) => row.required === true).map((row) => str(row.key ?? row.property))
    : Object.keys(properties);
  return { type: 'object', properties, required: required.filter((k) => k in properties) };
}

type Message = { type: string; message: string };

function messagesOf(ctx: AgentflowContext, key: string) {
  const system: string[] = [];
  const others: Message[] = [];
  for (const [i, row] of rows(ctx.inputs[key]).entries()) {
    const content = textOf(ctx, `${key}[${i}].content`, row.content);
    if (!content) continue;
    if (row.role === 'system' || row.role === 'developer') system.push(content);
    else
      others.push({
        type: row.role === 'assistant' ? 'AIMessagePromptTemplate' : 'HumanMessagePromptTemplate',
        message: content,
      });
  }
  return { system, others };
}

/** A system message of several parts: one expression text when any part is one. */
function joined(parts: string[]): string {
  if (!parts.some((p) => p.startsWith('='))) return parts.join('\n\n');
  return `=${parts.map((p) => (p.startsWith('=') ? p.slice(1) : p)).join('\n\n')}`;
}

export function translateLlm(ctx: AgentflowContext): NodeParameters {
  const { system, others } = messagesOf(ctx, 'llmMessages');
  const memory = ctx.inputs.llmEnableMemory === true;
  let prompt = memory
    ? textOf(ctx, 'llmUserMessage', ctx.inputs.llmUserMessage) || question(ctx)
    : question(ctx);
  // A form start gives no question: the last user message is the prompt.
  if (!prompt && others.at(-1)?.type === 'HumanMessagePromptTemplate') prompt = others.pop()?.message ?? '';
  if (!prompt)
    ctx.report.warnings.push(
      `"${ctx.name}": Flowise gives it the form's answers, not a message; write its prompt (expressions such as {{ $json.field }} work).`,
    );
  if (memory && ctx.inputs.llmMemoryType && ctx.inputs.llmMemoryType !== 'allMessages')
    ctx.report.warnings.push(
      `"${ctx.name}": Flowise's memory type "${str(ctx.inputs.llmMemoryType)}" is read as all the chat's messages.`,
    );
  stateUpdates(ctx, 'llmUpdateState');
  const schema = structuredOutputSchema(rows(ctx.inputs.llmStructuredOutput), ctx.name, ctx.report.warnings);
  return {
    prompt,
    systemMessage: joined(system),
    messages: { messageValues: others },
    useChatHistory: memory,
    ...model(ctx, 'llm'),
    ...(schema ? { jsonSchema: JSON.stringify(schema) } : {}),
  };
}

const DATE_TIME_TOOL = {
  kind: 'node',
  name: 'current_date_time',
  description: 'Gives the current date and time (ISO 8601, UTC).',
  node: {
    id: 'current-date-time',
    type: 'set',
    typeVersion: 1,
    name: 'Current date and time',
    position: [0, 0],
    parameters: {
      assignments: {
        assignments: [
          { id: 'now', name: 'now', type: 'string', value: '={{ $now.toJSDate().toISOString() }}' },
        ],
      },
    },
  },
};

const CALCULATOR_CODE = [
  "const expression = String($json.input ?? $json.expression ?? '');",
  "if (!/^[\\d\\s+\\-*/().,%^eE]+$/.test(expression)) throw new Error('Give arithmetic only: numbers, + - * / % ^ and brackets.');",
  "const value = Function('return (' + expression.replace(/\\^/g, '**') + ');')();",
  'return [{ json: { result: String(value) } }];',
].join('\n');

/** Flowise's calculator (LangChain's): an arithmetic expression in, its value out. */
export const CALCULATOR_TOOL = {
  kind: 'node',
  name: 'calculator',
  description:
    'Useful for getting the result of a math expression. The input to this tool should be a valid mathematical expression.',
  inputSchema: {
    type: 'object',
    properties: { input: { type: 'string', description: 'the expression, e.g. 2 * (3 + 4)' } },
    required: ['input'],
  },
  node: {
    id: 'calculator',
    type: 'code',
    typeVersion: 1,
    name: 'Calculator',
    position: [0, 0],
    parameters: { jsCode: CALCULATOR_CODE },
  },
};

/** A knowledge search the agent may call: the documents of this workflow's knowledge. */
export function knowledgeTool(name: string, description: string) {
  return {
    kind: 'node',
    name,
    description,
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'what to look for' } },
      required: ['query'],
    },
    node: {
      id: name,
      type: 'knowledge-retrieval',
      typeVersion: 1,
      name: `Knowledge ${name}`,
      position: [0, 0],
      parameters: { query: '={{ $json.query }}' },
    },
  };
}

/** A GET or POST request tool (`requestsGet`, `requestsPost`) from its settings. */
export function requestTool(
  method: 'GET' | 'POST',
  config: Record<string, unknown>,
  prefix: 'requestsGet' | 'requestsPost',
  fallbackName: string,
) {
  const url = htmlToText(str(config[`${prefix}Url`] ?? config.url)).trim();
  if (!url || url.includes('{{')) return undefined;
  const name = (str(config[`${prefix}Name`]) || fallbackName).replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64);
  const description =
    str(config[`${prefix}Description`] ?? config.description).trim() ||
    `${method === 'GET' ? 'Gets' : 'Posts to'} ${url}`;
  return { kind: 'http', name, description: description.slice(0, 2000), method, url };
}

function agentTools(ctx: AgentflowContext) {
  const tools: Record<string, unknown>[] = [];
  const left: string[] = [];
  for (const row of rows(ctx.inputs.agentTools)) {
    const name = str(row.agentSelectedTool);
    const config = object(row.agentSelectedToolConfig);
    const tool =
      name === 'requestsGet'
        ? requestTool('GET', config, 'requestsGet', 'requests_get')
        : name === 'requestsPost'
          ? requestTool('POST', config, 'requestsPost', 'requests_post')
          : name === 'currentDateTime'
            ? DATE_TIME_TOOL
            : name === 'calculator'
              ? CALCULATOR_TOOL
              : undefined;
    if (tool) tools.push(tool);
    else if (name) left.push(name);
  }
  const stores = rows(ctx.inputs.agentKnowledgeDocumentStores);
  if (stores.length > 0) {
    tools.push(
      knowledgeTool('knowledge', 'Searches the documents of this workflow for passages about the query.'),
    );
    ctx.report.warnings.push(
      `"${ctx.name}" searched Flowise document stores (${stores.map((s) => str(s.documentStore).split(':').slice(1).join(':') || 'unnamed').join(', ')}): add those documents to this workflow's knowledge here.`,
    );
  }
  if (left.length > 0)
    ctx.report.warnings.push(
      `"${ctx.name}": the Flowise tools ${left.map((t) => `"${t}"`).join(', ')} have no counterpart here and were left out; add tools of ours in their place.`,
    );
  return tools;
}

export function translateAgent(ctx: AgentflowContext): NodeParameters {
  const { system, others } = messagesOf(ctx, 'agentMessages');
  const memory = ctx.inputs.agentEnableMemory === true;
  const written = memory ? textOf(ctx, 'agentUserMessage', ctx.inputs.agentUserMessage) : '';
  if (others.length > 0)
    ctx.report.warnings.push(
      `"${ctx.name}": its user and assistant messages are put before the question in its prompt.`,
    );
  const parts = [...others.map((m) => m.message), written || question(ctx)].filter(Boolean);
  if (!written && !question(ctx))
    ctx.report.warnings.push(
      `"${ctx.name}": Flowise gives it the form's answers, not a message; write its prompt (expressions such as {{ $json.field }} work).`,
    );
  const window = Number(ctx.inputs.agentMemoryWindowSize);
  stateUpdates(ctx, 'agentUpdateState');
  return {
    instructions: joined(system),
    prompt: joined(parts),
    memoryWindow: !memory
      ? 0
      : ctx.inputs.agentMemoryType === 'windowSize' && Number.isFinite(window) && window > 0
        ? Math.min(window * 2, 200)
        : 20,
    tools: agentTools(ctx),
    ...model(ctx, 'agent'),
  };
}

export function translateConditionAgent(ctx: AgentflowContext): NodeParameters {
  const scenarios = rows(ctx.inputs.conditionAgentScenarios)
    .map((r) => str(r.scenario).trim())
    .filter(Boolean);
  return {
    inputText: textOf(ctx, 'conditionAgentInput', ctx.inputs.conditionAgentInput) || question(ctx),
    categories: { categories: scenarios.map((category) => ({ category })) },
    systemMessage: textOf(ctx, 'conditionAgentInstructions', ctx.inputs.conditionAgentInstructions),
    ...model(ctx, 'conditionAgent'),
  };
}

export function translateRetriever(ctx: AgentflowContext): NodeParameters {
  const stores = rows(ctx.inputs.retrieverKnowledgeDocumentStores);
  ctx.report.warnings.push(
    `"${ctx.name}" searched Flowise document stores (${stores.map((s) => str(s.documentStore).split(':').slice(1).join(':') || 'unnamed').join(', ') || 'none named'}): add those documents to this workflow's knowledge here.`,
  );
  stateUpdates(ctx, 'retrieverUpdateState');
  return { query: textOf(ctx, 'retrieverQuery', ctx.inputs.retrieverQuery) || question(ctx) };
}

export function translateDirectReply(ctx: AgentflowContext): NodeParameters {
  return {
    assignments: {
      assignments: [
        {
          id: 'text',
          name: 'text',
          type: 'string',
          value: textOf(ctx, 'directReplyMessage', ctx.inputs.directReplyMessage),
        },
      ],
    },
  };
}

/** Flowise type → how its inputs become our parameters, and where its answer is in our item. */
export const AGENTFLOW_STEPS: Readonly<
  Record<string, { translate: (ctx: AgentflowContext) => NodeParameters; answer: string; object?: boolean }>
> = {
  llmAgentflow: { translate: translateLlm, answer: 'text' },
  agentAgentflow: { translate: translateAgent, answer: 'output' },
  conditionAgentAgentflow: { translate: translateConditionAgent, answer: '', object: true },
  retrieverAgentflow: { translate: translateRetriever, answer: 'context' },
  directReplyAgentflow: { translate: translateDirectReply, answer: 'text' },
};
