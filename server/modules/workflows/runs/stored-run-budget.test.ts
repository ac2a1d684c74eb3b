import { describe, expect, it } from 'vitest';
import type { CappedItems } from './item-caps';
import { StoredRunBudget, stateNotKept } from './stored-run-budget';

const emptyState = () => ({ stack: [], waiting: {}, runCounts: {}, nodeState: {}, lastOutputs: {} });
const items = (n: number, pad = 100) =>
  Array.from({ length: n }, (_, i) => ({ json: { i, pad: 'p'.repeat(pad) } }));

describe('StoredRunBudget', () => {
  it("caps each step's items at the node's cap, then at what the run has left", () => {
    const budget = new StoredRunBudget({ nodeBytes: 10_000, runBytes: 25_000 });
    const first = budget.stepItems([items(200)]);
    const second = budget.stepItems([items(200)]);
    const third = budget.stepItems([items(200)]);
    expect((first.value as CappedItems).message).toMatch(/a node keeps at most 10 KB/);
    expect((second.value as CappedItems).message).toMatch(/a node keeps at most 10 KB/);
    // About 5 KB were left of the run's 25 KB.
    expect((third.value as CappedItems).message).toMatch(/this run's stored items reached their 24 KB cap/);
    expect(first.bytes + second.bytes + third.bytes).toBeLessThanOrEqual(25_000);
    // Nothing left: a small list is summarised too, rather than the record growing past the cap.
    const fourth = budget.stepItems([items(20)]);
    expect(fourth.value).toMatchObject({ truncated: true, keptItems: 0, totalItems: 20 });
  });

  it('keeps the state whole when it fits what is left, else marks it as not kept', () => {
    const budget = new StoredRunBudget({ nodeBytes: 10_000, runBytes: 30_000 });
    const small = { ...emptyState(), lastOutputs: { a: [items(10)] } };
    expect(budget.checkpoint([items(1)], small).state).toBe(small);
    expect(stateNotKept(small)).toBeUndefined();

    const big = { ...emptyState(), runCounts: { a: 1 }, lastOutputs: { a: [items(1000)] } };
    const { result, state } = budget.checkpoint([items(1000)], big);
    expect(result.value).toMatchObject({ truncated: true, totalItems: 1000 });
    expect(state).not.toBe(big);
    expect(state.runCounts).toEqual({ a: 1 });
    expect(state.lastOutputs).toEqual({});
    expect(stateNotKept(state)).toMatch(/cannot be resumed, retried or run again from one of its nodes/);
    expect(JSON.stringify(state).length).toBeLessThan(1000);
  });

  it("keeps the run's result within its node's cap even when the steps spent the run's budget", () => {
    const budget = new StoredRunBudget({ nodeBytes: 10_000, runBytes: 12_000 });
    budget.stepItems([items(200)]);
    budget.stepItems([items(200)]);
    const { result, state } = budget.checkpoint([[{ json: { count: 400 } }]], {
      ...emptyState(),
      lastOutputs: { a: [items(5)] },
    });
    expect(result.value).toEqual([[{ json: { count: 400 } }]]);
    // What was left of the run's budget does not hold the state: not kept, and the run says so if continued.
    expect(stateNotKept(state)).toBeDefined();
  });
});
