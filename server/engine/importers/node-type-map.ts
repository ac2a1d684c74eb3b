/**
 * The one table of which foreign node type becomes which of ours. A type not listed here imports as a
 * `placeholder`. Parameters of n8n nodes are kept under n8n's own names (our core nodes read them), so
 * n8n's expressions keep working; Flowise and Dify nodes are translated in their own folders.
 */

/** n8n type → our type. */
export const N8N_NODE_TYPES: Readonly<Record<string, string>> = {
  'n8n-nodes-base.manualTrigger': 'manual-trigger',
  'n8n-nodes-base.start': 'manual-trigger',
  'n8n-nodes-base.webhook': 'webhook-trigger',
  'n8n-nodes-base.scheduleTrigger': 'schedule-trigger',
  'n8n-nodes-base.cron': 'schedule-trigger',
  'n8n-nodes-base.formTrigger': 'form-trigger',
  'n8n-nodes-base.errorTrigger': 'error-trigger',
  'n8n-nodes-base.if': 'if',
  'n8n-nodes-base.switch': 'switch',
  'n8n-nodes-base.filter': 'filter',
  'n8n-nodes-base.merge': 'merge',
  'n8n-nodes-base.splitInBatches': 'loop-over-items',
  'n8n-nodes-base.wait': 'wait',
  'n8n-nodes-base.executeWorkflow': 'execute-workflow',
  'n8n-nodes-base.stopAndError': 'stop-and-error',
  'n8n-nodes-base.noOp': 'no-op',
  'n8n-nodes-base.set': 'set',
  'n8n-nodes-base.code': 'code',
  'n8n-nodes-base.sort': 'sort',
  'n8n-nodes-base.limit': 'limit',
  'n8n-nodes-base.removeDuplicates': 'remove-duplicates',
  'n8n-nodes-base.aggregate': 'aggregate',
  'n8n-nodes-base.splitOut': 'split-out',
  'n8n-nodes-base.summarize': 'summarize',
  'n8n-nodes-base.renameKeys': 'rename-keys',
  'n8n-nodes-base.dateTime': 'date-time',
  'n8n-nodes-base.crypto': 'crypto',
  'n8n-nodes-base.convertToFile': 'convert',
  'n8n-nodes-base.extractFromFile': 'convert',
  'n8n-nodes-base.markdown': 'convert',
  'n8n-nodes-base.html': 'convert',
  'n8n-nodes-base.emailSend': 'send-email',
  'n8n-nodes-base.respondToWebhook': 'respond-to-webhook',
  'n8n-nodes-base.httpRequest': 'http-request',
  '@n8n/n8n-nodes-langchain.chatTrigger': 'chat-trigger',
  '@n8n/n8n-nodes-langchain.chainLlm': 'llm-prompt',
  '@n8n/n8n-nodes-langchain.agent': 'ai-agent',
  '@n8n/n8n-nodes-langchain.textClassifier': 'text-classifier',
  '@n8n/n8n-nodes-langchain.informationExtractor': 'information-extractor',
  '@n8n/n8n-nodes-langchain.chainSummarization': 'summariser',
};

/**
 * The oldest n8n type version whose parameter shape our node reads (older Set nodes keep `values`, not
 * `assignments`; older If and Switch nodes keep their own condition lists). An older node still
 * imports, with a warning to check it.
 */
export const N8N_OLDEST_PARAMETER_VERSION: Readonly<Record<string, number>> = {
  'n8n-nodes-base.set': 3,
  'n8n-nodes-base.if': 2,
  'n8n-nodes-base.switch': 3,
  'n8n-nodes-base.filter': 2,
  'n8n-nodes-base.merge': 3,
  'n8n-nodes-base.splitInBatches': 3,
  'n8n-nodes-base.httpRequest': 3,
};

/** n8n types that look close to ours but behave differently: kept as placeholders, with why. */
export const N8N_UNSUPPORTED_REASONS: Readonly<Record<string, string>> = {
  'n8n-nodes-base.function': 'the legacy Function node; rewrite it as a Code node',
  'n8n-nodes-base.functionItem':
    'the legacy Function Item node; rewrite it as a Code node (run once per item)',
};

/** Flowise node `data.name` → our type (AI nodes where they clearly correspond; the rest are placeholders). */
export const FLOWISE_NODE_TYPES: Readonly<Record<string, string>> = {
  // Agentflow v2
  llmAgentflow: 'llm-prompt',
  agentAgentflow: 'ai-agent',
  conditionAgentAgentflow: 'text-classifier',
  retrieverAgentflow: 'knowledge-retrieval',
  httpAgentflow: 'http-request',
  humanInputAgentflow: 'approval',
  // flow control, translated in flowise/translate-flow-control.ts
  iterationAgentflow: 'iteration',
  loopAgentflow: 'if',
  // classic chatflows: the chain or agent that answers
  llmChain: 'llm-prompt',
  conversationChain: 'llm-prompt',
  toolAgent: 'ai-agent',
  conversationalAgent: 'ai-agent',
  openAIToolAgent: 'ai-agent',
  reactAgentChat: 'ai-agent',
  reactAgentLLM: 'ai-agent',
  mrklAgentChat: 'ai-agent',
  mrklAgentLLM: 'ai-agent',
  xmlAgent: 'ai-agent',
};

/**
 * Dify node `data.type` → our type, when the node translates (dify/translate-node.ts). Dify's end,
 * answer, template and aggregator nodes compute values from other nodes' outputs, which a small Code
 * node says exactly; iteration and loop become our container nodes (dify/translate-container.ts); an
 * assigner of conversation variables and Python code are placeholders.
 */
export const DIFY_NODE_TYPES: Readonly<Record<string, string>> = {
  start: 'manual-trigger',
  end: 'code',
  answer: 'code',
  'if-else': 'if',
  'variable-assigner': 'code',
  'variable-aggregator': 'code',
  'template-transform': 'code',
  code: 'code',
  llm: 'llm-prompt',
  'knowledge-retrieval': 'knowledge-retrieval',
  'question-classifier': 'text-classifier',
  'parameter-extractor': 'information-extractor',
  iteration: 'iteration',
  loop: 'loop',
  'iteration-start': 'no-op',
  'loop-start': 'no-op',
  'loop-end': 'no-op',
};
