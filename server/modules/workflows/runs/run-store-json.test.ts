import { describe, expect, it } from 'vitest';
import type { Step } from '../../../engine/core';
import { STEP_ITEMS_MAX_BYTES } from './item-caps';
import { stepRowsAsColumns, stepsJson, storedStep } from './run-store';
import { StoredRunBudget } from './stored-run-budget';

const base: Step = {
  nodeId: 'greet',
  runIndex: 0,
  status: 'succeeded',
  input: [[{ json: { body: { name: 'Ada ✓', n: 21 }, headers: { 'x-a': '"quoted"\n' } } }]],
  output: [[{ json: { greeting: 'hello Ada', doubled: 42 } }], []],
  tries: 1,
  startedAt: Date.UTC(2026, 10, 24, 10, 0, 0, 5),
  finishedAt: Date.UTC(2026, 10, 24, 10, 0, 0, 9),
};

describe('stepsJson', () => {
  it('writes the same JSON as the rows serialized whole, every optional field set or not', () => {
    const steps: Step[] = [
      base,
      {
        ...base,
        nodeId: 'fail',
        runIndex: 2,
        status: 'failed',
        output: [],
        error: { message: 'boom', code: 'node_failed' },
        source: 'continued',
        logs: ['one', 'two'],
        tries: 3,
        usage: { inputTokens: 1, outputTokens: 2, costUsd: 0.5, calls: 1, models: ['openai/x'] },
        parent: { nodeId: 'agent', runIndex: 0 },
      },
      // Over the cap: stored as the marker.
      { ...base, nodeId: 'big', input: [[{ json: { text: 'é'.repeat(STEP_ITEMS_MAX_BYTES) } }]] },
    ];
    const budget = new StoredRunBudget();
    const stored = steps.map((step) => storedStep(step, budget));
    const json = `[${stepsJson('run-1', 4, stored)}]`;
    expect(json).toBe(stepRowsAsColumns('run-1', 4, stored));
    expect(JSON.parse(json)[2].input).toMatchObject({ truncated: true, items: [1], kept: [[]] });
    expect(stepsJson('run-1', 1, [])).toBe('');
  });
});
