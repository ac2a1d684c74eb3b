/**
 * n8n's Execution Data node saves key/value pairs on the execution (for searching executions) and passes
 * its items on unchanged. The items are what the workflow sees: it becomes our No-op, and the report says
 * the pairs are not kept (AIZ runs have no custom data).
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateExecutionData(parameters: NodeParameters): LegacyTranslation {
  const values = (parameters.dataToSave as { values?: { key?: unknown }[] } | undefined)?.values ?? [];
  const keys = values.map((v) => String(v.key ?? '')).filter((k) => k !== '');
  return {
    type: 'no-op',
    parameters: {},
    warnings: [
      `passes its items on unchanged; the execution data it saved in n8n${keys.length > 0 ? ` (${keys.join(', ')})` : ''} is not kept, as AIZ runs have no custom data`,
    ],
  };
}
