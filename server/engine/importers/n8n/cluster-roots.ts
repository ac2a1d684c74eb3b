/**
 * The n8n LangChain nodes that stay nodes, translated to ours: the agent (cluster-agent.ts), the basic LLM
 * chain, the OpenAI node (cluster-openai.ts), tools (cluster-tools.ts), vector stores (cluster-knowledge.ts)
 * and the sub-workflow trigger. `undefined`: the node is no cluster node, the usual type table applies; `{reason}`: a placeholder.
 */
import { agentParameters, unsupportedAgentReason } from './cluster-agent';
import { translateVectorStore } from './cluster-knowledge';
import { translateOpenAiNode } from './cluster-openai';
import { translateTool } from './cluster-tools';

type Json = Record<string, unknown>;
type Warn = (message: string) => void;

export type ClusterTranslation = { type: string; parameters: Json } | { reason: string } | undefined;

export interface RootNode {
  name: string;
  type: string;
  typeVersion?: number;
  parameters: Json;
}

/** The nodes wired into `name` through a sub-node connection of `kind`. */
export type SourcesOf = (name: string, kind: string) => RootNode[];

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';
export const TOOL_HTTP_REQUEST = `${LANGCHAIN}toolHttpRequest`;
const EXECUTE_WORKFLOW_TRIGGER = 'n8n-nodes-base.executeWorkflowTrigger';

export function translateClusterNode(node: RootNode, sourcesOf: SourcesOf, warn: Warn): ClusterTranslation {
  const version = node.typeVersion ?? 1;
  const p = node.parameters;
  if (node.type === EXECUTE_WORKFLOW_TRIGGER) {
    const fields = ((p.workflowInputs as Json | undefined)?.values ?? []) as Json[];
    if (Array.isArray(fields) && fields.length > 0)
      warn(
        `it accepted the fields ${fields.map((f) => String(f.name)).join(', ')}; ours passes on the items the calling workflow or agent sends, as they are`,
      );
    // Our sub-workflows start at their manual trigger with the caller's items.
    return { type: 'manual-trigger', parameters: {} };
  }
  if (!node.type.startsWith(LANGCHAIN)) return undefined;
  const short = node.type.slice(LANGCHAIN.length);
  if (short === 'agent') {
    const reason = unsupportedAgentReason(p, version);
    if (reason) return { reason };
    if (p.hasOutputParser === true && sourcesOf(node.name, 'ai_outputParser').length === 0)
      warn('it asked for an output parser that is not connected; it answers text');
    return { type: 'ai-agent', parameters: agentParameters(p, version, warn) };
  }
  if (short === 'chainLlm') {
    // 'auto' reads the chat trigger's message: our prompt left empty does.
    const { text: _, promptType: __, ...rest } = p;
    return { type: 'llm-prompt', parameters: p.promptType === 'auto' ? rest : p };
  }
  if (short === 'openAi') {
    const tools = sourcesOf(node.name, 'ai_tool').map((t) => `"${t.name}"`);
    if (tools.length > 0)
      warn(
        `its tools (${tools.join(', ')}) are not offered to the model: our LLM Prompt calls none; use an AI Agent for them`,
      );
    return translateOpenAiNode(p, version, warn);
  }
  if (short.startsWith('vectorStore') && p.mode !== 'retrieve-as-tool')
    return translateVectorStore(node, sourcesOf, warn);
  const tool = translateTool(node.type, p, node.name, warn);
  if (tool) return tool;
  if (short.startsWith('document') || short.startsWith('textSplitter'))
    return {
      reason:
        'a document loader or text splitter wired to no vector store that AIZ translates (it only serves one inserting documents)',
    };
  return undefined;
}
