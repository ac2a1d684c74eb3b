/**
 * n8n's LangChain nodes are clusters: a root node (a chain, the classifier, the extractor, an agent) with
 * sub-nodes wired to it through `ai_*` connections. Two kinds of sub-node say something our AI nodes take
 * as parameters, so they are folded into their root instead of becoming nodes: a chat model (its
 * provider and model become `model: 'provider/model'`, its temperature and token limit the root's) and a
 * structured output parser (its schema becomes `jsonSchema`; the auto-fixing parser around it adds
 * nothing, since our nodes repair once anyway), a memory (the agent's window and session,
 * cluster-agent.ts) and the loader, splitter and embeddings of a vector store our knowledge nodes stand
 * in for (cluster-knowledge.ts: the loader and splitter say what to add and how to cut it; ours embed). Tools stay nodes, wired to their agent (cluster-tools.ts).
 */
import { schemaFromExample } from '../../nodes/information-extractor/extraction-schema';
import { MEMORY_TYPES, memoryParameters } from './cluster-agent';
import { isKnowledgeStore, KNOWLEDGE_SUB_NODE_KINDS } from './cluster-knowledge';

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

/** Providers n8n reaches and AIZ does not, by model sub-node: named in the warning. */
const OTHER_PROVIDERS: Readonly<Record<string, string>> = {
  lmChatAzureOpenAi: 'Azure OpenAI',
  lmChatMistralCloud: 'Mistral',
  lmChatGroq: 'Groq',
  lmChatDeepSeek: 'DeepSeek',
  lmChatOpenRouter: 'OpenRouter',
  lmChatAwsBedrock: 'AWS Bedrock',
  lmChatGoogleVertex: 'Google Vertex AI',
  lmChatVercelAiGateway: 'Vercel AI Gateway',
  lmCohere: 'Cohere',
  lmChatHuggingFace: 'Hugging Face',
  lmOpenHuggingFaceInference: 'Hugging Face',
};

const STRUCTURED_PARSER = `${LANGCHAIN}outputParserStructured`;
const VECTOR_STORE_TOOL = `${LANGCHAIN}toolVectorStore`;
const isVectorStore = (node: ClusterNode) => node.type.startsWith(`${LANGCHAIN}vectorStore`);
const AUTOFIXING_PARSER = `${LANGCHAIN}outputParserAutofixing`;

interface ClusterNode {
  name: string;
  type: string;
  typeVersion?: number;
  parameters: Record<string, unknown>;
}

const isMemory = (type: string) => type in MEMORY_TYPES;

type Connections = Record<string, Record<string, ({ node: string; index?: number }[] | null | undefined)[]>>;

export interface FoldedClusters {
  /** Sub-node name → the root it was folded into, and what it became there. */
  folded: Map<string, { root: string; became: string }>;
  /** Root node name → parameters to add. */
  parameters: Map<string, Record<string, unknown>>;
  warnings: string[];
}

const isModel = (type: string) => /^@n8n\/n8n-nodes-langchain\.lm[A-Z]/.test(type);

/** Azure OpenAI names a deployment, not a model. */
function deploymentName(parameters: Record<string, unknown>): string | undefined {
  const value = parameters.deploymentName;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A resource locator `{__rl, value}` or a plain string. */
function modelName(parameters: Record<string, unknown>): string | undefined {
  const raw = parameters.model ?? parameters.modelName;
  const value = typeof raw === 'object' && raw !== null ? (raw as { value?: unknown }).value : raw;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.replace(/^models\//, '');
}

function modelParameters(node: ClusterNode, warnings: string[]): Record<string, unknown> {
  const short = node.type.slice(LANGCHAIN.length);
  const provider = MODEL_PROVIDERS[short];
  const options = (node.parameters.options ?? {}) as Record<string, unknown>;
  const maxTokens =
    options.maxTokens ?? options.maxTokensToSample ?? options.maxOutputTokens ?? options.numPredict;
  const name = modelName(node.parameters) ?? deploymentName(node.parameters);
  if (!provider)
    warnings.push(
      `"${node.name}" used ${OTHER_PROVIDERS[short] ?? `the provider of ${node.type}`}${name ? ` (model "${name}")` : ''}, which AIZ does not reach; it runs on your default model instead (the router's choice), with the same temperature and token limit.`,
    );
  else if (typeof options.baseURL === 'string' && options.baseURL.trim() !== '')
    warnings.push(
      `"${node.name}" called ${options.baseURL}; AIZ calls your ${provider} provider as you configured it.`,
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

  // A store we translate, or one read by the vector store tool (which becomes our knowledge tool).
  const translatedStore = (n: ClusterNode | undefined) =>
    isKnowledgeStore(n) ||
    (!!n && byName.get(targetOf(n.name, 'ai_vectorStore') ?? '')?.type === VECTOR_STORE_TOOL);

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
      // The vector store tool's model summarised the passages; ours gives the agent's model the passages.
      if (byName.get(target)?.type === VECTOR_STORE_TOOL) {
        result.folded.set(node.name, {
          root: target,
          became: `nothing (the passages go to the agent's own model)`,
        });
        continue;
      }
      // The agent's second model input is its fallback: our router fails over to the other providers itself.
      const slot =
        connections[node.name]?.ai_languageModel?.flat().find((t) => t?.node === target)?.index ?? 0;
      if (slot > 0) {
        result.warnings.push(
          `"${node.name}" was the fallback model of "${target}"; AIZ's router fails over to your other providers itself.`,
        );
        result.folded.set(node.name, { root: target, became: `nothing (the fallback model of "${target}")` });
        continue;
      }
      add(target, modelParameters(node, result.warnings));
      result.folded.set(node.name, { root: target, became: `the model of "${target}"` });
    } else if (isMemory(node.type)) {
      const target = targetOf(node.name, 'ai_memory');
      // Our agent remembers; a memory on anything else (n8n's chains took one once) stays a placeholder.
      if (!target || byName.get(target)?.type !== `${LANGCHAIN}agent`) continue;
      const warn = (message: string) => result.warnings.push(`"${node.name}": ${message}.`);
      add(target, memoryParameters(node.type, node.parameters, node.typeVersion ?? 1, warn));
      result.folded.set(node.name, { root: target, became: `the memory of "${target}"` });
    } else if (node.type === STRUCTURED_PARSER || node.type === AUTOFIXING_PARSER) {
      let root = targetOf(node.name, 'ai_outputParser');
      if (root && byName.get(root)?.type === AUTOFIXING_PARSER) root = targetOf(root, 'ai_outputParser');
      if (!root) continue;
      result.folded.set(node.name, { root, became: `the JSON schema of "${root}"` });
      if (node.type === AUTOFIXING_PARSER) continue;
      const schema = parserSchema(node, result.warnings);
      if (schema) add(root, { jsonSchema: JSON.stringify(schema) });
    } else if (
      isVectorStore(node) &&
      byName.get(targetOf(node.name, 'ai_vectorStore') ?? '')?.type === VECTOR_STORE_TOOL
    ) {
      const tool = targetOf(node.name, 'ai_vectorStore') as string;
      result.folded.set(node.name, { root: tool, became: `the knowledge searched by "${tool}"` });
    } else {
      // A loader, splitter or embeddings of a vector store we translate: part of its settings, or ours.
      const kind = Object.keys(KNOWLEDGE_SUB_NODE_KINDS).find((k) => connections[node.name]?.[k]);
      if (!kind) continue;
      const targets = (connections[node.name]?.[kind] ?? []).flat().map((t) => byName.get(t?.node ?? ''));
      const storeOf = (n: ClusterNode | undefined) =>
        kind === 'ai_textSplitter' ? byName.get(targetOf(n?.name ?? '', 'ai_document') ?? '') : n;
      const root = storeOf(targets[0]);
      if (!root || !targets.every((t) => translatedStore(storeOf(t)))) continue;
      result.folded.set(node.name, {
        root: root.name,
        became: `${KNOWLEDGE_SUB_NODE_KINDS[kind]} "${root.name}"`,
      });
    }
  }
  return result;
}
