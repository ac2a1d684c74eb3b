import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { loopOverItemsNode } from './definition';

describe('loop over items', () => {
  it('sends batches out of "loop", then everything returned out of "done"', async () => {
    const state = { value: undefined as unknown };
    const parameters = { batchSize: 2 };
    const run = (input: ReturnType<typeof items>) =>
      runNode(loopOverItemsNode, [input], { parameters, state });

    expect(await run(items({ n: 1 }, { n: 2 }, { n: 3 }))).toEqual([[], items({ n: 1 }, { n: 2 })]);
    expect(await run(items({ n: 10 }, { n: 20 }))).toEqual([[], items({ n: 3 })]);
    expect(await run(items({ n: 30 }))).toEqual([items({ n: 10 }, { n: 20 }, { n: 30 }), []]);
    // Starts afresh for the next items.
    expect(state.value).toBeUndefined();
    expect(await run(items({ n: 4 }))).toEqual([[], items({ n: 4 })]);
  });

  it('outputs nothing on "done" for no items', async () => {
    expect(await runNode(loopOverItemsNode, [[]])).toEqual([[], []]);
  });

  it("tells expressions whether items are left ($('Loop').context)", async () => {
    const state = { value: undefined as unknown };
    await runNode(loopOverItemsNode, [items({ n: 1 }, { n: 2 })], { state });
    expect(loopOverItemsNode.context?.(state.value)).toEqual({
      noItemsLeft: false,
      currentRunIndex: 0,
      done: false,
    });
    await runNode(loopOverItemsNode, [items({ n: 1 })], { state });
    expect(loopOverItemsNode.context?.(state.value)).toEqual({
      noItemsLeft: true,
      currentRunIndex: 1,
      done: false,
    });
    await runNode(loopOverItemsNode, [items({ n: 2 })], { state });
    expect(loopOverItemsNode.context?.(state.value)).toEqual({ noItemsLeft: true, done: true });
  });

  it('starts a new loop with the arriving items when reset is on', async () => {
    const state = { value: undefined as unknown };
    await runNode(loopOverItemsNode, [items({ n: 1 }, { n: 2 })], { state });
    const again = await runNode(loopOverItemsNode, [items({ n: 7 }, { n: 8 })], {
      state,
      parameters: { options: { reset: true } },
    });
    expect(again).toEqual([[], items({ n: 7 })]);
  });
});
