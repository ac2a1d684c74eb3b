/** Whole documents through runDocument, with the real nodes, expressions and the Code node's worker pool. */
// manualClock: its timers never fire, so the run's deadline does not race the worker thread's real work.
import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeClock, manualClock } from '../core/testing';
import { closeSharedCodePool } from '../nodes/code/shared-pool';
import { createMemoryRunStore } from './memory-store';
import { runDocument } from './run-document';

afterAll(() => closeSharedCodePool());

type NodeInput = WorkflowDocumentInput['nodes'][number];
/** Ids are names without spaces or punctuation, so the tests read by name. */
const idOf = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');
const node = (
  id: string,
  type: string,
  position: [number, number],
  parameters: Record<string, unknown> = {},
): NodeInput => ({
  id: idOf(id),
  type,
  typeVersion: 1,
  name: id,
  position,
  parameters,
});
const edge = (source: string, target: string, sourceOutput = 0, targetInput = 0) => ({
  id: `${idOf(source)}-${sourceOutput}-${idOf(target)}-${targetInput}`,
  source: idOf(source),
  sourceOutput,
  target: idOf(target),
  targetInput,
});

describe('a branching workflow: manual → code → if → two branches → merge', () => {
  const doc = workflowDocumentSchema.parse({
    nodes: [
      node('Start', 'manual-trigger', [0, 0]),
      node('Make items', 'code', [200, 0], {
        jsCode: "return [{ name: 'Ada', age: 36 }, { name: 'Bob', age: 17 }, { name: 'Cy', age: 52 }];",
      }),
      node('Adult?', 'if', [400, 0], {
        conditions: {
          conditions: [
            { leftValue: '={{ $json.age }}', rightValue: 18, operator: { type: 'number', operation: 'gte' } },
          ],
        },
      }),
      node('Adult', 'code', [600, -100], {
        mode: 'runOnceForEachItem',
        // `{{ }}` in code is JavaScript text, not an expression; $('Node') reads another node's output.
        jsCode: "return { ...$json, group: 'adult', note: '{{ kept }}', of: $('Make items').all().length };",
      }),
      node('Minor', 'code', [600, 100], {
        mode: 'runOnceForEachItem',
        jsCode: "return { ...$json, group: 'minor' };",
      }),
      node('Merge', 'merge', [800, 0]),
    ],
    edges: [
      edge('Start', 'Make items'),
      edge('Make items', 'Adult?'),
      edge('Adult?', 'Adult', 0),
      edge('Adult?', 'Minor', 1),
      edge('Adult', 'Merge', 0, 0),
      edge('Minor', 'Merge', 0, 1),
    ],
  });

  it('routes the items by the condition and appends the branches in the merge', async () => {
    const store = createMemoryRunStore();
    const run = await runDocument(doc, { store, clock: manualClock(), runId: 'r' });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe('succeeded');
    // n8n v1 order: the top child (Adult) first; the merge waits for its second input (Minor).
    expect(run.steps.map((s) => s.nodeId)).toEqual([
      'Start',
      'Make_items',
      'Adult_',
      'Adult',
      'Minor',
      'Merge',
    ]);
    expect(run.steps[2]?.output.map((items) => items.map((i) => i.json.name))).toEqual([
      ['Ada', 'Cy'],
      ['Bob'],
    ]);
    expect(run.result).toEqual([
      [
        { json: { name: 'Ada', age: 36, group: 'adult', note: '{{ kept }}', of: 3 } },
        { json: { name: 'Cy', age: 52, group: 'adult', note: '{{ kept }}', of: 3 } },
        { json: { name: 'Bob', age: 17, group: 'minor' } },
      ],
    ]);
    expect(store.runs.get('r')?.status).toBe('succeeded');
  });
});

describe('loop over items through the executor', () => {
  it("runs the branch per batch, shows $('Loop').context, and outputs everything on done", async () => {
    const doc = workflowDocumentSchema.parse({
      nodes: [
        node('Start', 'manual-trigger', [0, 0]),
        node('Items', 'code', [200, 0], { jsCode: 'return [1, 2, 3, 4, 5].map((n) => ({ n }));' }),
        node('Loop', 'loop-over-items', [400, 0], { batchSize: 2 }),
        node('Process', 'code', [600, 100], {
          mode: 'runOnceForEachItem',
          jsCode: "return { n: $json.n * 10, batch: $runIndex, last: $('Loop').context.noItemsLeft };",
        }),
        node('Done', 'no-op', [600, -100]),
      ],
      edges: [
        edge('Start', 'Items'),
        edge('Items', 'Loop'),
        edge('Loop', 'Done', 0),
        edge('Loop', 'Process', 1),
        edge('Process', 'Loop'),
      ],
    });
    const run = await runDocument(doc, { clock: manualClock() });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([
      [
        { json: { n: 10, batch: 0, last: false } },
        { json: { n: 20, batch: 0, last: false } },
        { json: { n: 30, batch: 1, last: false } },
        { json: { n: 40, batch: 1, last: false } },
        { json: { n: 50, batch: 2, last: true } },
      ],
    ]);
    expect(run.steps.filter((s) => s.nodeId === 'Loop')).toHaveLength(4);
  });
});

describe('switch and filter in a document', () => {
  it('routes by an expression and filters one branch', async () => {
    const doc = workflowDocumentSchema.parse({
      nodes: [
        node('Start', 'manual-trigger', [0, 0]),
        node('Route', 'switch', [200, 0], {
          mode: 'expression',
          output: "={{ $json.kind === 'a' ? 0 : 1 }}",
        }),
        node('Only big', 'filter', [400, 0], {
          conditions: {
            conditions: [
              { leftValue: '={{ $json.v }}', rightValue: 5, operator: { type: 'number', operation: 'gt' } },
            ],
          },
        }),
      ],
      edges: [edge('Start', 'Route'), edge('Route', 'Only big', 0)],
    });
    const run = await runDocument(doc, {
      clock: manualClock(),
      triggerItems: [
        { json: { kind: 'a', v: 9 } },
        { json: { kind: 'b', v: 9 } },
        { json: { kind: 'a', v: 1 } },
      ],
    });
    expect(run.status).toBe('succeeded');
    expect(run.result[0]).toEqual([{ json: { kind: 'a', v: 9 } }]);
  });
});

describe("date & time in the workflow's time zone", () => {
  it("reads and writes dates in settings.timezone when the node names none, at the run's clock", async () => {
    const doc = workflowDocumentSchema.parse({
      nodes: [
        node('Start', 'manual-trigger', [0, 0]),
        node('Today', 'date-time', [200, 0], { operation: 'getCurrentDate', includeTime: false }),
        node('In UTC', 'date-time', [400, 0], { operation: 'getCurrentDate', timezone: 'UTC' }),
      ],
      edges: [edge('Start', 'Today'), edge('Today', 'In UTC')],
      settings: { timezone: 'Asia/Tokyo' },
    });
    // 2026-03-01 20:00 UTC is already 2 March in Tokyo.
    const run = await runDocument(doc, {
      store: createMemoryRunStore(),
      clock: fakeClock(Date.UTC(2026, 2, 1, 20, 0, 0)),
    });
    expect(run.status).toBe('succeeded');
    const today = run.state.lastOutputs.Today?.[0]?.[0]?.json;
    expect(today?.currentDate).toBe('2026-03-02T00:00:00.000+09:00');
    expect(run.result[0]?.[0]?.json.currentDate).toBe('2026-03-01T20:00:00.000Z');
  });
});
