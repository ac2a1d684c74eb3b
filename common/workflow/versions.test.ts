import { describe, expect, it } from 'vitest';
import { DocumentLoadError, DocumentTooNew } from '../documents/define-document';
import { defineRegistry } from '../plugins/registry';
import version0Fixture from './fixtures/version-0.json';
import version1Fixture from './fixtures/version-1.json';
import { defineNodeMigrations } from './node-migrations';
import { loadWorkflowDocument, workflowDocument } from './versions';

/** Version 0: nodes by name, wires in n8n's `connections`, n8n's retry and error flags. */
const version0 = {
  nodes: [
    { name: 'Start', type: 'manual-trigger', typeVersion: 1, position: [0, 0] },
    {
      id: 'node-1',
      name: 'Check',
      type: 'if',
      typeVersion: 1,
      position: [200, 0],
      parameters: { value: '={{ $json.ok }}' },
      retryOnFail: true,
      maxTries: 20,
      waitBetweenTries: 500,
      onError: 'continueErrorOutput',
      credentials: { smtp: { id: 'c1', name: 'Mail' }, other: { name: 'no id' } },
    },
    { name: 'Yes', type: 'no-op', position: [400, -100], continueOnFail: true, disabled: true, notes: 'n' },
    { name: 'No', type: 'no-op', position: [400, 100] },
  ],
  connections: {
    Start: { main: [[{ node: 'Check', type: 'main', index: 0 }]] },
    Check: { main: [[{ node: 'Yes', type: 'main', index: 0 }], [{ node: 'No', type: 'main', index: 0 }]] },
  },
  settings: {
    timezone: 'Europe/Paris',
    executionTimeout: -1,
    errorWorkflow: 'wf-errors',
    saveManualExecutions: true,
  },
  pinData: { Start: [{ json: { hello: 'world' } }] },
};

/** One workflow as saved at every version, oldest first: add a file here whenever the version goes up. */
const savedAtEveryVersion: readonly unknown[] = [version0Fixture, version1Fixture];

describe('the same workflow saved at every version', () => {
  const latest = savedAtEveryVersion[savedAtEveryVersion.length - 1];

  it('has a fixture for the current version', () => {
    expect(latest).toMatchObject({ schemaVersion: workflowDocument.version });
  });

  it.each(savedAtEveryVersion.map((raw, version) => [version, raw] as const))(
    'version %i loads as the current document',
    (_version, raw) => {
      expect(workflowDocument.load(raw)).toEqual(workflowDocument.load(latest));
    },
  );
});

describe('workflow document versions', () => {
  it('migration 1: version 0 (wires by node name) loads with ids, edges between ids, retry and onError', () => {
    const doc = workflowDocument.load(version0);
    // "node-1" was taken by Check, so Start gets the next free one.
    expect(doc.nodes.map((n) => [n.id, n.name])).toEqual([
      ['node-2', 'Start'],
      ['node-1', 'Check'],
      ['node-3', 'Yes'],
      ['node-4', 'No'],
    ]);
    expect(doc.edges).toEqual([
      { id: 'edge-1', source: 'node-2', sourceOutput: 0, target: 'node-1', targetInput: 0 },
      { id: 'edge-2', source: 'node-1', sourceOutput: 0, target: 'node-3', targetInput: 0 },
      { id: 'edge-3', source: 'node-1', sourceOutput: 1, target: 'node-4', targetInput: 0 },
    ]);
    expect(doc.nodes[1]).toEqual({
      id: 'node-1',
      type: 'if',
      typeVersion: 1,
      name: 'Check',
      position: [200, 0],
      parameters: { value: '={{ $json.ok }}' },
      credentials: { smtp: { id: 'c1' } },
      retry: { maxTries: 10, waitMs: 500 },
      onError: 'errorOutput',
    });
    expect(doc.nodes[2]).toMatchObject({ disabled: true, notes: 'n', onError: 'continue' });
    expect(doc.settings).toEqual({
      timezone: 'Europe/Paris',
      timeoutS: 300,
      maxSteps: 10_000,
      errorWorkflowId: 'wf-errors',
    });
    expect(doc.pinData).toEqual({ 'node-2': [{ json: { hello: 'world' } }] });
  });

  it('migration 1: a wire to a name that is not there fails loading and names it', () => {
    const broken = { ...version0, connections: { Start: { main: [[{ node: 'Gone', index: 0 }]] } } };
    expect(() => workflowDocument.load(broken)).toThrow(
      'edges[0] (id "edge-1") has the target "Gone", which is no node of this workflow.',
    );
  });

  it('migration 1: a version 0 document that is not a workflow fails with its path', () => {
    expect(() => workflowDocument.load({ nodes: [{ type: 'x' }] })).toThrow(DocumentLoadError);
    expect(() => workflowDocument.load({ nodes: [{ type: 'x' }] })).toThrow('nodes.0.name');
  });

  it('stores the current version and loads it back unchanged', () => {
    const current = workflowDocument.load(version0);
    const stored = workflowDocument.save(current);
    expect(stored.schemaVersion).toBe(1);
    expect(workflowDocument.load(JSON.parse(JSON.stringify(stored)))).toEqual(current);
  });

  it('migration 1: bare pinned objects become items; a long timeout is capped; an unsafe error workflow id is dropped', () => {
    const doc = workflowDocument.load({
      ...version0,
      settings: { executionTimeout: 10 ** 9, errorWorkflow: 'not a safe id' },
      pinData: { Start: [{ hello: 'world' }] },
    });
    expect(doc.pinData).toEqual({ 'node-2': [{ json: { hello: 'world' } }] });
    expect(doc.settings).toEqual({ timezone: 'UTC', timeoutS: 30 * 24 * 3600, maxSteps: 10_000 });
  });

  it('says where a stored document is wrong', () => {
    const stored = workflowDocument.save(workflowDocument.load(version0));
    const broken = {
      ...stored,
      nodes: stored.nodes.map((n, i) => (i === 2 ? { ...n, typeVersion: 1.5 } : n)),
    };
    expect(() => workflowDocument.load(broken)).toThrow(/^workflow \(version 1\): nodes\[2\]\.typeVersion: /);
  });

  it('refuses a document saved by a newer version', () => {
    expect(() => workflowDocument.load({ schemaVersion: 2, nodes: [], edges: [] })).toThrow(DocumentTooNew);
  });

  it('loadWorkflowDocument also migrates node parameters', () => {
    const registry = defineRegistry('node type', [
      defineNodeMigrations('if', [
        { from: 1, to: 2, up: ({ value, ...rest }) => ({ ...rest, condition: value ?? null }) },
      ]),
    ]);
    const doc = loadWorkflowDocument(version0, registry);
    expect(doc.nodes[1]).toMatchObject({ typeVersion: 2, parameters: { condition: '={{ $json.ok }}' } });
  });
});
