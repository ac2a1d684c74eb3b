/**
 * Every node type the engine runs and the builders list, one line each (keep one import and one entry
 * per line so parallel additions merge cleanly). Ids are the definitions' `type`.
 */
import { defineRegistry } from '@common/plugins/registry';
import { aggregateNode } from './aggregate/definition';
import { aizTransferNode } from './aiz-transfer/definition';
import { approvalNode } from './approval/definition';
import { codeNode } from './code/definition';
import { convertNode } from './convert/definition';
import { cryptoNode } from './crypto/definition';
import { dateTimeNode } from './date-time/definition';
import type { NodeDefinition } from './definition';
import { executeWorkflowNode } from './execute-workflow/definition';
import { filterNode } from './filter/definition';
import { ifNode } from './if/definition';
import { limitNode } from './limit/definition';
import { loopOverItemsNode } from './loop-over-items/definition';
import { manualTriggerNode } from './manual-trigger/definition';
import { mergeNode } from './merge/definition';
import { noOpNode } from './no-op/definition';
import { placeholderNode } from './placeholder/definition';
import { removeDuplicatesNode } from './remove-duplicates/definition';
import { renameKeysNode } from './rename-keys/definition';
import { sendEmailNode } from './send-email/definition';
import { setNode } from './set/definition';
import { sortNode } from './sort/definition';
import { splitOutNode } from './split-out/definition';
import { stopAndErrorNode } from './stop-and-error/definition';
import { summarizeNode } from './summarize/definition';
import { switchNode } from './switch/definition';
import { waitNode } from './wait/definition';

// biome-ignore format: one line per node, so additions made in parallel merge cleanly
const DEFINITIONS: readonly NodeDefinition[] = [
  manualTriggerNode,
  noOpNode,
  placeholderNode,
  stopAndErrorNode,
  waitNode,
  approvalNode,
  ifNode,
  filterNode,
  switchNode,
  mergeNode,
  loopOverItemsNode,
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
  sendEmailNode,
  aizTransferNode,
  executeWorkflowNode,
];

export interface NodeRegistryEntry {
  readonly id: string;
  readonly definition: NodeDefinition;
}

export const NODE_REGISTRY = defineRegistry<NodeRegistryEntry>(
  'node type',
  DEFINITIONS.map((definition) => ({ id: definition.type, definition })),
);
