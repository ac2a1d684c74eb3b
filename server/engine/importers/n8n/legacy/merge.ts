/**
 * n8n's Merge, every version, in the parameters our Merge node reads (nodes/merge):
 * - v1 modes: append; mergeByIndex (join inner/left/outer: by position, input 2 winning, shallow);
 *   multiplex (every pair, shallow); passThrough (one input's items); wait (one empty item);
 *   keepKeyMatches, removeKeyMatches, mergeByKey (our `legacy…` modes, which keep v1's rules).
 * - v2, 2.1: append; combine by `combinationMode` mergeByFields / mergeByPosition / multiplex;
 *   chooseBranch `output` input1 / input2 / empty. Before 2.1 a field to match that an input lacks fails.
 * - v3: `combineBy` combineByFields / combineByPosition / combineAll, fields as `fieldsToMatchString`
 *   or (advanced) `mergeByFields.values`, chooseBranch `output` specifiedInput / empty with
 *   `useDataOfInput`. More than two inputs and SQL mode stop the run (our Merge has two inputs).
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './translation';

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};

const SHALLOW_INPUT2_WINS = {
  clashHandling: { values: { resolveClash: 'preferInput2', mergeMode: 'shallowMerge' } },
};

const made = (parameters: Row): LegacyTranslation => ({ parameters: parameters as NodeParameters });

function v1(p: Row): LegacyTranslation {
  const mode = typeof p.mode === 'string' ? p.mode : 'append';
  switch (mode) {
    case 'append':
      return made({ mode: 'append' });
    case 'mergeByIndex': {
      const join = typeof p.join === 'string' ? p.join : 'left';
      const includeUnpaired = join === 'outer' ? true : join === 'inner' ? false : 'input1';
      return made({ mode: 'combineByPosition', includeUnpaired, options: SHALLOW_INPUT2_WINS });
    }
    case 'multiplex':
      return made({ mode: 'combineAll', options: SHALLOW_INPUT2_WINS });
    case 'passThrough':
      return made({ mode: 'chooseBranch', chooseBranch: p.output === 'input2' ? 'input2' : 'input1' });
    case 'wait':
      return made({ mode: 'chooseBranch', chooseBranch: 'empty' });
    case 'keepKeyMatches':
    case 'removeKeyMatches':
    case 'mergeByKey':
      return made({
        mode: `legacy${mode.charAt(0).toUpperCase()}${mode.slice(1)}`,
        propertyName1: p.propertyName1 ?? '',
        propertyName2: p.propertyName2 ?? '',
        overwrite: p.overwrite ?? 'always',
      });
    default:
      return { unsupported: `the parameter "mode" is "${mode}", which Merge v1 does not have` };
  }
}

/** n8n's combine options, kept under n8n's names; `includeUnpaired` moves up to our parameter. */
function combineOptions(p: Row, version: number): Row {
  const { includeUnpaired: _u, ...options } = asRow(p.options);
  return { ...options, fieldsMustExist: version < 2.1 };
}

function byFields(p: Row, version: number, fields: unknown): LegacyTranslation {
  return made({
    mode: 'combineByFields',
    fields,
    joinMode: p.joinMode ?? 'keepMatches',
    outputDataFrom: p.outputDataFrom ?? 'both',
    options: combineOptions(p, version),
  });
}

function combine(p: Row, version: number, how: string, fields: () => unknown): LegacyTranslation {
  switch (how) {
    case 'mergeByFields':
    case 'combineByFields':
      return byFields(p, version, fields());
    case 'mergeByPosition':
    case 'combineByPosition':
      return made({
        mode: 'combineByPosition',
        includeUnpaired: asRow(p.options).includeUnpaired === true,
        options: combineOptions(p, version),
      });
    case 'multiplex':
    case 'combineAll':
      return made({ mode: 'combineAll', options: combineOptions(p, version) });
    default:
      return { unsupported: `the parameter "combineBy" is "${how}", which our Merge does not do` };
  }
}

const fieldPairs = (p: Row) =>
  Array.isArray(asRow(p.mergeByFields).values) ? asRow(p.mergeByFields).values : [];

function v2(p: Row, version: number): LegacyTranslation {
  const mode = typeof p.mode === 'string' ? p.mode : 'append';
  if (mode === 'append') return made({ mode: 'append' });
  if (mode === 'chooseBranch') {
    const output = typeof p.output === 'string' ? p.output : 'input1';
    return made({ mode: 'chooseBranch', chooseBranch: output });
  }
  if (mode !== 'combine')
    return { unsupported: `the parameter "mode" is "${mode}", which Merge v2 does not have` };
  const how = typeof p.combinationMode === 'string' ? p.combinationMode : 'mergeByFields';
  return combine(p, version, how, () => fieldPairs(p));
}

function v3(p: Row, version: number): LegacyTranslation {
  const inputs = typeof p.numberInputs === 'number' ? p.numberInputs : 2;
  if (inputs > 2) {
    return { unsupported: `the parameter "numberInputs" is ${inputs}; our Merge joins two inputs` };
  }
  const mode = typeof p.mode === 'string' ? p.mode : 'append';
  if (mode === 'append') return made({ mode: 'append' });
  if (mode === 'combineBySql') {
    return {
      unsupported:
        'the parameter "mode" is "combineBySql" (an SQL query over the inputs), which our Merge does not run',
    };
  }
  if (mode === 'chooseBranch') {
    if (p.output === 'empty') return made({ mode: 'chooseBranch', chooseBranch: 'empty' });
    const input = Number(p.useDataOfInput ?? 1);
    if (input !== 1 && input !== 2) {
      return {
        unsupported: `the parameter "useDataOfInput" is ${String(p.useDataOfInput)}; our Merge has two inputs`,
      };
    }
    return made({ mode: 'chooseBranch', chooseBranch: input === 2 ? 'input2' : 'input1' });
  }
  if (mode !== 'combine')
    return { unsupported: `the parameter "mode" is "${mode}", which Merge v3 does not have` };
  const how = typeof p.combineBy === 'string' ? p.combineBy : 'combineByFields';
  return combine(p, version, how, () =>
    p.advanced === true
      ? fieldPairs(p)
      : String(p.fieldsToMatchString ?? '')
          .split(',')
          .map((f) => f.trim())
          .map((field) => ({ field1: field, field2: field })),
  );
}

export function translateMerge(parameters: Row, version: number): LegacyTranslation | undefined {
  if (version < 2) return v1(parameters);
  if (version < 3) return v2(parameters, version);
  return v3(parameters, version);
}
