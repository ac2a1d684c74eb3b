import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { splitOutNode } from './definition';

const order = items({
  id: 7,
  customer: 'Ann',
  lines: [
    { sku: 'a', qty: 1 },
    { sku: 'b', qty: 2 },
  ],
  tags: ['x', 'y'],
});

describe('split out', () => {
  it('makes an item of each object entry, without other fields by default', async () => {
    const out = await executeForTest(splitOutNode, { fieldToSplitOut: 'lines' }, [order]);
    expect(jsonOf(out)).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 2 },
    ]);
  });

  it('stores plain entries under the field name or the destination field', async () => {
    expect(jsonOf(await executeForTest(splitOutNode, { fieldToSplitOut: 'tags' }, [order]))).toEqual([
      { tags: 'x' },
      { tags: 'y' },
    ]);
    const named = await executeForTest(
      splitOutNode,
      { fieldToSplitOut: 'tags', destinationFieldName: 'tag' },
      [order],
    );
    expect(jsonOf(named)).toEqual([{ tag: 'x' }, { tag: 'y' }]);
  });

  it('includes all or selected other fields, keeping object entries under the field name', async () => {
    const all = await executeForTest(splitOutNode, { fieldToSplitOut: 'tags', include: 'allOtherFields' }, [
      order,
    ]);
    expect(jsonOf(all)[0]).toEqual({ id: 7, customer: 'Ann', lines: order[0]!.json.lines, tags: 'x' });
    const some = await executeForTest(
      splitOutNode,
      { fieldToSplitOut: 'lines', include: 'selectedOtherFields', fieldsToInclude: 'id' },
      [order],
    );
    expect(jsonOf(some)).toEqual([
      { lines: { sku: 'a', qty: 1 }, id: 7 },
      { lines: { sku: 'b', qty: 2 }, id: 7 },
    ]);
    await expect(
      executeForTest(splitOutNode, { fieldToSplitOut: 'tags', include: 'selectedOtherFields' }, [order]),
    ).rejects.toThrow('No fields specified');
  });

  it('splits several fields side by side into their destination fields', async () => {
    const out = await executeForTest(
      splitOutNode,
      { fieldToSplitOut: 'tags, lines', destinationFieldName: 'tag, line' },
      [order],
    );
    expect(jsonOf(out)).toEqual([
      { tag: 'x', line: { sku: 'a', qty: 1 } },
      { tag: 'y', line: { sku: 'b', qty: 2 } },
    ]);
    await expect(
      executeForTest(splitOutNode, { fieldToSplitOut: 'tags, lines', destinationFieldName: 'tag' }, [order]),
    ).rejects.toThrow('the same number of destination fields');
  });

  it('splits an object into its values and gives nothing for items without the field', async () => {
    const out = await executeForTest(splitOutNode, { fieldToSplitOut: 'm' }, [
      items({ m: { a: 1, b: 2 } }, { other: 1 }, { m: 'one' }),
    ]);
    expect(jsonOf(out)).toEqual([{ m: 1 }, { m: 2 }, { m: 'one' }]);
    await expect(executeForTest(splitOutNode, {}, [order])).rejects.toThrow('Enter the field to split out');
  });

  it("reads n8n's settings under options", async () => {
    const out = await executeForTest(
      splitOutNode,
      { fieldToSplitOut: 'tags', options: { destinationFieldName: 't' } },
      [order],
    );
    expect(jsonOf(out)).toEqual([{ t: 'x' }, { t: 'y' }]);
  });
});
