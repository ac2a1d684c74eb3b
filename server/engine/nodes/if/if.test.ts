import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { ifNode } from './definition';

const input = items({ n: 1 }, { n: 5 }, { n: 9 });
// As the executor would resolve `={{ $json.n }}` for each item.
const perItem = (itemIndex: number) => ({
  conditions: {
    conditions: [
      { leftValue: input[itemIndex]?.json.n, rightValue: 4, operator: { type: 'number', operation: 'gt' } },
    ],
  },
});

describe('if', () => {
  it('routes each item to true or false, resolving parameters per item', async () => {
    expect(await runNode(ifNode, [input], { parametersAt: perItem })).toEqual([
      items({ n: 5 }, { n: 9 }),
      items({ n: 1 }),
    ]);
  });
  it('sends everything to true without conditions', async () => {
    expect(await runNode(ifNode, [input])).toEqual([input, []]);
  });
  it('gives two empty outputs for no items', async () => {
    expect(await runNode(ifNode, [[]])).toEqual([[], []]);
  });
});
