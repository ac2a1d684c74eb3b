import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { removeDuplicatesNode } from './definition';

const input = items(
  { id: 1, name: 'Ann', meta: { a: 1, b: 2 } },
  { id: 2, name: 'Ann', meta: { b: 2, a: 1 } },
  { id: 1, name: 'Ann', meta: { a: 1, b: 2 } },
  { id: 3, name: 'Bo', meta: { a: 1, b: 3 } },
);

describe('remove duplicates', () => {
  it('compares all fields (key order does not matter) and keeps the first', async () => {
    const out = jsonOf(await executeForTest(removeDuplicatesNode, {}, [input]));
    expect(out.map((j) => j.id)).toEqual([1, 2, 3]);
  });

  it('compares only the selected fields, nested paths included', async () => {
    const byName = jsonOf(
      await executeForTest(removeDuplicatesNode, { compare: 'selectedFields', fieldsToCompare: 'name' }, [
        input,
      ]),
    );
    expect(byName.map((j) => j.id)).toEqual([1, 3]);
    const byMetaB = jsonOf(
      await executeForTest(removeDuplicatesNode, { compare: 'selectedFields', fieldsToCompare: ['meta.b'] }, [
        input,
      ]),
    );
    expect(byMetaB.map((j) => j.id)).toEqual([1, 3]);
  });

  it('compares all fields but the excluded ones', async () => {
    const out = jsonOf(
      await executeForTest(removeDuplicatesNode, { compare: 'allFieldsExcept', fieldsToExclude: 'id' }, [
        input,
      ]),
    );
    expect(out.map((j) => j.id)).toEqual([1, 3]);
  });

  it('asks for a field when none is selected', async () => {
    await expect(
      executeForTest(removeDuplicatesNode, { compare: 'selectedFields' }, [input]),
    ).rejects.toThrow('No fields specified');
  });

  it('refuses a compared field missing from an item or changing type, as n8n does; null is allowed', async () => {
    const selected = { compare: 'selectedFields', fieldsToCompare: 'v' };
    await expect(executeForTest(removeDuplicatesNode, selected, [items({ v: 1 }, { w: 1 })])).rejects.toThrow(
      "'v' field is missing from some input items",
    );
    await expect(
      executeForTest(removeDuplicatesNode, selected, [items({ v: 1 }, { v: '1' })]),
    ).rejects.toThrow("'v' isn't always the same type");
    const out = await executeForTest(removeDuplicatesNode, selected, [
      items({ v: null }, { v: 1 }, { v: null }),
    ]);
    expect(jsonOf(out)).toEqual([{ v: null }, { v: 1 }]);
  });

  it('keeps only the compared fields on request, and gives nothing for no items', async () => {
    const out = await executeForTest(
      removeDuplicatesNode,
      { compare: 'selectedFields', fieldsToCompare: 'name, meta.b', removeOtherFields: true },
      [input],
    );
    expect(jsonOf(out)).toEqual([
      { name: 'Ann', meta: { b: 2 } },
      { name: 'Bo', meta: { b: 3 } },
    ]);
    expect(await executeForTest(removeDuplicatesNode, {}, [[]])).toEqual([[]]);
  });

  it("reads n8n's settings under options", async () => {
    const out = await executeForTest(
      removeDuplicatesNode,
      { compare: 'selectedFields', fieldsToCompare: 'name', options: { removeOtherFields: true } },
      [input],
    );
    expect(jsonOf(out)).toEqual([{ name: 'Ann' }, { name: 'Bo' }]);
  });

  it('compares values of different types without stopping when type checks are off (Item Lists 3.1)', async () => {
    const input = [items({ v: '1' }, { v: 1 }, { v: '1' }, { v: [] }, { v: {} }, { v: [] })];
    const out = await executeForTest(removeDuplicatesNode, { checkTypes: false }, input);
    expect(jsonOf(out)).toEqual([{ v: '1' }, { v: 1 }, { v: [] }, { v: {} }]);
  });
});
