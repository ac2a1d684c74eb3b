import { describe, expect, it } from 'vitest';
import { mergeNode } from '../../../nodes/merge/definition';
import { items, runNode } from '../../../nodes/testing';
import { translateLegacyParameters } from './index';

const merge = (version: number, parameters: Record<string, unknown>) =>
  translateLegacyParameters('n8n-nodes-base.merge', version, parameters);

async function runMerge(version: number, parameters: Record<string, unknown>, a: unknown[], b: unknown[]) {
  const translated = merge(version, parameters);
  if (!translated || !('parameters' in translated)) throw new Error('not translated');
  const [out] = (await runNode(
    mergeNode,
    [items(...(a as Record<string, unknown>[])), items(...(b as Record<string, unknown>[]))],
    {
      parameters: translated.parameters,
    },
  )) as { json: unknown }[][];
  return out?.map((item) => item.json);
}

describe("n8n Merge v1's modes, as MergeV1 runs them", () => {
  const keyed1 = [{ id: 1, a: 'x' }, { id: 2, a: 'y' }, { a: 'no key' }];
  const keyed2 = [
    { key: 1, a: 'X', b: 1 },
    { key: 1, b: 2 },
    { key: 3, b: 3 },
  ];
  const byKey = (mode: string, overwrite?: string) => ({
    mode,
    propertyName1: 'id',
    propertyName2: 'key',
    overwrite,
  });

  it('mergeByKey copies the last matching item of input 2 in, never its key, and drops items without a key', async () => {
    expect(await runMerge(1, byKey('mergeByKey'), keyed1, keyed2)).toEqual([
      { id: 1, a: 'x', b: 2 },
      { id: 2, a: 'y' },
    ]);
  });

  it('mergeByKey overwrites always, only missing fields, or only blank ones', async () => {
    const a = [{ id: 1, b: null }];
    const b = [{ key: 1, b: 5, c: 6 }];
    expect(await runMerge(1, byKey('mergeByKey', 'always'), a, b)).toEqual([{ id: 1, b: 5, c: 6 }]);
    expect(await runMerge(1, byKey('mergeByKey', 'undefined'), a, b)).toEqual([{ id: 1, b: null, c: 6 }]);
    expect(await runMerge(1, byKey('mergeByKey', 'blank'), a, b)).toEqual([{ id: 1, b: 5, c: 6 }]);
  });

  it('keepKeyMatches and removeKeyMatches split input 1 by whether its key is in input 2', async () => {
    expect(await runMerge(1, byKey('keepKeyMatches'), keyed1, keyed2)).toEqual([{ id: 1, a: 'x' }]);
    expect(await runMerge(1, byKey('removeKeyMatches'), keyed1, keyed2)).toEqual([
      { id: 2, a: 'y' },
      { a: 'no key' },
    ]);
  });

  it('mergeByIndex joins by position, left by default, input 2 replacing whole fields', async () => {
    const a = [{ x: 1, n: { a: 1 } }, { x: 2 }];
    const b = [{ y: 1, n: { b: 2 } }];
    expect(await runMerge(1, { mode: 'mergeByIndex' }, a, b)).toEqual([
      { x: 1, n: { b: 2 }, y: 1 },
      { x: 2 },
    ]);
    expect(await runMerge(1, { mode: 'mergeByIndex', join: 'inner' }, a, b)).toEqual([
      { x: 1, n: { b: 2 }, y: 1 },
    ]);
    expect(await runMerge(1, { mode: 'mergeByIndex', join: 'outer' }, b, a)).toEqual([
      { y: 1, n: { a: 1 }, x: 1 },
      { x: 2 },
    ]);
  });

  it('multiplex pairs every item, passThrough and wait choose a branch', async () => {
    expect(await runMerge(1, { mode: 'multiplex' }, [{ a: 1 }, { a: 2 }], [{ b: 1 }])).toEqual([
      { a: 1, b: 1 },
      { a: 2, b: 1 },
    ]);
    expect(await runMerge(1, { mode: 'passThrough', output: 'input2' }, [{ a: 1 }], [{ b: 1 }])).toEqual([
      { b: 1 },
    ]);
    expect(await runMerge(1, { mode: 'wait' }, [{ a: 1 }], [{ b: 1 }])).toEqual([{}]);
  });
});

describe('n8n Merge v3', () => {
  it('chooses the input it names, and combines by the fields it lists', async () => {
    expect(merge(3, { mode: 'chooseBranch', useDataOfInput: 2 })).toEqual({
      parameters: { mode: 'chooseBranch', chooseBranch: 'input2' },
    });
    expect(
      await runMerge(
        3.1,
        { mode: 'combine', fieldsToMatchString: 'id' },
        [{ id: 1, a: 1 }],
        [{ id: 1, b: 2 }],
      ),
    ).toEqual([{ id: 1, a: 1, b: 2 }]);
  });

  it('stops, naming the parameter, where our Merge cannot follow', () => {
    expect(merge(3, { mode: 'combineBySql', query: 'SELECT 1' })).toEqual({
      unsupported: expect.stringContaining('"mode" is "combineBySql"'),
    });
    expect(merge(3.2, { mode: 'append', numberInputs: 3 })).toEqual({
      unsupported: expect.stringContaining('"numberInputs" is 3'),
    });
  });
});

describe('If v1 and Switch before 3', () => {
  it('keeps If v1 conditions for the If node to check as v1 did', () => {
    const conditions = { number: [{ value1: 1, operation: 'larger', value2: 0 }] };
    expect(
      translateLegacyParameters('n8n-nodes-base.if', 1, { conditions, combineOperation: 'any' }),
    ).toEqual({
      parameters: { legacyConditions: conditions, legacyCombine: 'any' },
    });
  });

  it('writes out what n8n reads for options a v2 condition list leaves out', () => {
    const translated = translateLegacyParameters('n8n-nodes-base.filter', 2, {
      conditions: { conditions: [] },
    });
    expect(translated).toEqual({
      parameters: {
        conditions: { conditions: [], options: { caseSensitive: false, typeValidation: 'loose' } },
      },
    });
  });

  it("makes each Switch 1 or 2 rule one with that version's comparison, to its own output or the one it names", () => {
    const v2 = translateLegacyParameters('n8n-nodes-base.switch', 2, {
      dataType: 'string',
      value1: '={{ $json.output }}',
      rules: {
        rules: [
          { value2: 'first', outputKey: 'First' },
          { operation: 'contains', value2: 'sec' },
        ],
      },
      fallbackOutput: 1,
    });
    expect(v2).toEqual({
      parameters: {
        mode: 'rules',
        rules: [
          {
            legacyConditions: { string: [{ value1: '={{ $json.output }}', value2: 'first' }] },
            outputLabel: 'First',
          },
          {
            legacyConditions: {
              string: [{ value1: '={{ $json.output }}', operation: 'contains', value2: 'sec' }],
            },
          },
        ],
        options: { fallbackOutput: 1 },
      },
    });
    const v1 = translateLegacyParameters('n8n-nodes-base.switch', 1, {
      value1: '={{ $json.n }}',
      rules: { rules: [{ operation: 'larger', value2: 5, output: 3 }] },
    });
    expect(v1).toEqual({
      parameters: {
        mode: 'rules',
        rules: [
          {
            legacyConditions: { number: [{ value1: '={{ $json.n }}', operation: 'larger', value2: 5 }] },
            output: 3,
          },
        ],
        options: { fallbackOutput: 'none' },
      },
    });
  });

  it('stops a Switch 1 or 2 whose output or data type ours cannot follow, naming the parameter', () => {
    const rules = { rules: [{ value2: 1, output: 4 }] };
    expect(translateLegacyParameters('n8n-nodes-base.switch', 1, { rules })).toEqual({
      unsupported: expect.stringContaining('"rules.rules[0].output"'),
    });
    expect(translateLegacyParameters('n8n-nodes-base.switch', 2, { dataType: 'json', rules })).toEqual({
      unsupported: expect.stringContaining('"dataType"'),
    });
    expect(
      translateLegacyParameters('n8n-nodes-base.switch', 2, { mode: 'expression', outputsAmount: 12 }),
    ).toEqual({ unsupported: expect.stringContaining('"outputsAmount"') });
  });
});
