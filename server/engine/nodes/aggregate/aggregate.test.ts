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

  it("stops on a field no item has when asked, as n8n's Item Lists did before 2.1", async () => {
    const input = [items({ a: 1 }, { a: 2 })];
    const fields = { fieldsToAggregate: [{ fieldToAggregate: 'b' }] };
    expect(jsonOf(await executeForTest(aggregateNode, fields, input))).toEqual([{ b: [] }]);
    await expect(executeForTest(aggregateNode, { ...fields, requireFields: true }, input)).rejects.toThrow(
      "Couldn't find the field 'b' in the input data",
    );
  });

  // Values from n8n's Aggregate/test/workflow.groupby.json (Aggregate 1 with options.groupByFields).
  it('groups by fields: one item per value, in order of first appearance, the group values first', async () => {
    const mail = items(
      { email: 'g@hotmail.com', confirmed: true, domain: 'hotmail.com' },
      { email: 'i@yahoo.com', confirmed: false, domain: 'yahoo.com' },
      { email: 'm@gmail.com', confirmed: false, domain: 'gmail.com' },
      { email: 'r@yahoo.com', confirmed: true, domain: 'yahoo.com' },
    );
    const fields = await executeForTest(
      aggregateNode,
      {
        fieldsToAggregate: {
          fieldToAggregate: [
            { fieldToAggregate: 'email' },
            { fieldToAggregate: 'confirmed', renameField: true, outputFieldName: 'ok' },
          ],
        },
        options: { groupByFields: 'domain' },
      },
      [mail],
    );
    expect(jsonOf(fields)).toEqual([
      { domain: 'hotmail.com', email: ['g@hotmail.com'], ok: [true] },
      { domain: 'yahoo.com', email: ['i@yahoo.com', 'r@yahoo.com'], ok: [false, true] },
      { domain: 'gmail.com', email: ['m@gmail.com'], ok: [false] },
    ]);
    const all = await executeForTest(
      aggregateNode,
      {
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'items',
        include: 'allFieldsExcept',
        fieldsToExclude: 'domain',
        options: { groupByFields: 'domain' },
      },
      [mail],
    );
    expect(jsonOf(all)[1]).toEqual({
      domain: 'yahoo.com',
      items: [
        { email: 'i@yahoo.com', confirmed: false },
        { email: 'r@yahoo.com', confirmed: true },
      ],
    });
    await expect(
      executeForTest(
        aggregateNode,
        { aggregate: 'aggregateAllItemData', options: { groupByFields: 'email' } },
        [items({ email: { a: 1 } })],
      ),
    ).rejects.toThrow('Field "email" has a non-scalar value which cannot be used for grouping.');
    await expect(
      executeForTest(
        aggregateNode,
        {
          aggregate: 'aggregateAllItemData',
          destinationFieldName: 'domain',
          options: { groupByFields: 'domain' },
        },
        [mail],
      ),
    ).rejects.toThrow("The output field 'domain' conflicts with a Group By field 'domain'");
  });
});
