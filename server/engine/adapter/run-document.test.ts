import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../core/testing';
import { createMemoryRunStore } from './memory-store';
import { resumeDocument, runDocument } from './run-document';
import { toExecutableWorkflow } from './to-executable';

type NodeInput = WorkflowDocumentInput['nodes'][number];

function node(id: string, type: string, extra: Partial<NodeInput> = {}): NodeInput {
  return { id, type, typeVersion: 1, name: id, position: [0, 0], ...extra };
}

function chain(...nodes: NodeInput[]) {
  return workflowDocumentSchema.parse({
    nodes,
    edges: nodes.slice(1).map((n, i) => ({
      id: `e${i}`,
      source: nodes[i]?.id,
      sourceOutput: 0,
      target: n.id,
      targetInput: 0,
    })),
  });
}

describe('toExecutableWorkflow', () => {
  it('keeps the settings the executor reads', () => {
    const doc = chain(
      node('a', 'manual-trigger'),
      node('b', 'no-op', {
        disabled: true,
        retry: { maxTries: 2, waitMs: 5 },
        onError: 'continue',
        position: [3, 4],
      }),
    );
    const wf = toExecutableWorkflow(doc);
    expect(wf.nodes[1]).toEqual({
      id: 'b',
      name: 'b',
      type: 'no-op',
      typeVersion: 1,
      parameters: {},
      position: [3, 4],
      disabled: true,
      retry: { maxTries: 2, waitMs: 5 },
      onError: 'continue',
    });
    expect(wf.edges).toEqual([{ source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 }]);
    expect(wf.settings).toEqual({ maxSteps: 10_000, timeoutS: 300 });
  });

  it("gives the executor n8n's executeOnce and alwaysOutputData, which imports keep in the parameters", () => {
    const doc = chain(
      node('a', 'manual-trigger'),
      node('b', 'no-op', { parameters: { executeOnce: true, alwaysOutputData: true } }),
      node('c', 'no-op', { parameters: { alwaysOutputData: 'yes' } }),
    );
    const [, b, c] = toExecutableWorkflow(doc).nodes;
    expect(b).toMatchObject({ executeOnce: true, alwaysOutputData: true });
    expect(c).not.toHaveProperty('alwaysOutputData');
  });
});

describe('runDocument', () => {
  it('runs a document to its end and saves every step', async () => {
    const store = createMemoryRunStore();
    const doc = chain(node('start', 'manual-trigger'), node('pass', 'no-op'));
    const run = await runDocument(doc, {
      store,
      clock: fakeClock(),
      runId: 'r1',
      triggerItems: [{ json: { a: 1 } }],
    });
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: { a: 1 } }]]);
    expect(store.steps.get('r1')?.map((s) => s.nodeId)).toEqual(['start', 'pass']);
    expect(store.runs.get('r1')?.status).toBe('succeeded');
  });

  it('fails the node of an unknown type with a clear message', async () => {
    const doc = chain(node('start', 'manual-trigger'), node('x', 'no-such-node'));
    const run = await runDocument(doc, { clock: fakeClock() });
    expect(run.status).toBe('failed');
    expect(run.error?.message).toBe('unknown node type no-such-node');
  });

  it('resolves expressions against the item and other nodes by name', async () => {
    const doc = chain(
      node('start', 'manual-trigger', { name: 'Start' }),
      node('stop', 'stop-and-error', {
        parameters: { message: "={{ $json.why }} / {{ $('Start').item.json.who }}" },
      }),
    );
    const run = await runDocument(doc, {
      clock: fakeClock(),
      triggerItems: [{ json: { why: 'no stock', who: 'ann' } }],
    });
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('no stock / ann');
  });

  it("uses the pin data given, else the document's", async () => {
    const doc = workflowDocumentSchema.parse({
      ...chain(node('start', 'manual-trigger'), node('pass', 'no-op')),
      pinData: { start: [{ json: { pinned: true } }] },
    });
    expect((await runDocument(doc, { clock: fakeClock() })).result).toEqual([[{ json: { pinned: true } }]]);
    const given = await runDocument(doc, {
      clock: fakeClock(),
      pinData: { start: [{ json: { given: 1 } }] },
    });
    expect(given.result).toEqual([[{ json: { given: 1 } }]]);
  });

  it('stops at a wait and reports what it waits for', async () => {
    const doc = chain(node('start', 'manual-trigger'), node('ok', 'approval'));
    const run = await runDocument(doc, { clock: fakeClock() });
    expect(run.status).toBe('waiting');
    expect(run.waitingFor).toMatchObject({ kind: 'decision', key: 'approval:ok' });
  });

  it("waits on the run's clock and continues when resumed", async () => {
    const doc = chain(
      node('start', 'manual-trigger'),
      node('pause', 'wait', { parameters: { amount: 2, unit: 'minutes' } }),
    );
    const clock = fakeClock(5000);
    const waiting = await runDocument(doc, { clock, triggerItems: [{ json: { a: 1 } }] });
    expect(waiting.waitingFor).toEqual({ kind: 'time', until: 5000 + 120_000, nodeId: 'pause' });
    const done = await resumeDocument(doc, waiting, { clock });
    expect(done.status).toBe('succeeded');
    expect(done.result).toEqual([[{ json: { a: 1 } }]]);
  });

  it('continues an approval on the branch of the decision', async () => {
    const doc = chain(node('start', 'manual-trigger'), node('ok', 'approval'));
    const waiting = await runDocument(doc, { clock: fakeClock() });
    const done = await resumeDocument(doc, waiting, { clock: fakeClock(), decision: 'rejected' });
    expect(done.status).toBe('succeeded');
    expect(done.result).toEqual([[], [{ json: { approval: { decision: 'rejected' } } }], []]);
  });
});
