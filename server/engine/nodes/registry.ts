/**
 * Every node type the engine runs and the builders list, one line each (keep one import and one entry
 * per line so parallel additions merge cleanly). Ids are the definitions' `type`.
 */
import { defineRegistry } from '@common/plugins/registry';
import { aggregateNode } from './aggregate/definition';
import { aiAgentNode } from './ai-agent/definition';
import { aizTransferNode } from './aiz-transfer/definition';
import { approvalNode } from './approval/definition';
import { chainPaymentNode } from './chain-payment/definition';
import { chatTriggerNode } from './chat-trigger/definition';
import { codeNode } from './code/definition';
import { compareDatasetsNode } from './compare-datasets/definition';
import { conversationVariablesNode } from './conversation-variables/definition';
import { convertNode } from './convert/definition';
import { convertToFileNode } from './convert-to-file/definition';
import { cryptoNode } from './crypto/definition';
import { dateTimeNode } from './date-time/definition';
import type { NodeDefinition } from './definition';
import { errorTriggerNode } from './error-trigger/definition';
import { executeWorkflowNode } from './execute-workflow/definition';
import { extractFromFileNode } from './extract-from-file/definition';
import { filterNode } from './filter/definition';
import { formTriggerNode } from './form-trigger/definition';
import { htmlNode } from './html/definition';
import { httpRequestNode } from './http-request/definition';
import { ifNode } from './if/definition';
import { informationExtractorNode } from './information-extractor/definition';
import { iterationNode } from './iteration/definition';
import { knowledgeInsertNode } from './knowledge-insert/definition';
import { knowledgeRetrievalNode } from './knowledge-retrieval/definition';
import { limitNode } from './limit/definition';
import { llmPromptNode } from './llm-prompt/definition';
import { loopNode } from './loop/definition';
import { loopOverItemsNode } from './loop-over-items/definition';
import { manualTriggerNode } from './manual-trigger/definition';
import { markdownNode } from './markdown/definition';
import { mergeNode } from './merge/definition';
import { noOpNode } from './no-op/definition';
import { placeholderNode } from './placeholder/definition';
import { removeDuplicatesNode } from './remove-duplicates/definition';
import { renameKeysNode } from './rename-keys/definition';
import { respondToWebhookNode } from './respond-to-webhook/definition';
import { scheduleTriggerNode } from './schedule-trigger/definition';
import { sendEmailNode } from './send-email/definition';
import { setNode } from './set/definition';
import { solarBookNode } from './solar-book/definition';
import { solarConversationNode } from './solar-conversation/definition';
import { solarEstimateNode } from './solar-estimate/definition';
import { solarLeadNode } from './solar-lead/definition';
import { solarSlotsNode } from './solar-slots/definition';
import { sortNode } from './sort/definition';
import { splitOutNode } from './split-out/definition';
import { stopAndErrorNode } from './stop-and-error/definition';
import { summariserNode } from './summariser/definition';
import { summarizeNode } from './summarize/definition';
import { switchNode } from './switch/definition';
import { textClassifierNode } from './text-classifier/definition';
import { waitNode } from './wait/definition';
import { webhookTriggerNode } from './webhook-trigger/definition';
import { xmlNode } from './xml/definition';

// biome-ignore format: one line per node, so additions made in parallel merge cleanly
const DEFINITIONS: readonly NodeDefinition[] = [
  manualTriggerNode,
  scheduleTriggerNode,
  errorTriggerNode,
  noOpNode,
  placeholderNode,
  stopAndErrorNode,
  waitNode,
  approvalNode,
  ifNode,
  filterNode,
  switchNode,
  mergeNode,
  compareDatasetsNode,
  loopOverItemsNode,
  iterationNode,
  loopNode,
  codeNode,
  setNode,
  sortNode,
  limitNode,
  removeDuplicatesNode,
  aggregateNode,
  splitOutNode,
  summarizeNode,
  renameKeysNode,
  dateTimeNode,
  cryptoNode,
  convertNode,
  xmlNode,
  markdownNode,
  htmlNode,
  convertToFileNode,
  extractFromFileNode,
  webhookTriggerNode,
  respondToWebhookNode,
  formTriggerNode,
  httpRequestNode,
  chatTriggerNode,
  conversationVariablesNode,
  llmPromptNode,
  aiAgentNode,
  textClassifierNode,
  informationExtractorNode,
  summariserNode,
  knowledgeRetrievalNode,
  knowledgeInsertNode,
  sendEmailNode,
  aizTransferNode,
  chainPaymentNode,
  executeWorkflowNode,
  solarEstimateNode,
  solarSlotsNode,
  solarLeadNode,
  solarBookNode,
  solarConversationNode,
];

export interface NodeRegistryEntry {
  readonly id: string;
  readonly definition: NodeDefinition;
}

export const NODE_REGISTRY = defineRegistry<NodeRegistryEntry>(
  'node type',
  DEFINITIONS.map((definition) => ({ id: definition.type, definition })),
);
