import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { setNode } from './definition';

const run = async (parameters: Record<string, unknown>, input = items({ id: 1, name: 'Ann', tags: ['a'] })) =>
  jsonOf(await executeForTest(setNode, parameters, [input]));

describe('set (edit fields)', () => {
  it('keeps only the fields it sets by default, with dot paths making nested objects', async () => {
    const out = await run({ assignments: [{ name: 'user.first', value: 'Ann' }] });
    expect(out).toEqual([{ user: { first: 'Ann' } }]);
  });

  it('converts each type as n8n does', async () => {
    const out = await run({
      assignments: [
        { name: 's', type: 'string', value: 12 },
        { name: 'n', type: 'number', value: '3.5' },
        { name: 'b', type: 'boolean', value: 'true' },
        { name: 'a', type: 'array', value: '[1,2]' },
        { name: 'o', type: 'object', value: '{"x":1}' },
      ],
    });
    expect(out).toEqual([{ s: '12', n: 3.5, b: true, a: [1, 2], o: { x: 1 } }]);
  });

  it('fails on a value that does not fit its type, unless told to ignore it', async () => {
    const assignments = [{ name: 'n', type: 'number', value: 'abc' }];
    await expect(run({ assignments })).rejects.toThrow("'n' expects a number but we got 'abc'");
    expect(await run({ assignments, ignoreConversionErrors: true })).toEqual([{ n: 'abc' }]);
  });

  it('includes all, selected or all but the excluded input fields', async () => {
    const assignments = [{ name: 'x', value: 'y' }];
    expect(await run({ assignments, includeOtherFields: true })).toEqual([
      { id: 1, name: 'Ann', tags: ['a'], x: 'y' },
    ]);
    expect(
      await run({ assignments, includeOtherFields: true, include: 'selected', includeFields: 'id' }),
    ).toEqual([{ id: 1, x: 'y' }]);
    expect(
      await run({ assignments, includeOtherFields: true, include: 'except', excludeFields: 'name, tags' }),
    ).toEqual([{ id: 1, x: 'y' }]);
  });

  it('sets a dotted key literally when dot notation is off, and overwrites existing fields', async () => {
    expect(
      await run({ assignments: [{ name: 'a.b', value: 1, type: 'number' }], dotNotation: false }),
    ).toEqual([{ 'a.b': 1 }]);
    expect(await run({ assignments: [{ name: 'name', value: 'Bo' }], includeOtherFields: true })).toEqual([
      { id: 1, name: 'Bo', tags: ['a'] },
    ]);
  });

  it('sets the keys of a JSON object in JSON mode, and names the item whose JSON is not an object', async () => {
    expect(await run({ mode: 'raw', jsonOutput: '{"a": {"b": 1}, "c.d": [2]}' })).toEqual([
      { a: { b: 1 }, c: { d: [2] } },
    ]);
    expect(await run({ mode: 'raw', jsonOutput: { id: 2 }, includeOtherFields: true })).toEqual([
      { id: 2, name: 'Ann', tags: ['a'] },
    ]);
    await expect(run({ mode: 'raw', jsonOutput: '[1]' })).rejects.toThrow(
      "The 'JSON Output' in item 0 does not contain a valid JSON object",
    );
  });

  it("reads n8n's own parameter shape (Set 3.4: wrapped assignments, settings under options)", async () => {
    const out = await run({
      mode: 'manual',
      assignments: { assignments: [{ id: 'a1', name: 'a.b', value: '5', type: 'number' }] },
      includeOtherFields: false,
      options: { dotNotation: false },
    });
    expect(out).toEqual([{ 'a.b': 5 }]);
  });

  it('resolves parameters per item and never reaches a prototype', async () => {
    const out = jsonOf(
      await executeForTest(setNode, (i) => ({ assignments: [{ name: 'i', type: 'number', value: i }] }), [
        items({}, {}),
      ]),
    );
    expect(out).toEqual([{ i: 0 }, { i: 1 }]);
    await expect(run({ assignments: [{ name: '__proto__.polluted', value: 'x' }] })).rejects.toThrow(
      'not allowed',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
