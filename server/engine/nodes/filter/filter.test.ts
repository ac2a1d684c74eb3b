import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { filterNode } from './definition';

const input = items({ name: 'Ada' }, { name: 'Bob' });
const perItem = (itemIndex: number, caseSensitive = false) => ({
  conditions: {
    conditions: [
      {
        leftValue: input[itemIndex]?.json.name,
        rightValue: 'a',
        operator: { type: 'string', operation: 'startsWith' },
      },
    ],
    options: { caseSensitive },
  },
});

describe('filter', () => {
  it('keeps the matching items and discards the others', async () => {
    expect(await runNode(filterNode, [input], { parametersAt: perItem })).toEqual([
      items({ name: 'Ada' }),
      items({ name: 'Bob' }),
    ]);
  });
  it('compares case as asked: only "Ada" starts with "a" when case is ignored, none when it counts', async () => {
    expect(await runNode(filterNode, [input], { parametersAt: (i) => perItem(i, true) })).toEqual([
      [],
      items({ name: 'Ada' }, { name: 'Bob' }),
    ]);
  });
});
