import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { sortNode } from './definition';

const people = items(
  { name: 'Cy', age: 30, city: { n: 'b' } },
  { name: 'Al', age: 25, city: { n: 'a' } },
  { name: 'Bo', age: 30, city: { n: 'a' } },
  { name: 'Di' },
);

describe('sort', () => {
  it('sorts by several fields, ascending and descending, missing values last', async () => {
    const out = await executeForTest(
      sortNode,
      { sortFields: [{ fieldName: 'age', order: 'descending' }, { fieldName: 'name' }] },
      [people],
    );
    expect(jsonOf(out).map((j) => j.name)).toEqual(['Bo', 'Cy', 'Al', 'Di']);
  });

  it('sorts by a nested path, numbers by value and text alphabetically', async () => {
    const byCity = await executeForTest(sortNode, { sortFields: [{ fieldName: 'city.n' }] }, [people]);
    expect(jsonOf(byCity).map((j) => j.name)).toEqual(['Al', 'Bo', 'Cy', 'Di']);
    const numbers = await executeForTest(sortNode, { sortFields: [{ fieldName: 'v' }] }, [
      items({ v: 10 }, { v: 9 }, { v: 100 }),
    ]);
    expect(jsonOf(numbers)).toEqual([{ v: 9 }, { v: 10 }, { v: 100 }]);
  });

  it('orders text by character code as n8n does, and asks for a field when none is given', async () => {
    const out = await executeForTest(sortNode, { sortFields: [{ fieldName: 'w' }] }, [
      items({ w: 'b' }, { w: 'B' }, { w: 'a' }),
    ]);
    expect(jsonOf(out)).toEqual([{ w: 'B' }, { w: 'a' }, { w: 'b' }]);
    await expect(executeForTest(sortNode, {}, [people])).rejects.toThrow('No sorting specified');
  });

  it('shuffles without losing or copying an item', async () => {
    const input = items(...Array.from({ length: 20 }, (_, i) => ({ i })));
    const out = jsonOf(await executeForTest(sortNode, { type: 'random' }, [input]));
    expect(out.map((j) => j.i).sort((a, b) => Number(a) - Number(b))).toEqual(input.map((x) => x.json.i));
  });

  it("reads n8n's own parameter shape (sortFieldsUi.sortField)", async () => {
    const out = await executeForTest(
      sortNode,
      { sortFieldsUi: { sortField: [{ fieldName: 'name', order: 'descending' }] } },
      [people],
    );
    expect(jsonOf(out).map((j) => j.name)).toEqual(['Di', 'Cy', 'Bo', 'Al']);
  });

  it("compares text in lower case and requires a field some item has, as n8n's Item Lists does", async () => {
    const words = items({ w: 'b' }, { w: 'C' }, { w: 'a' });
    const byCode = await executeForTest(sortNode, { sortFields: [{ fieldName: 'w' }] }, [words]);
    expect(jsonOf(byCode).map((j) => j.w)).toEqual(['C', 'a', 'b']);
    const lower = await executeForTest(
      sortNode,
      { sortFields: [{ fieldName: 'w' }], textOrder: 'lowercase', requireFields: true },
      [words],
    );
    expect(jsonOf(lower).map((j) => j.w)).toEqual(['a', 'b', 'C']);
    await expect(
      executeForTest(sortNode, { sortFields: [{ fieldName: 'nope' }], requireFields: true }, [words]),
    ).rejects.toThrow("Couldn't find the field 'nope' in the input data");
  });
});
