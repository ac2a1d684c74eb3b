/**
 * An n8n export that uses the data nodes, imported as is (n8n's own parameter shapes) and run by the
 * engine: the items are the ones n8n's documented behaviour gives.
 */
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { fakeClock } from '../../core/testing';
import { importWorkflow } from '../../importers';

function n8nNode(
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  x: number,
) {
  return {
    id: name.toLowerCase(),
    name,
    type: `n8n-nodes-base.${type}`,
    typeVersion,
    position: [x, 0],
    parameters,
  };
}

const names = ['Start', 'Order', 'Lines', 'Sort', 'Top two', 'Summarize', 'Rename'];

const n8nWorkflow = {
  name: 'Data nodes',
  nodes: [
    n8nNode('Start', 'manualTrigger', 1, {}, 0),
    n8nNode(
      'Order',
      'set',
      3.4,
      {
        mode: 'manual',
        assignments: {
          assignments: [
            {
              id: 'a1',
              name: 'lines',
              type: 'array',
              value: '[{"sku":"a","qty":2},{"sku":"b","qty":5},{"sku":"c","qty":1}]',
            },
          ],
        },
        options: {},
      },
      200,
    ),
    n8nNode('Lines', 'splitOut', 1, { fieldToSplitOut: 'lines', options: {} }, 400),
    n8nNode(
      'Sort',
      'sort',
      1,
      { sortFieldsUi: { sortField: [{ fieldName: 'qty', order: 'descending' }] }, options: {} },
      600,
    ),
    n8nNode('Top two', 'limit', 1, { maxItems: 2 }, 800),
    n8nNode(
      'Summarize',
      'summarize',
      1.1,
      {
        fieldsToSummarize: {
          values: [
            { aggregation: 'sum', field: 'qty' },
            { aggregation: 'concatenate', field: 'sku', separateBy: ', ' },
          ],
        },
        options: {},
      },
      1000,
    ),
    n8nNode(
      'Rename',
      'renameKeys',
      1,
      { keys: { key: [{ currentKey: 'sum_qty', newKey: 'totalQty' }] } },
      1200,
    ),
  ],
  connections: Object.fromEntries(
    names.slice(0, -1).map((name, i) => [name, { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] }]),
  ),
};

describe('data nodes imported from n8n', () => {
  it('import with their n8n parameters and give the items n8n gives', async () => {
    const { document, report } = importWorkflow(JSON.stringify(n8nWorkflow));
    expect(report.placeholders).toEqual([]);
    expect(report.mapped).toHaveLength(names.length);
    const run = await runDocument(document, { clock: fakeClock(), triggerItems: [{ json: {} }] });
    expect(run.error).toBeUndefined();
    expect(run.result).toEqual([[{ json: { totalQty: 7, concatenated_sku: 'b, a' } }]]);
  });
});
