import type { WorkflowDocument } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { servedTriggers } from './served-triggers';

const doc = (nodes: Partial<WorkflowDocument['nodes'][number]>[]) =>
  ({
    schemaVersion: 1,
    nodes: nodes.map((n, i) => ({
      id: `n${i}`,
      name: `Node ${i}`,
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      ...n,
    })),
    edges: [],
    settings: {},
  }) as unknown as WorkflowDocument;

describe('served triggers', () => {
  it("lists enabled webhook and form triggers, a path left empty being the workflow's and node's ids", () => {
    const served = servedTriggers(
      'wf1',
      doc([
        { type: 'webhook-trigger', parameters: { httpMethod: 'POST', path: 'in' } },
        { type: 'webhook-trigger' },
        { type: 'webhook-trigger', disabled: true, parameters: { path: 'off' } },
        { type: 'form-trigger', parameters: { formFields: [{ label: 'Name' }] } },
        { type: 'set' },
      ]),
    );
    expect(served.map((t) => [t.kind, t.method, t.path])).toEqual([
      ['webhook', 'POST', 'in'],
      ['webhook', 'GET', 'wf1/n1'],
      ['form', 'POST', 'wf1/n3'],
    ]);
  });

  it('refuses bad settings with a message naming the node', () => {
    expect(() =>
      servedTriggers('wf', doc([{ type: 'webhook-trigger', parameters: { path: 'a b' } }])),
    ).toThrow(/^Node "Node 0": parameter "path" is invalid/);
    expect(() =>
      servedTriggers(
        'wf',
        doc([
          { type: 'webhook-trigger', parameters: { path: 'x' } },
          { type: 'webhook-trigger', parameters: { path: '/x' } },
        ]),
      ),
    ).toThrow('Two triggers of this workflow answer GET requests at "x".');
    expect(() =>
      servedTriggers(
        'wf',
        doc([
          { type: 'webhook-trigger', parameters: { responseMode: 'responseNode' } },
          { type: 'respond-to-webhook', disabled: true },
        ]),
      ),
    ).toThrow('Node "Node 0": No Respond to Webhook node found in the workflow.');
  });
});
