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
});
