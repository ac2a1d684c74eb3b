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

  it("stops on a missing field or a field with no list when asked, as n8n's older Item Lists did", async () => {
    const input = [items({ a: null, b: 'x' })];
    expect(jsonOf(await executeForTest(splitOutNode, { fieldToSplitOut: 'a' }, input))).toEqual([
      { a: null },
    ]);
    await expect(
      executeForTest(splitOutNode, { fieldToSplitOut: 'a', requireList: true }, input),
    ).rejects.toThrow("The provided field 'a' is not an array or object");
    await expect(
      executeForTest(splitOutNode, { fieldToSplitOut: 'nope', requireField: true }, input),
    ).rejects.toThrow("Couldn't find the field 'nope' in the input data");
  });

  // Values from n8n's SplitOut/test/workflow.destinationFieldDotNotation.json and its prototype test.
  it('sets a destination with dots as a path, and refuses one that reaches a prototype', async () => {
    const input = [items({ data: [{ id: 3 }, { id: 4 }], other: 1 })];
    const out = await executeForTest(
      splitOutNode,
      { fieldToSplitOut: 'data', include: 'allOtherFields', options: { destinationFieldName: 'data.foo' } },
      input,
    );
    expect(jsonOf(out)).toEqual([
      { other: 1, data: { foo: { id: 3 } } },
      { other: 1, data: { foo: { id: 4 } } },
    ]);
    await expect(
      executeForTest(
        splitOutNode,
        { fieldToSplitOut: 'data', options: { destinationFieldName: '__proto__.polluted' } },
        input,
      ),
    ).rejects.toThrow(
      'Invalid destination field name "__proto__.polluted" (parameter destinationFieldName).',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
