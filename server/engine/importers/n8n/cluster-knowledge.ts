/**
 * n8n's vector stores → our knowledge nodes. Our knowledge is the workflow's own store, embedded by the
 * person's AI provider, so the store's kind, index and embeddings sub-node mean nothing here (reported).
 * - insert: `knowledge-insert`, reading what its document loader read (the item's JSON, an expression, or
 *   its files) cut as its text splitter cut (chunk size and overlap);
 * - load: `knowledge-retrieval` with the store's prompt as the query;
 * - retrieve as tool: a knowledge-retrieval tool (cluster-tools.ts).
 */
type Json = Record<string, unknown>;
type Warn = (message: string) => void;

export interface KnowledgeSource {
  name: string;
  type: string;
  typeVersion?: number;
  parameters: Json;
}
export type KnowledgeSourcesOf = (name: string, kind: string) => KnowledgeSource[];
export type KnowledgeTranslation = { type: string; parameters: Json } | { reason: string };

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';
/** LangChain's splitters count characters, the token splitter tokens: about four characters each. */
const CHARACTERS_PER_TOKEN = 4;
const MAX_CHUNK = 8000;

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && value >= 0 ? value : fallback;

/** The chunking n8n's splitter (or the loader's "simple" mode, 1000 and 200) used, in characters. */
function chunking(loader: KnowledgeSource | undefined, sourcesOf: KnowledgeSourcesOf, warn: Warn) {
  const splitter = loader ? sourcesOf(loader.name, 'ai_textSplitter')[0] : undefined;
  if (!splitter) return { chunkSize: 1000, chunkOverlap: 200 };
  const p = splitter.parameters;
  const perUnit = splitter.type === `${LANGCHAIN}textSplitterTokenSplitter` ? CHARACTERS_PER_TOKEN : 1;
  if (perUnit > 1)
    warn(
      `its splitter "${splitter.name}" counted tokens; ours counts characters, about ${CHARACTERS_PER_TOKEN} a token`,
    );
  if (typeof p.separator === 'string' && p.separator !== '')
    warn(`its splitter "${splitter.name}" cut at "${p.separator}"; ours cuts at paragraphs, then sentences`);
  const size = Math.min(MAX_CHUNK, Math.max(100, Math.round(num(p.chunkSize, 1000) * perUnit)));
  const overlap = Math.min(size - 1, Math.round(num(p.chunkOverlap, 0) * perUnit));
  return { chunkSize: size, chunkOverlap: overlap };
}

/** What the loader read: the item's JSON (all of it, or an expression) or its files. */
function loaded(loader: KnowledgeSource | undefined, warn: Warn): Json {
  const p = loader?.parameters ?? {};
  if (p.dataType === 'binary') {
    const key = typeof p.binaryDataKey === 'string' && p.binaryDataKey ? p.binaryDataKey : 'data';
    return { binaryProperty: p.binaryMode === 'specificField' ? key : '*' };
  }
  if (p.jsonMode === 'expressionData' && typeof p.jsonData === 'string') return { text: p.jsonData };
  if (loader && loader.type !== `${LANGCHAIN}documentDefaultDataLoader`)
    warn(`its document loader "${loader.name}" (${loader.type}) is read as the item's text`);
  return {};
}

function insert(store: KnowledgeSource, sourcesOf: KnowledgeSourcesOf, warn: Warn): KnowledgeTranslation {
  const loader = sourcesOf(store.name, 'ai_document')[0];
  const metadata = (loader?.parameters.options as Json | undefined)?.metadata;
  if (metadata) warn(`its loader added metadata to the documents; ours keeps their name, page and heading`);
  if (store.parameters.clearStore === true)
    warn("it emptied the store first; ours adds to the workflow's knowledge: delete old documents there");
  return {
    type: 'knowledge-insert',
    parameters: { ...loaded(loader, warn), ...chunking(loader, sourcesOf, warn) },
  };
}

export function translateVectorStore(
  store: KnowledgeSource,
  sourcesOf: KnowledgeSourcesOf,
  warn: Warn,
): KnowledgeTranslation {
  const p = store.parameters;
  const kind = store.type.slice(LANGCHAIN.length);
  if (p.mode === 'insert') {
    warn(
      `it filled n8n's ${kind}; ours adds to this workflow's knowledge, embedded by your AI provider (searched by the knowledge retrieval node and knowledge tools)`,
    );
    return insert(store, sourcesOf, warn);
  }
  if (p.mode === 'load') {
    warn(
      `it searched n8n's ${kind}; ours searches this workflow's knowledge (embedded by your AI provider) and outputs one item per query (\`results\`, \`context\`), not one per document`,
    );
    return {
      type: 'knowledge-retrieval',
      parameters: {
        query: typeof p.prompt === 'string' ? p.prompt : '',
        topK: Math.max(1, Math.min(20, Math.round(num(p.topK, 4)))),
      },
    };
  }
  if (p.mode === 'update')
    return {
      reason: 'updating documents by id has no AIZ node; delete and add them in the workflow’s knowledge',
    };
  return {
    reason:
      "a vector store read through a retriever; use it as the agent's tool (retrieve as tool), which AIZ translates to knowledge retrieval",
  };
}

/** Sub-nodes folded into a store we translate: its loader, the loader's splitter, its embeddings. */
export const KNOWLEDGE_SUB_NODE_KINDS: Readonly<Record<string, string>> = {
  ai_document: 'the documents read by',
  ai_textSplitter: 'the chunking of',
  ai_embedding: "nothing: AIZ embeds the workflow's knowledge with your AI provider, for",
};

/** A vector store we translate (insert, load, retrieve as tool). */
export const isKnowledgeStore = (node: KnowledgeSource | undefined) =>
  !!node &&
  node.type.startsWith(`${LANGCHAIN}vectorStore`) &&
  ['insert', 'load', 'retrieve-as-tool'].includes(String(node.parameters.mode));
