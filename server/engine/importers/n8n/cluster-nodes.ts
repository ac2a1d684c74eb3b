/**
 * n8n's LangChain nodes are clusters: a root node (a chain, the classifier, the extractor, an agent) with
 * sub-nodes wired to it through `ai_*` connections. Two kinds of sub-node say something our AI nodes take
 * as parameters, so they are folded into their root instead of becoming nodes: a chat model (its
 * provider and model become `model: 'provider/model'`, its temperature and token limit the root's) and a
 * structured output parser (its schema becomes `jsonSchema`; the auto-fixing parser around it adds
 * nothing, since our nodes repair once anyway). Other sub-nodes (memory, tools, retrievers) are left to
 * the importer's usual handling.
 */
import { schemaFromExample } from '../../nodes/information-extractor/extraction-schema';

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';

/** n8n model sub-node → our provider id. Other `lm*` types fold too, with the router's choice. */
const MODEL_PROVIDERS: Readonly<Record<string, string>> = {
  lmChatOpenAi: 'openai',
  lmOpenAi: 'openai',
  lmChatAnthropic: 'anthropic',
  lmChatGoogleGemini: 'google',
  lmChatXAiGrok: 'xai',
  lmChatOllama: 'ollama',
  lmOllama: 'ollama',
};

const STRUCTURED_PARSER = `${LANGCHAIN}outputParserStructured`;
const AUTOFIXING_PARSER = `${LANGCHAIN}outputParserAutofixing`;

interface ClusterNode {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
}

type Connections = Record<string, Record<string, ({ node: string }[] | null | undefined)[]>>;

export interface FoldedClusters {
  /** Sub-node name → the root it was folded into, and what it became there. */
  folded: Map<string, { root: string; became: string }>;
  /** Root node name → parameters to add. */
  parameters: Map<string, Record<string, unknown>>;
  warnings: string[];
}

const isModel = (type: string) => /^@n8n\/n8n-nodes-langchain\.lm[A-Z]/.test(type);

/** A resource locator `{__rl, value}` or a plain string. */
function modelName(parameters: Record<string, unknown>): string | undefined {
  const raw = parameters.model ?? parameters.modelName;
  const value = typeof raw === 'object' && raw !== null ? (raw as { value?: unknown }).value : raw;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.replace(/^models\//, '');
}

function modelParameters(node: ClusterNode, warnings: string[]): Record<string, unknown> {
  const provider = MODEL_PROVIDERS[node.type.slice(LANGCHAIN.length)];
  const options = (node.parameters.options ?? {}) as Record<string, unknown>;
  const maxTokens = options.maxTokens ?? options.maxTokensToSample ?? options.maxOutputTokens;
  const name = modelName(node.parameters);
  if (!provider)
    warnings.push(
      `"${node.name}" (${node.type}) names a provider AIZ does not route to; the router chooses the provider.`,
    );
  return {
    ...(provider ? { model: name ? `${provider}/${name}` : provider } : {}),
    ...(typeof options.temperature === 'number' ? { temperature: options.temperature } : {}),
    ...(typeof maxTokens === 'number' && maxTokens > 0 ? { maxTokens } : {}),
  };
}

function parserSchema(node: ClusterNode, warnings: string[]): Record<string, unknown> | undefined {
  const p = node.parameters;
  // Version 1 kept a JSON Schema in `jsonSchema`; later ones an example, or a schema in `inputSchema`.
  const written =
    p.schemaType === 'manual' ? p.inputSchema : p.schemaType === undefined ? p.jsonSchema : undefined;
  const example =
    p.schemaType === 'fromJson' || (p.schemaType === undefined && p.jsonSchema === undefined)
      ? p.jsonSchemaExample
      : undefined;
  try {
    if (typeof written === 'string') return JSON.parse(written) as Record<string, unknown>;
    if (typeof example === 'string') return schemaFromExample(JSON.parse(example));
  } catch {
    warnings.push(
      `The output parser "${node.name}" holds a schema that is not valid JSON; set the JSON schema of its chain.`,
    );
    return undefined;
  }
  warnings.push(`The output parser "${node.name}" has no schema; set the JSON schema of its chain.`);
  return undefined;
}

export function foldClusterNodes(nodes: ClusterNode[], connections: Connections): FoldedClusters {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const result: FoldedClusters = { folded: new Map(), parameters: new Map(), warnings: [] };
  const targetOf = (source: string, kind: string): string | undefined =>
    connections[source]?.[kind]?.flat().find((t) => t && byName.has(t.node))?.node;
  const add = (root: string, parameters: Record<string, unknown>) =>
    result.parameters.set(root, { ...result.parameters.get(root), ...parameters });

  for (const node of nodes) {
    if (isModel(node.type)) {
      const target = targetOf(node.name, 'ai_languageModel');
      if (!target) continue;
      // A model wired to the auto-fixing parser only serves the repair, which our nodes do with their own model.
      if (byName.get(target)?.type === AUTOFIXING_PARSER) {
        result.folded.set(node.name, {
          root: target,
          became: 'nothing (our nodes repair with their own model)',
        });
        continue;
      }
      add(target, modelParameters(node, result.warnings));
      result.folded.set(node.name, { root: target, became: `the model of "${target}"` });
    } else if (node.type === STRUCTURED_PARSER || node.type === AUTOFIXING_PARSER) {
      let root = targetOf(node.name, 'ai_outputParser');
      if (root && byName.get(root)?.type === AUTOFIXING_PARSER) root = targetOf(root, 'ai_outputParser');
      if (!root) continue;
      result.folded.set(node.name, { root, became: `the JSON schema of "${root}"` });
      if (node.type === AUTOFIXING_PARSER) continue;
      const schema = parserSchema(node, result.warnings);
      if (schema) add(root, { jsonSchema: JSON.stringify(schema) });
    }
  }
  return result;
}
