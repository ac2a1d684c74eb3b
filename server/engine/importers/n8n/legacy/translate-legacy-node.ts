/**
 * The n8n node types whose parameters we translate onto one of our nodes (old versions, legacy nodes),
 * by n8n type. `undefined`: the type is not one of these (node-type-map.ts decides).
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import { translateCompareDatasets } from './compare-datasets';
import { translateDateTime } from './date-time-v2';
import { translateExecuteWorkflow } from './execute-workflow';
import { translateExecutionData } from './execution-data';
import { translateConvertToFile, translateExtractFromFile } from './files';
import { translateFunction, translateFunctionItem } from './function-nodes';
import { translateHtml } from './html';
import { translateItemLists } from './item-lists';
import type { LegacyTranslation } from './legacy-node';
import { translateMarkdown } from './markdown';
import { translateSummarize } from './summarize-v1';
import { translateRemoveDuplicates, translateSort } from './transform-nodes';
import { translateWait } from './wait-resume';

type Translate = (parameters: NodeParameters, typeVersion: number) => LegacyTranslation;

const TRANSLATIONS: Readonly<Record<string, Translate>> = {
  'n8n-nodes-base.itemLists': translateItemLists,
  'n8n-nodes-base.dateTime': translateDateTime,
  'n8n-nodes-base.compareDatasets': translateCompareDatasets,
  'n8n-nodes-base.function': translateFunction,
  'n8n-nodes-base.functionItem': translateFunctionItem,
  'n8n-nodes-base.summarize': translateSummarize,
  'n8n-nodes-base.executionData': translateExecutionData,
  'n8n-nodes-base.wait': translateWait,
  'n8n-nodes-base.html': translateHtml,
  'n8n-nodes-base.markdown': translateMarkdown,
  'n8n-nodes-base.convertToFile': translateConvertToFile,
  'n8n-nodes-base.extractFromFile': translateExtractFromFile,
  'n8n-nodes-base.sort': translateSort,
  'n8n-nodes-base.removeDuplicates': translateRemoveDuplicates,
  'n8n-nodes-base.executeWorkflow': translateExecuteWorkflow,
};

export function translateLegacyNode(
  type: string,
  parameters: NodeParameters,
  typeVersion: number,
): LegacyTranslation | undefined {
  return TRANSLATIONS[type]?.(parameters, typeVersion);
}
