/**
 * n8n's LangChain tool sub-nodes → nodes of ours wired to the agent as tools (an `ai_tool` edge): the agent
 * offers them to the model under the node's name, described by `toolDescription`, with the arguments of
 * `toolInputSchema`, and runs them with the model's arguments as their item (`$json`).
 * - toolWorkflow → execute-workflow (n8n's workflow id means nothing here: the reference is kept to re-link);
 * - toolHttpRequest → http-request, each `{placeholder}` an argument (`$json.placeholder`);
 * - toolCode (JavaScript) → a Code node running n8n's code with `query` bound as n8n binds it;
 * - toolCalculator → a Code node evaluating arithmetic (calculator-code.ts);
 * - a vector store used as a tool → knowledge-retrieval over the workflow's own knowledge.
 * Tools we have nothing for are placeholders with the reason (a placeholder tool answers the model with it).
 */
import { schemaFromExample } from '../../nodes/information-extractor/extraction-schema';
import { CALCULATOR_CODE } from './calculator-code';

type Json = Record<string, unknown>;
type Warn = (message: string) => void;

export type ToolTranslation = { type: string; parameters: Json } | { reason: string };

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';
const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const rows = (value: unknown): Json[] =>
  Array.isArray(asRecord(value).values) ? (asRecord(value).values as Json[]) : [];

/** The name n8n gave the model for a tool (`name` of workflow and code tools, `toolName` of stores). */
function toolNameOf(value: unknown): Json {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? { toolName: value } : {};
}

const objectSchema = (properties: Record<string, Json>, required: string[] = []) => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

/** LangChain tools without a schema take one string, `query` in n8n's code and workflow tools. */
const QUERY_INPUT = objectSchema({ query: { type: 'string' } }, ['query']);

/** The schema n8n's "specify input schema" wrote: a JSON example or a JSON Schema; undefined when off. */
function writtenInputSchema(p: Json, name: string, warn: Warn): Json | undefined {
  if (p.specifyInputSchema !== true) return undefined;
  try {
    if (p.schemaType === 'manual' && typeof p.inputSchema === 'string')
      return JSON.parse(p.inputSchema) as Json;
    if (typeof p.jsonSchemaExample === 'string')
      return schemaFromExample(JSON.parse(p.jsonSchemaExample)) as Json;
  } catch {
    warn(`the input schema of "${name}" is not valid JSON; the model may send any arguments`);
  }
  return undefined;
}

/** `$fromAI('name', 'description', 'type')` in n8n expressions: the arguments the model fills. */
const FROM_AI =
  /\$fromAI\(\s*(['"`])([A-Za-z0-9_-]+)\1(?:\s*,\s*(['"`])((?:(?!\3).)*)\3)?(?:\s*,\s*(['"`])(\w+)\5)?/g;
const SCHEMA_TYPES = new Set(['string', 'number', 'boolean', 'json']);

function fromAiArguments(values: unknown[]): Record<string, Json> {
  const properties: Record<string, Json> = {};
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const m of value.matchAll(FROM_AI)) {
      const [, , name, , description, , type] = m;
      if (!name) continue;
      const t = type && SCHEMA_TYPES.has(type) ? (type === 'json' ? 'object' : type) : 'string';
      properties[name] = { type: t, ...(description ? { description } : {}) };
    }
  }
  return properties;
}

/** `$fromAI('x', …)` becomes the call's argument `x` (the tool's item is the model's arguments). */
export function fromAiToJson(value: string): string {
  return value.replace(
    /\$fromAI\(\s*(['"`])([A-Za-z0-9_-]+)\1[^)]*\)/g,
    (_, _q, name: string) => `$json.${name}`,
  );
}

function toolWorkflow(p: Json, name: string, warn: Warn): ToolTranslation {
  const locator = p.workflowId;
  const id = typeof locator === 'object' && locator !== null ? asRecord(locator).value : locator;
  const label = asRecord(locator).cachedResultName;
  if (p.source === 'parameter')
    return {
      reason:
        'it runs a workflow written into its parameters; import that workflow as its own and use an Execute Workflow tool',
    };
  const inputs = asRecord(asRecord(p.workflowInputs).value);
  const fromAi = fromAiArguments(Object.values(inputs));
  const fixed = Object.entries(inputs).filter(([, v]) => typeof v !== 'string' || !v.includes('$fromAI'));
  if (fixed.length > 0)
    warn(
      `"${name}" sent ${fixed.map(([k]) => k).join(', ')} with fixed values; the workflow receives the model's arguments only: add them in the sub-workflow`,
    );
  warn(
    `"${name}" ran the n8n workflow ${typeof label === 'string' ? `"${label}" ` : ''}(id ${String(id ?? '?')}); import it too and choose it in "${name}"`,
  );
  const schema =
    writtenInputSchema(p, name, warn) ??
    (Object.keys(fromAi).length > 0 ? objectSchema(fromAi) : QUERY_INPUT);
  return {
    type: 'execute-workflow',
    parameters: {
      workflowId: '',
      source: 'published',
      waitForCompletion: true,
      n8nWorkflow: { id: typeof id === 'string' ? id : '', name: typeof label === 'string' ? label : '' },
      toolDescription: typeof p.description === 'string' ? p.description : '',
      toolInputSchema: schema,
      ...toolNameOf(p.name),
    },
  };
}

/** `{name}` placeholders of n8n's HTTP tool in a text. */
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const placeholdersIn = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string) : [];

/** A text with `{name}` → an expression reading the argument; in a URL, encoded as a URL part. */
function withArguments(text: string, encode: boolean): string {
  if (!/\{[A-Za-z0-9_]+\}/.test(text)) return text;
  const body = text.startsWith('=') ? text.slice(1) : text;
  return `=${body.replace(PLACEHOLDER, (_, name: string) =>
    encode ? `{{ encodeURIComponent(String($json.${name})) }}` : `{{ $json.${name} }}`,
  )}`;
}

type Section = {
  flag: string;
  specify: string;
  n8nRows: string;
  ourRows: string;
  json: string;
  ourJson: string;
};
const SECTIONS: Section[] = [
  {
    flag: 'sendQuery',
    specify: 'specifyQuery',
    n8nRows: 'parametersQuery',
    ourRows: 'queryParameters',
    json: 'jsonQuery',
    ourJson: 'jsonQuery',
  },
  {
    flag: 'sendHeaders',
    specify: 'specifyHeaders',
    n8nRows: 'parametersHeaders',
    ourRows: 'headerParameters',
    json: 'jsonHeaders',
    ourJson: 'jsonHeaders',
  },
  {
    flag: 'sendBody',
    specify: 'specifyBody',
    n8nRows: 'parametersBody',
    ourRows: 'bodyParameters',
    json: 'jsonBody',
    ourJson: 'jsonBody',
  },
];

function toolHttpRequest(p: Json, name: string, warn: Warn): ToolTranslation {
  const args = new Map<string, Json>();
  const argument = (key: string, required = true) => {
    if (!args.has(key)) args.set(key, { type: 'string', required });
  };
  const url = typeof p.url === 'string' ? p.url : '';
  for (const key of placeholdersIn(url)) argument(key);
  const out: Json = {
    method: typeof p.method === 'string' ? p.method : 'GET',
    url: withArguments(url, true),
    ...(typeof p.authentication === 'string' ? { authentication: p.authentication } : {}),
    ...(typeof p.genericAuthType === 'string' ? { genericAuthType: p.genericAuthType } : {}),
    ...(typeof p.nodeCredentialType === 'string' ? { nodeCredentialType: p.nodeCredentialType } : {}),
    toolDescription: typeof p.toolDescription === 'string' ? p.toolDescription : '',
  };
  for (const s of SECTIONS) {
    if (p[s.flag] !== true) continue;
    out[s.flag] = true;
    const specify = p[s.specify] ?? 'keypair';
    if (specify === 'json') {
      const json = typeof p[s.json] === 'string' ? (p[s.json] as string) : '';
      for (const key of placeholdersIn(json)) argument(key);
      out[s.specify] = 'json';
      out[s.ourJson] = withArguments(json, false);
    } else if (specify === 'model') {
      // The model writes the whole part: one argument holding its JSON.
      const key = s.ourRows.replace('Parameters', '');
      args.set(key, { type: 'object', required: true });
      out[s.specify] = 'json';
      out[s.ourJson] = `={{ JSON.stringify($json.${key}) }}`;
    } else {
      out[s.ourRows] = {
        parameters: rows(p[s.n8nRows]).map((row) => {
          const rowName = String(row.name ?? '');
          const provider = row.valueProvider ?? 'modelRequired';
          if (provider === 'fieldValue') {
            for (const key of placeholdersIn(row.value)) argument(key);
            return { name: rowName, value: withArguments(String(row.value ?? ''), false) };
          }
          argument(rowName, provider === 'modelRequired');
          return { name: rowName, value: `={{ $json.${rowName} }}` };
        }),
      };
    }
    if (s.flag === 'sendBody') out.contentType = 'json';
  }
  // The placeholder definitions say each argument's type and what it means.
  for (const row of rows(p.placeholderDefinitions)) {
    const key = String(row.name ?? '');
    const known = args.get(key);
    if (!known) continue;
    const type = typeof row.type === 'string' && SCHEMA_TYPES.has(row.type) ? row.type : undefined;
    args.set(key, {
      ...known,
      ...(type ? { type: type === 'json' ? 'object' : type } : {}),
      ...(typeof row.description === 'string' && row.description ? { description: row.description } : {}),
    });
  }
  if (p.optimizeResponse === true)
    warn(
      `"${name}" trimmed its responses for the model; ours sends the response as it comes (up to 20,000 characters)`,
    );
  const required = [...args].filter(([, a]) => a.required).map(([k]) => k);
  const properties = Object.fromEntries([...args].map(([k, { required: _, ...schema }]) => [k, schema]));
  return {
    type: 'http-request',
    parameters: { ...out, toolInputSchema: objectSchema(properties, required) },
  };
}

function toolCode(p: Json, name: string, warn: Warn): ToolTranslation {
  if (p.language === 'python')
    return { reason: 'a Python code tool; our Code node runs JavaScript: rewrite it in JavaScript' };
  const code = typeof p.jsCode === 'string' ? p.jsCode : '';
  const schema = writtenInputSchema(p, name, warn);
  // n8n binds `query`: the model's text, or its arguments when the tool has a schema. Its answer is the
  // code's return value.
  const jsCode = [
    `const query = ${schema ? '$input.first().json' : '$input.first().json.query'};`,
    `const response = await (async () => {\n${code}\n})();`,
    'return [{ json: { response } }];',
  ].join('\n');
  return {
    type: 'code',
    parameters: {
      mode: 'runOnceForAllItems',
      jsCode,
      toolDescription: typeof p.description === 'string' ? p.description : '',
      toolInputSchema: schema ?? QUERY_INPUT,
      ...toolNameOf(p.name),
    },
  };
}

/** A vector store used as the agent's tool: our knowledge retrieval over the workflow's documents. */
function vectorStoreTool(p: Json, name: string, type: string, warn: Warn): ToolTranslation {
  const topK = typeof p.topK === 'number' ? Math.max(1, Math.min(20, Math.round(p.topK))) : 4;
  warn(
    `"${name}" searched n8n's ${type.slice(LANGCHAIN.length)}; ours searches this workflow's knowledge (documents uploaded to it or added by a run), embedded by your AI provider`,
  );
  return {
    type: 'knowledge-retrieval',
    parameters: {
      query: '={{ $json.query }}',
      topK,
      toolDescription:
        typeof p.toolDescription === 'string' && p.toolDescription
          ? p.toolDescription
          : 'Searches the knowledge base for passages that answer the query.',
      toolInputSchema: QUERY_INPUT,
      ...toolNameOf(p.toolName),
    },
  };
}

const NO_TOOL: Readonly<Record<string, string>> = {
  toolWikipedia:
    "no AIZ Wikipedia tool; an HTTP Request tool on Wikipedia's search API (https://en.wikipedia.org/w/api.php) does the same",
  toolSerpApi:
    'no AIZ SerpApi tool; an HTTP Request tool on https://serpapi.com/search with your key as a query credential does the same',
  toolWolframAlpha: 'no AIZ Wolfram Alpha tool; an HTTP Request tool on its API does the same',
  toolSearXng: 'no AIZ SearXNG tool; an HTTP Request tool on your instance does the same',
};

/** Our node for an n8n LangChain tool sub-node, a placeholder's reason, or undefined when it is no tool. */
export function translateTool(
  type: string,
  parameters: Json,
  name: string,
  warn: Warn,
): ToolTranslation | undefined {
  if (!type.startsWith(LANGCHAIN)) return undefined;
  const short = type.slice(LANGCHAIN.length);
  if (short === 'toolWorkflow') return toolWorkflow(parameters, name, warn);
  if (short === 'toolHttpRequest') return toolHttpRequest(parameters, name, warn);
  if (short === 'toolCode') return toolCode(parameters, name, warn);
  if (short === 'toolCalculator')
    return {
      type: 'code',
      parameters: {
        mode: 'runOnceForAllItems',
        jsCode: CALCULATOR_CODE,
        toolName: 'calculator',
        toolDescription:
          'Evaluates a math expression (numbers, + - * / % ^, parentheses, pi, e, sqrt, log, sin and the like) and gives its result.',
        toolInputSchema: objectSchema({ input: { type: 'string' } }, ['input']),
      },
    };
  if (short.startsWith('vectorStore') && parameters.mode === 'retrieve-as-tool')
    return vectorStoreTool(parameters, name, type, warn);
  if (short === 'toolVectorStore') {
    warn(
      `"${name}" had a model write an answer from the passages; ours gives the passages to the agent's model`,
    );
    return vectorStoreTool(
      { ...parameters, toolName: parameters.name, toolDescription: parameters.description },
      name,
      type,
      warn,
    );
  }
  const reason = NO_TOOL[short];
  return reason ? { reason } : undefined;
}
