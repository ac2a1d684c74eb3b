/** The data nodes registered and run by the engine from a document, with expressions resolved per item. */
import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { fakeClock } from '../../core/testing';

type NodeInput = WorkflowDocumentInput['nodes'][number];

function chain(...nodes: [string, string, Record<string, unknown>][]) {
  const docNodes: NodeInput[] = nodes.map(([id, type, parameters], i) => ({
    id,
    type,
    typeVersion: 1,
    name: id,
    position: [i * 200, 0],
    parameters,
  }));
  return workflowDocumentSchema.parse({
    nodes: docNodes,
    edges: docNodes.slice(1).map((n, i) => ({
      id: `e${i}`,
      source: docNodes[i]?.id,
      sourceOutput: 0,
      target: n.id,
      targetInput: 0,
    })),
  });
}

describe('data nodes in a workflow', () => {
  it('split out → edit fields (expression) → sort → limit → summarize', async () => {
    const doc = chain(
      ['Start', 'manual-trigger', {}],
      ['Lines', 'split-out', { fieldToSplitOut: 'lines' }],
      [
        'Total',
        'set',
        {
          includeOtherFields: true,
          assignments: [{ name: 'total', type: 'number', value: '={{ $json.price * $json.qty }}' }],
        },
      ],
      ['Sort', 'sort', { sortFields: [{ fieldName: 'total', order: 'descending' }] }],
      ['Top', 'limit', { maxItems: 2 }],
      [
        'Sum',
        'summarize',
        {
          fieldsToSummarize: [
            { aggregation: 'sum', field: 'total' },
            { aggregation: 'append', field: 'sku' },
          ],
        },
      ],
    );
    const run = await runDocument(doc, {
      clock: fakeClock(),
      triggerItems: [
        {
          json: {
            customer: 'Ann',
            lines: [
              { sku: 'a', price: 2, qty: 3 },
              { sku: 'b', price: 10, qty: 1 },
              { sku: 'c', price: 1, qty: 1 },
            ],
          },
        },
      ],
    });
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { sum_total: 16, appended_sku: ['b', 'a'] } }]]);
  });

  it('fails a run whose node parameters do not fit, naming the node and the parameter', async () => {
    const doc = chain(['Start', 'manual-trigger', {}], ['Cut', 'limit', { maxItems: 0 }]);
    const run = await runDocument(doc, { clock: fakeClock(), triggerItems: [{ json: {} }] });
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('Node "Cut": parameter "maxItems" is invalid');
  });
});
