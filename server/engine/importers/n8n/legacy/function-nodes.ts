/**
 * n8n's legacy Function and Function Item nodes become our Code node. Function (`functionCode`, run once
 * with `items`, returning items; plain objects are wrapped, as n8n's `normalizeItems` does) runs as
 * "run once for all items", where `items` is the same list. Function Item runs its code once per item with
 * `item` bound to that item's JSON (a copy) and takes whatever it returns as the new JSON; returning
 * nothing is an error, as in n8n. The wrapper keeps the user's first line on line 1.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

/** What the legacy nodes offered and our Code node does not: the run would stop on them, so say it now. */
const NOT_PROVIDED = ['$item(', 'getWorkflowStaticData', 'getBinaryData', 'setBinaryData', 'helpers.'];

const DEFAULT_FUNCTION_CODE = 'return items;';
const DEFAULT_FUNCTION_ITEM_CODE = 'return item;';

function missingNames(code: string, nodeType: string): string[] {
  const used = NOT_PROVIDED.filter((name) => code.includes(name));
  return used.length === 0
    ? []
    : [
        `its code uses ${used.map((n) => n.replace(/[(.]$/, '')).join(', ')}, which the legacy ${nodeType} node offered and the AIZ Code node does not: that line will stop the run`,
      ];
}

export function translateFunction(parameters: NodeParameters): LegacyTranslation {
  const code = typeof parameters.functionCode === 'string' ? parameters.functionCode : DEFAULT_FUNCTION_CODE;
  return {
    type: 'code',
    parameters: { mode: 'runOnceForAllItems', jsCode: code },
    warnings: missingNames(code, 'Function'),
  };
}

export function translateFunctionItem(parameters: NodeParameters): LegacyTranslation {
  const code =
    typeof parameters.functionCode === 'string' ? parameters.functionCode : DEFAULT_FUNCTION_ITEM_CODE;
  const jsCode = [
    `const __json = await (async function (item) {${code}`,
    '})($json);',
    "if (__json === undefined) throw new Error('No data got returned. Always an object has to be returned!');",
    'return { json: __json };',
  ].join('\n');
  return {
    type: 'code',
    parameters: { mode: 'runOnceForEachItem', jsCode },
    warnings: missingNames(code, 'Function Item'),
  };
}
