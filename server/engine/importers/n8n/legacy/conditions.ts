/**
 * The condition nodes (If, Filter, Switch) from older n8n versions:
 * - If v1 and Filter v1 keep `conditions: {boolean, dateTime, number, string}` and `combineOperation`
 *   (If: all/any) or `combineConditions` (Filter: AND/OR); our nodes check them as v1 did
 *   (`legacyConditions`, nodes/if/conditions-v1.ts).
 * - From If/Filter v2 and Switch v3 on, a condition list's stored `options` rule at run time: a missing
 *   `typeValidation` is loose and a missing `caseSensitive` ignores case (n8n checks `=== 'strict'` and
 *   `!caseSensitive`); ours default the other way, so the importer writes n8n's reading out.
 * - Switch v3 keeps its rules under `rules.values`, each with `outputKey`.
 * - Switch v1 and v2 keep one `value1` of one `dataType` and `rules.rules` of `{operation, value2}`:
 *   each rule becomes one with that comparison as If v1 makes it (`legacyConditions`). v2 sends a rule's
 *   items to the rule's own output; v1 to the rule's `output` (several rules may share one, of 4).
 *   `fallbackOutput` is an output number, or -1 for none.
 */

import { countOf } from '../../../../../common/plural';
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './translation';

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};

/** A condition list with n8n's run-time reading of its options written out. */
export function withN8nOptions(conditions: unknown): Row {
  const list = asRow(conditions);
  const options = asRow(list.options);
  return {
    ...list,
    options: {
      ...options,
      caseSensitive: options.caseSensitive === true,
      typeValidation: options.typeValidation === 'strict' ? 'strict' : 'loose',
    },
  };
}

function v1(parameters: Row, combine: 'all' | 'any'): LegacyTranslation {
  const { conditions, combineOperation: _c, combineConditions: _f, ...rest } = parameters;
  return {
    parameters: { ...rest, legacyConditions: asRow(conditions), legacyCombine: combine } as NodeParameters,
  };
}

export function translateIf(parameters: Row, version: number): LegacyTranslation | undefined {
  if (version < 2) return v1(parameters, parameters.combineOperation === 'any' ? 'any' : 'all');
  return {
    parameters: { ...parameters, conditions: withN8nOptions(parameters.conditions) } as NodeParameters,
  };
}

export function translateFilter(parameters: Row, version: number): LegacyTranslation | undefined {
  if (version < 2) return v1(parameters, parameters.combineConditions === 'OR' ? 'any' : 'all');
  return {
    parameters: { ...parameters, conditions: withN8nOptions(parameters.conditions) } as NodeParameters,
  };
}

/** Our Switch offers this many rule outputs (nodes/switch MAX_SWITCH_OUTPUTS). */
const SWITCH_RULES = 10;

/** n8n's Switch 1 has four outputs; Switch 2 one per rule. */
const SWITCH_V1_OUTPUTS = 4;
const V1_DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'];

function translateSwitchV1V2(parameters: Row, version: number): LegacyTranslation {
  const {
    dataType: given,
    value1,
    rules: rulesParameter,
    fallbackOutput,
    outputsAmount,
    ...rest
  } = parameters;
  if ((parameters.mode ?? 'rules') === 'expression') {
    const outputs = version < 2 ? SWITCH_V1_OUTPUTS : Number(outputsAmount ?? 4);
    if (!Number.isInteger(outputs) || outputs > SWITCH_RULES) {
      return {
        unsupported: `the parameter "outputsAmount" is ${String(outputsAmount)}; our Switch routes to at most ${SWITCH_RULES} outputs`,
      };
    }
    return { parameters: { ...rest, mode: 'expression' } as NodeParameters };
  }
  const dataType = given ?? 'number';
  if (typeof dataType !== 'string' || !V1_DATA_TYPES.includes(dataType)) {
    return { unsupported: `the parameter "dataType" is ${JSON.stringify(dataType)}` };
  }
  const values = asRow(rulesParameter).rules;
  const rules = Array.isArray(values) ? values.map(asRow) : [];
  if (rules.length > SWITCH_RULES) {
    return {
      unsupported: `the parameter "rules.rules" has ${countOf(rules.length, 'rule')}; our Switch routes at most ${SWITCH_RULES}`,
    };
  }
  const fallback = fallbackOutput === undefined ? -1 : Number(fallbackOutput);
  const outputCount = version < 2 ? SWITCH_V1_OUTPUTS : rules.length;
  if (!Number.isInteger(fallback) || fallback < -1 || fallback >= outputCount) {
    return { unsupported: `the parameter "fallbackOutput" is ${JSON.stringify(fallbackOutput)}` };
  }
  const translated: Row[] = [];
  for (const [index, rule] of rules.entries()) {
    const { operation, value2, outputKey, output } = rule;
    const target = version < 2 ? Number(output ?? 0) : index;
    if (!Number.isInteger(target) || target < 0 || target >= outputCount) {
      return { unsupported: `the parameter "rules.rules[${index}].output" is ${JSON.stringify(output)}` };
    }
    // Left out, a value or an operation takes its data type's default (n8n's), as If v1 reads them.
    const comparison = {
      ...(value1 === undefined ? {} : { value1 }),
      ...(operation === undefined ? {} : { operation }),
      ...(value2 === undefined ? {} : { value2 }),
    };
    translated.push({
      legacyConditions: { [dataType]: [comparison] },
      ...(version < 2 ? { output: target } : {}),
      ...(typeof outputKey === 'string' && outputKey !== '' ? { outputLabel: outputKey } : {}),
    });
  }
  return {
    parameters: {
      ...rest,
      mode: 'rules',
      rules: translated,
      options: { fallbackOutput: fallback === -1 ? 'none' : fallback },
    } as NodeParameters,
  };
}

export function translateSwitch(parameters: Row, version: number): LegacyTranslation | undefined {
  if (version < 3) return translateSwitchV1V2(parameters, version);
  if (parameters.mode === 'expression') return undefined;
  const rules = asRow(parameters.rules);
  const values = Array.isArray(parameters.rules)
    ? parameters.rules
    : Array.isArray(rules.values)
      ? rules.values
      : [];
  if (values.length > SWITCH_RULES) {
    return {
      unsupported: `the parameter "rules" has ${countOf(values.length, 'rule')}; our Switch routes at most ${SWITCH_RULES}`,
    };
  }
  return {
    parameters: {
      ...parameters,
      rules: values.map((rule) => {
        const r = asRow(rule);
        const label = r.renameOutput === true && typeof r.outputKey === 'string' ? r.outputKey : undefined;
        return { conditions: withN8nOptions(r.conditions), ...(label ? { outputLabel: label } : {}) };
      }),
    } as NodeParameters,
  };
}

/**
 * n8n puts a Switch's "extra" fallback output right after its rules; ours has it after all rule outputs
 * (output `SWITCH_RULES`). Other outputs keep their index.
 */
export function switchOutput(parameters: Row, output: number): number {
  if (parameters.mode === 'expression') return output;
  const rules = asRow(parameters.rules);
  const count = Array.isArray(parameters.rules)
    ? parameters.rules.length
    : Array.isArray(rules.values)
      ? rules.values.length
      : 0;
  const fallback = asRow(parameters.options).fallbackOutput;
  return fallback === 'extra' && output === count ? SWITCH_RULES : output;
}
