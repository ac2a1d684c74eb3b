import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { filterNode } from './definition';

const input = items({ name: 'Ada' }, { name: 'Bob' });
const perItem = (itemIndex: number) => ({
  conditions: {
    conditions: [
      {
        leftValue: input[itemIndex]?.json.name,
        rightValue: 'a',
        operator: { type: 'string', operation: 'startsWith' },
      },
    ],
    options: { caseSensitive: false },
  },
});

describe('filter', () => {
  it('keeps the matching items and discards the others', async () => {
    expect(await runNode(filterNode, [input], { parametersAt: perItem })).toEqual([
      items({ name: 'Ada' }),
      items({ name: 'Bob' }),
    ]);
  });
});
