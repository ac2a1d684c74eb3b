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
        sum_amount: 45,
        average_amount: 15,
        min_amount: 5,
        max_amount: 30,
        concatenated_note: 'a|c',
        appended_rep: ['Ann', 'Bo', 'Cy', 'Ann'],
        count_note: 2,
      },
    ]);
  });

  it('groups by fields in order of first appearance, as n8n does', async () => {
    const out = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('sum', 'amount'), row('count', 'amount')], fieldsToSplitBy: 'region, rep' },
      [sales],
    );
    expect(jsonOf(out)).toEqual([
      { region: 'EU', rep: 'Ann', sum_amount: 40, count_amount: 2 },
      { region: 'EU', rep: 'Cy', sum_amount: 0, count_amount: 1 },
      { region: 'US', rep: 'Bo', sum_amount: 5, count_amount: 1 },
    ]);
  });

  it('counts empty values on request and fails on a field no item has', async () => {
    const out = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('count', 'note', { includeEmpty: true })] },
      [sales],
    );
    expect(jsonOf(out)).toEqual([{ count_note: 4 }]);
    await expect(
      executeForTest(summarizeNode, { fieldsToSummarize: [row('sum', 'nope')] }, [sales]),
    ).rejects.toThrow("The field 'nope' does not exist in any items");
  });

  it('orders integer-like groups first and gives the first split value its type back, as n8n does', async () => {
    const input = items(
      { year: 'later', n: 1 },
      { year: 2024, n: 2, d: { m: 1 } },
      { year: 2023, n: 3, d: { m: 1 } },
      { year: null, n: 4 },
    );
    const out = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('sum', 'n'), row('max', 'd.m')], fieldsToSplitBy: 'year' },
      [input],
    );
    expect(jsonOf(out)).toEqual([
      { year: 2023, sum_n: 3, max_d_m: 1 },
      { year: 2024, sum_n: 2, max_d_m: 1 },
      { year: 'later', sum_n: 1, max_d_m: null },
      { year: null, sum_n: 4, max_d_m: null },
    ]);
  });

  it("reads n8n's own parameter shape (rows under values, separateBy)", async () => {
    const out = await executeForTest(
      summarizeNode,
      {
        fieldsToSummarize: {
          values: [{ aggregation: 'concatenate', field: 'rep', separateBy: 'other', customSeparator: '+' }],
        },
        options: {},
      },
      [sales],
    );
    expect(jsonOf(out)).toEqual([{ concatenated_rep: 'Ann+Bo+Cy+Ann' }]);
  });

  it('nests all groups in one item, keeps split values as text on request, skips empty ones', async () => {
    const input = items({ g: 0, n: 1 }, { g: 0, n: 2 }, { g: null, n: 3 }, { g: '', n: 4 });
    const fields = { fieldsToSummarize: [row('sum', 'n')], fieldsToSplitBy: 'g' };
    const single = await executeForTest(
      summarizeNode,
      { ...fields, options: { outputFormat: 'singleItem' } },
      [input],
    );
    expect(jsonOf(single)).toEqual([{ 0: { sum_n: 3 }, null: { sum_n: 3 }, '': { sum_n: 4 } }]);
    const text = await executeForTest(
      summarizeNode,
      { ...fields, groupValues: 'text', options: { skipEmptySplitFields: true } },
      [input],
    );
    expect(jsonOf(text)).toEqual([{ g: '0', sum_n: 3 }]);
    const missing = await executeForTest(
      summarizeNode,
      { fieldsToSummarize: [row('count', 'nope')], options: { continueIfFieldNotFound: true } },
      [input],
    );
    expect(jsonOf(missing)).toEqual([{ count_nope: 0 }]);
  });
});
