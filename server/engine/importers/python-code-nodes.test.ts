/**
 * Imported Python code nodes run end to end (import, then the engine with the real Code node and sandbox pool):
 * Dify's python3 code node and n8n's Python Code node. One file, so one warm Pyodide serves every run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runDocument } from '../adapter/run-document';
import { manualClock } from '../core/testing';
import { closeSharedCodePool } from '../nodes/code/shared-pool';
import { readFixture } from './fixtures/read-fixture';
import { importWorkflow } from './import-workflow';

afterAll(() => closeSharedCodePool());

// Its timers never fire: the run's deadline does not race the worker's Python load.
const clock = () => manualClock();

describe('a Dify python3 code node', () => {
  const { document, report } = importWorkflow(readFixture('dify/python-word-stats.yml'));
  const expected = JSON.parse(readFixture('dify/python-word-stats.expected.json')) as {
    cases: { input: Record<string, unknown>; status: string; output: Record<string, unknown> }[];
  };

  it('imports as a Python Code node calling main(**inputs)', () => {
    expect(report.placeholders).toEqual([]);
    const stats = document.nodes.find((n) => n.name === 'Word stats')!;
    expect(stats.parameters).toMatchObject({ language: 'python', mode: 'runOnceForAllItems' });
    expect(String(stats.parameters.pythonCode)).toContain('"text": _("Start").first().json["text"]');
  });

  it.each(expected.cases)('gives the end node Dify gives for $input', async ({ input, status, output }) => {
    const run = await runDocument(document, { clock: clock(), triggerItems: [{ json: input }] });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(status);
    expect(run.result).toEqual([[{ json: output }]]);
  });

  it("fails the run with Python's error, naming the node", async () => {
    const run = await runDocument(document, {
      clock: clock(),
      triggerItems: [{ json: { text: 'a b', top: 'x' } }],
    });
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ nodeId: expect.any(String) });
    expect(JSON.stringify(run.error)).toContain('TypeError');
  });
});

describe("n8n's Python Code node", () => {
  const { document } = importWorkflow(readFixture('n8n/python-code.json'));

  it('runs _input.all() and item.json, then _input.item, _json, _itemIndex and _("Node") per item', async () => {
    const run = await runDocument(document, {
      clock: clock(),
      triggerItems: [{ json: { name: 'ada' } }, { json: { name: 'bob' } }],
    });
    expect(run.error).toBeUndefined();
    expect(run.result).toEqual([
      [
        { json: { name: 'ada', myNewField: 1, upper: 'ADA', index: 0, first: 'ada', seen: 'ADA' } },
        { json: { name: 'bob', myNewField: 1, upper: 'BOB', index: 1, first: 'ada', seen: 'BOB' } },
      ],
    ]);
  });
});
