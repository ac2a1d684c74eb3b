/**
 * n8n's Item Lists node (v1-v3, `n8n-nodes-base.itemLists`) held six operations that n8n later split into
 * their own nodes with the same parameters; each becomes ours: aggregate (`aggregateItems`, named
 * `concatenateItems` in v3), limit, remove duplicates, sort, split out and summarize. v1-v2 list field
 * names as `{ fields: [{ fieldName }] }`, v3 as text; both are read. A sort of type "code" becomes a
 * Code node calling the comparison as n8n does.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import { fieldNamesOf, type LegacyTranslation } from './legacy-node';

const withNames = (parameters: NodeParameters, keys: string[]): NodeParameters => {
  const out: NodeParameters = { ...parameters };
  for (const key of keys) {
    if (key in out) out[key] = fieldNamesOf(out[key]) as NodeParameters[string];
  }
  return out;
};

/** n8n's sort by code: the code is the body of `(a, b) => number`, run over the items. */
export function sortByCode(code: unknown): LegacyTranslation {
  if (typeof code !== 'string' || !/\breturn\b/.test(code)) {
    return { reason: 'its sort code does not return a value (parameter "code")' };
  }
  return {
    type: 'code',
    parameters: {
      mode: 'runOnceForAllItems',
      jsCode: `const __compare = function (a, b) {${code}\n};\nreturn $input.all().sort(__compare);`,
    },
  };
}

export function translateItemLists(raw: NodeParameters, typeVersion = 1): LegacyTranslation {
  const { operation = 'splitOutItems', resource, ...parameters } = raw;
  if (resource !== undefined && resource !== 'itemList') {
    return { reason: `the Item Lists resource "${String(resource)}" has no AIZ node (parameter "resource")` };
  }
  switch (operation) {
    case 'aggregateItems':
    case 'concatenateItems':
      return {
        type: 'aggregate',
        // Before 2.1 a field to aggregate that no item has stopped the node.
        parameters: {
          ...withNames(parameters, ['fieldsToInclude', 'fieldsToExclude']),
          ...(typeVersion < 2.1 ? { requireFields: true } : {}),
        },
      };
    case 'limit':
      return { type: 'limit', parameters };
    case 'removeDuplicates':
      return {
        type: 'remove-duplicates',
        // From 3.1 Item Lists compares values of different types instead of stopping on them.
        parameters: {
          ...withNames(parameters, ['fieldsToCompare', 'fieldsToExclude']),
          ...(typeVersion >= 3.1 ? { checkTypes: false } : {}),
        },
      };
    case 'sort': {
      if (parameters.type === 'code') return sortByCode(parameters.code);
      // Item Lists compares text in lower case and stops when no item has a sort field.
      const { code: _code, ...rest } = parameters;
      return { type: 'sort', parameters: { ...rest, textOrder: 'lowercase', requireFields: true } };
    }
    case 'splitOutItems':
      // Before 2.1 a missing field, before 2.2 a field with no list or object, stopped the node.
      return {
        type: 'split-out',
        parameters: {
          ...withNames(parameters, ['fieldsToInclude']),
          ...(typeVersion < 2.1 ? { requireField: true } : {}),
          ...(typeVersion < 2.2 ? { requireList: true } : {}),
        },
      };
    case 'summarize':
      // Item Lists gives the split-by values as text, as Summarize 1.0 does; from 2.1 a field no item has
      // is summarized (a count of 0) instead of stopping the node.
      return {
        type: 'summarize',
        parameters: {
          ...parameters,
          groupValues: 'text',
          ...(typeVersion >= 2.1
            ? { options: { ...(parameters.options as object | undefined), continueIfFieldNotFound: true } }
            : {}),
        },
      };
    default:
      return {
        reason: `the Item Lists operation "${String(operation)}" has no AIZ node (parameter "operation")`,
      };
  }
}
