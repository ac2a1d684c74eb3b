import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { summarizeNode } from './definition';

const sales = items(
  { region: 'EU', rep: 'Ann', amount: 10, note: 'a' },
  { region: 'US', rep: 'Bo', amount: 5, note: '' },
  { region: 'EU', rep: 'Cy', amount: '20', note: 'c' },
  { region: 'EU', rep: 'Ann', amount: 30 },
);

const row = (aggregation: string, field: string, extra: Record<string, unknown> = {}) => ({
  aggregation,
  field,
  ...extra,
});

describe('summarize', () => {
  it('aggregates over all items into one item, named like n8n', async () => {
    const out = await executeForTest(
      summarizeNode,
      {
        fieldsToSummarize: [
          row('count', 'rep'),
          row('countUnique', 'rep'),
          row('sum', 'amount'),
          row('average', 'amount'),
          row('min', 'amount'),
          row('max', 'amount'),
          row('concatenate', 'note', { separator: '|' }),
          row('append', 'rep'),
          row('count', 'note'),
        ],
      },
      [sales],
    );
    expect(jsonOf(out)).toEqual([
      {
        count_rep: 4,
        unique_count_rep: 3,
        sum_amount: 65,
        average_amount: 16.25,
        min_amount: 5,
        max_amount: 30,
        concatenated_note: 'a|c',
        appended_rep: ['Ann', 'Bo', 'Cy', 'Ann'],
        count_note: 2,
      },
    ]);
  });

  it('groups by fields in order of first appearance', async () => {
    const out = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('sum', 'amount'), row('count', 'amount')], fieldsToSplitBy: 'region, rep' },
      [sales],
    );
    expect(jsonOf(out)).toEqual([
      { region: 'EU', rep: 'Ann', sum_amount: 40, count_amount: 2 },
      { region: 'US', rep: 'Bo', sum_amount: 5, count_amount: 1 },
      { region: 'EU', rep: 'Cy', sum_amount: 20, count_amount: 1 },
    ]);
  });

  it('counts empty values on request and refuses to add up text', async () => {
    const out = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('count', 'note', { includeEmpty: true })] },
      [sales],
    );
    expect(jsonOf(out)).toEqual([{ count_note: 4 }]);
    await expect(
      executeForTest(summarizeNode, { fieldsToSummarize: [row('sum', 'rep')] }, [sales]),
    ).rejects.toThrow("The field 'rep' does not contain numbers");
  });
});
