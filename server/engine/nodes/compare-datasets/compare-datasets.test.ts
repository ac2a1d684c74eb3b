import { describe, expect, it } from 'vitest';
import { executeForTest, items } from '../execute-for-test';
import { compareDatasetsNode } from './definition';
import { fuzzyEqual } from './fuzzy-equal';

const byId = { mergeByFields: { values: [{ field1: 'id', field2: 'id' }] } };
/** Each output's items' JSON. */
const jsonOf = (outputs: { json: unknown }[][]) => outputs.map((list) => list.map((i) => i.json));
const run = (
  parameters: Record<string, unknown>,
  a: Record<string, unknown>[],
  b: Record<string, unknown>[],
) => executeForTest(compareDatasetsNode, parameters, [items(...a), items(...b)]);

describe('compare datasets', () => {
  it('sorts paired and unpaired items onto its four outputs', async () => {
    const out = await run(
      byId,
      [{ id: 1, v: 'a' }, { id: 2, v: 'b' }, { id: 3 }],
      [{ id: 1, v: 'a' }, { id: 2, v: 'B' }, { id: 4 }],
    );
    expect(jsonOf(out)).toEqual([
      [{ id: 3 }],
      [{ id: 1, v: 'a' }],
      [{ keys: { id: 2 }, same: { id: 2 }, different: { v: { inputA: 'b', inputB: 'B' } } }],
      [{ id: 4 }],
    ]);
  });

  it("names both versions and nulls as n8n's version 1 did", async () => {
    const out = await run(
      { ...byId, resolve: 'includeBoth', n8nVersion: 1 },
      [{ id: 1, n: 0 }],
      [{ id: 1, n: 5 }],
    );
    expect(jsonOf(out)[2]).toEqual([
      { keys: { id: 1 }, same: { id: 1 }, different: { n: { input1: null, input2: 5 } } },
    ]);
  });

  it("fails on a match field no item has before n8n 2.2, as n8n's check did", async () => {
    await expect(run({ ...byId, n8nVersion: 2.1 }, [{ x: 1 }], [{ id: 1 }])).rejects.toThrow(
      "Field 'id' is not present in any of items in 'Input A'",
    );
    const out = await run(byId, [{ x: 1 }], [{ id: 1 }]);
    expect(jsonOf(out)).toEqual([[{ x: 1 }], [], [], [{ id: 1 }]]);
  });

  it('compares fuzzily as n8n does, with null and 0 equal from version 2', () => {
    expect(fuzzyEqual(3, '3', 1)).toBe(true);
    expect(fuzzyEqual(true, 'TRUE', 1)).toBe(true);
    expect(fuzzyEqual({ a: 1 }, '{"a":1}', 1)).toBe(true);
    expect(fuzzyEqual(null, '', 1)).toBe(true);
    expect(fuzzyEqual(null, 0, 1)).toBe(false);
    expect(fuzzyEqual(null, 0, 2)).toBe(true);
    expect(fuzzyEqual(1, 2, 2)).toBe(false);
  });
});
