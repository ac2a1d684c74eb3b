import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { aggregateNode } from './definition';

const input = items(
  { id: 1, tags: ['a', 'b'], user: { n: 'Ann' } },
  { id: 2, tags: ['c'] },
  { id: 3, tags: ['a'] },
);

describe('aggregate', () => {
  it('gathers individual fields into lists, one item out', async () => {
    const out = await executeForTest(
      aggregateNode,
      { fieldsToAggregate: [{ fieldToAggregate: 'id' }, { fieldToAggregate: 'tags' }] },
      [input],
    );
    expect(jsonOf(out)).toEqual([{ id: [1, 2, 3], tags: [['a', 'b'], ['c'], ['a']] }]);
  });

  it('renames the output field, merges lists and keeps missing values on request', async () => {
    const merged = await executeForTest(
      aggregateNode,
      {
        fieldsToAggregate: [{ fieldToAggregate: 'tags', renameField: true, outputFieldName: 'all' }],
        mergeLists: true,
      },
      [input],
    );
    expect(jsonOf(merged)).toEqual([{ all: ['a', 'b', 'c', 'a'] }]);
    const nested = await executeForTest(
      aggregateNode,
      { fieldsToAggregate: [{ fieldToAggregate: 'user.n' }] },
      [input],
    );
    expect(jsonOf(nested)).toEqual([{ n: ['Ann'] }]);
    const kept = await executeForTest(
      aggregateNode,
      { fieldsToAggregate: [{ fieldToAggregate: 'user.n' }], keepMissing: true },
      [input],
    );
    expect(jsonOf(kept)).toEqual([{ n: ['Ann', null, null] }]);
  });

  it('gives an empty list for a field no item has, and refuses no fields or a repeated output name', async () => {
    const out = await executeForTest(aggregateNode, { fieldsToAggregate: [{ fieldToAggregate: 'nope' }] }, [
      input,
    ]);
    expect(jsonOf(out)).toEqual([{ nope: [] }]);
    await expect(executeForTest(aggregateNode, {}, [input])).rejects.toThrow('No fields specified');
    await expect(
      executeForTest(
        aggregateNode,
        { fieldsToAggregate: [{ fieldToAggregate: 'id' }, { fieldToAggregate: 'a.id' }] },
        [input],
      ),
    ).rejects.toThrow("The 'id' output field is used more than once");
  });

  it('drops null entries inside lists unless missing values are kept', async () => {
    const out = await executeForTest(
      aggregateNode,
      { fieldsToAggregate: [{ fieldToAggregate: 'l' }], mergeLists: true },
      [items({ l: [1, null] }, { l: null }, { l: [2] })],
    );
    expect(jsonOf(out)).toEqual([{ l: [1, 2] }]);
  });

  it('puts all item data in one list, with all, specified or all but some fields', async () => {
    const all = await executeForTest(aggregateNode, { aggregate: 'aggregateAllItemData' }, [
      items({ a: 1 }, { a: 2 }),
    ]);
    expect(jsonOf(all)).toEqual([{ data: [{ a: 1 }, { a: 2 }] }]);
    const some = await executeForTest(
      aggregateNode,
      {
        aggregate: 'aggregateAllItemData',
        include: 'specifiedFields',
        fieldsToInclude: 'id',
        destinationFieldName: 'rows',
      },
      [input],
    );
    expect(jsonOf(some)).toEqual([{ rows: [{ id: 1 }, { id: 2 }, { id: 3 }] }]);
    const except = await executeForTest(
      aggregateNode,
      { aggregate: 'aggregateAllItemData', include: 'allFieldsExcept', fieldsToExclude: 'tags, user' },
      [input],
    );
    expect(jsonOf(except)).toEqual([{ data: [{ id: 1 }, { id: 2 }, { id: 3 }] }]);
  });

  it('gives nothing for no items', async () => {
    expect(await executeForTest(aggregateNode, {}, [[]])).toEqual([[]]);
  });

  it("reads n8n's own parameter shape (fieldsToAggregate.fieldToAggregate, options)", async () => {
    const out = await executeForTest(
      aggregateNode,
      {
        fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'tags' }] },
        options: { mergeLists: true },
      },
      [input],
    );
    expect(jsonOf(out)).toEqual([{ tags: ['a', 'b', 'c', 'a'] }]);
  });
});
