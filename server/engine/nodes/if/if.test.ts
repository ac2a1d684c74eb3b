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
  it('routes by a text condition case-sensitively unless told to ignore case', async () => {
    const words = items({ s: 'Order SHIPPED' }, { s: 'order shipped' }, { s: 'pending' });
    const contains = (caseSensitive?: boolean) => (i: number) => ({
      conditions: {
        conditions: [
          {
            leftValue: words[i]?.json.s,
            rightValue: 'shipped',
            operator: { type: 'string', operation: 'contains' },
          },
        ],
        options: caseSensitive === undefined ? {} : { caseSensitive },
      },
    });
    expect(await runNode(ifNode, [words], { parametersAt: contains() })).toEqual([
      items({ s: 'order shipped' }),
      items({ s: 'Order SHIPPED' }, { s: 'pending' }),
    ]);
    expect(await runNode(ifNode, [words], { parametersAt: contains(false) })).toEqual([
      items({ s: 'Order SHIPPED' }, { s: 'order shipped' }),
      items({ s: 'pending' }),
    ]);
  });
});
