/**
 * n8n's Sort and Remove Duplicates nodes, where one of their modes is not our node of the same name:
 * a Sort of type "code" becomes a Code node calling the comparison (as the Item Lists sort does); Remove
 * Duplicates 2 also remembers items across executions (a store we do not have), so those operations
 * import as placeholders saying so, and only "remove items repeated within current input" runs.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import { sortByCode } from './item-lists';
import type { LegacyTranslation } from './legacy-node';

export function translateSort(parameters: NodeParameters): LegacyTranslation {
  if (parameters.type === 'code') return sortByCode(parameters.code);
  const { code: _code, ...rest } = parameters;
  return { type: 'sort', parameters: rest };
}

export function translateRemoveDuplicates(
  parameters: NodeParameters,
  typeVersion: number,
): LegacyTranslation {
  const { operation = 'removeDuplicateInputItems', ...rest } = parameters;
  if (typeVersion >= 2 && operation !== 'removeDuplicateInputItems') {
    return {
      reason: `Remove Duplicates "${String(operation)}" keeps items seen in earlier executions, which AIZ does not store (parameter "operation")`,
    };
  }
  return { type: 'remove-duplicates', parameters: rest };
}
