import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { mergeNode } from './definition';

const people = items({ id: 1, name: 'Ada' }, { id: 2, name: 'Bob' }, { id: 3, name: 'Cy' });
const orders = items({ uid: 1, total: 10 }, { uid: 1, total: 20 }, { uid: 4, total: 5 });
const byId = (extra: Record<string, unknown>) => ({
  mode: 'combineByFields',
  fields: [{ field1: 'id', field2: 'uid' }],
  ...extra,
});
const merge = (parameters: Record<string, unknown>, a = people, b = orders) =>
  runNode(mergeNode, [a, b], { parameters });

describe('merge', () => {
  it('appends input 1 then input 2', async () => {
    expect(await merge({})).toEqual([[...people, ...orders]]);
  });

  it('combines matching items by fields, one item per match, input 2 winning clashes', async () => {
    expect(await merge(byId({}))).toEqual([
      items({ id: 1, name: 'Ada', uid: 1, total: 10 }, { id: 1, name: 'Ada', uid: 1, total: 20 }),
    ]);
    expect(await merge(byId({ outputDataFrom: 'input1' }))).toEqual([items({ id: 1, name: 'Ada' })]);
    expect(await merge(byId({ outputDataFrom: 'input2' }))).toEqual([orders.slice(0, 2)]);
  });

  it('keeps non-matches, everything, or enriches one input', async () => {
    expect(await merge(byId({ joinMode: 'keepNonMatches' }))).toEqual([
      items(
        { id: 2, name: 'Bob', _source: 'input1' },
        { id: 3, name: 'Cy', _source: 'input1' },
        { uid: 4, total: 5, _source: 'input2' },
      ),
    ]);
    expect(await merge(byId({ joinMode: 'keepNonMatches', outputDataFrom: 'input2' }))).toEqual([
      items({ uid: 4, total: 5 }),
    ]);
    const everything = (await merge(byId({ joinMode: 'keepEverything' }))) as unknown[][];
    expect(everything[0]).toHaveLength(5);
    expect(await merge(byId({ joinMode: 'enrichInput1' }))).toEqual([
      items(
        { id: 1, name: 'Ada', uid: 1, total: 10 },
        { id: 1, name: 'Ada', uid: 1, total: 20 },
        { id: 2, name: 'Bob' },
        { id: 3, name: 'Cy' },
      ),
    ]);
    const enriched2 = (await merge(byId({ joinMode: 'enrichInput2' }))) as unknown[][];
    expect(enriched2[0]).toEqual(
      items(
        { id: 1, name: 'Ada', uid: 1, total: 10 },
        { id: 1, name: 'Ada', uid: 1, total: 20 },
        { uid: 4, total: 5 },
      ),
    );
  });

  it('combines by position, with or without the unpaired items', async () => {
    const a = items({ x: 1 }, { x: 2 });
    const b = items({ y: 1 });
    expect(await merge({ mode: 'combineByPosition' }, a, b)).toEqual([items({ x: 1, y: 1 })]);
    expect(await merge({ mode: 'combineByPosition', includeUnpaired: true }, a, b)).toEqual([
      items({ x: 1, y: 1 }, { x: 2 }),
    ]);
  });

  it('chooses a branch', async () => {
    expect(await merge({ mode: 'chooseBranch', chooseBranch: 'input2' })).toEqual([orders]);
    expect(await merge({ mode: 'chooseBranch', chooseBranch: 'empty' })).toEqual([[{ json: {} }]]);
  });

  it('runs with one input missing', async () => {
    expect(await runNode(mergeNode, [people])).toEqual([people]);
  });

  it('refuses to combine by fields without a pair of fields', async () => {
    await expect(merge({ mode: 'combineByFields' })).rejects.toThrow('at least one pair of fields');
  });
});
