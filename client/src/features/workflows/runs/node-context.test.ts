import type { RunStepView } from '@common/schemas/workflows';
import { describe, expect, it } from 'vitest';
import { aDocument, aNode, anEdge } from '../document/test-documents';
import {
  allItems,
  errorsByParameter,
  expressionContextOf,
  inputItemsOf,
  isTruncated,
  stepItems,
  truncationNote,
  upstreamNodeIds,
} from './node-context';

const step = (nodeId: string, input: unknown, output: unknown): RunStepView =>
  ({ nodeId, input, output }) as RunStepView;

// a → b → (if) c: true → d, false → e
const doc = aDocument({
  nodes: [aNode('a', 'Hook'), aNode('b', 'Shape'), aNode('c', 'If'), aNode('d', 'Yes'), aNode('e', 'No')],
  edges: [anEdge('a', 'b'), anEdge('b', 'c'), anEdge('c', 'd', 0), anEdge('c', 'e', 1)],
});

describe('node context', () => {
  it('lists ancestors nearest first, never the node itself or its siblings', () => {
    expect(upstreamNodeIds(doc, 'd')).toEqual(['c', 'b', 'a']);
    expect(upstreamNodeIds(doc, 'a')).toEqual([]);
  });

  it('reads a node input from its own step, or from the wire it hangs on', () => {
    const steps = [
      step('c', [[{ json: { n: 1 } }, { json: { n: 2 } }]], [[{ json: { n: 1 } }], [{ json: { n: 2 } }]]),
    ];
    expect(inputItemsOf(doc, steps, 'e')).toEqual([{ json: { n: 2 } }]);
    expect(inputItemsOf(doc, steps, 'c')).toHaveLength(2);
    expect(inputItemsOf(doc, [], 'c')).toEqual([]);
  });

  it('gives the expression editor the input items, upstream names and their outputs', () => {
    const run = {
      steps: [step('a', [], [[{ json: { email: 'x@y' } }]]), step('b', [[]], { truncated: true })],
    };
    const context = expressionContextOf(doc, 'c', run as never);
    expect(context.nodes).toEqual(['Shape', 'Hook']);
    expect(context.nodeOutputs).toEqual({ Hook: [{ json: { email: 'x@y' } }], Shape: [] });
    expect(context.items).toEqual([]);
  });

  it('maps problems to the parameter they name, first message wins', () => {
    expect(
      errorsByParameter([
        { message: 'A', parameter: 'url' },
        { message: 'B', parameter: 'url' },
        { message: 'C' },
      ]),
    ).toEqual({ url: 'A' });
  });

  it('shows the first items kept of a list too large to store, with the message saying so', () => {
    const message =
      'Showing the first 2 of 100,000 items (1 MB of about 23 MB: a node keeps at most 1 MB). The run used all of them.';
    const capped = {
      truncated: true as const,
      items: [2, 99_998],
      bytes: 23_000_000,
      kept: [[{ json: { i: 0 } }, { json: { i: 1 } }], []],
      keptItems: 2,
      totalItems: 100_000,
      omittedBytes: 22_000_000,
      message,
    };
    expect(isTruncated(capped)).toBe(true);
    expect(stepItems(capped)).toEqual([{ json: { i: 0 } }, { json: { i: 1 } }]);
    expect(stepItems(capped, 1)).toEqual([]);
    expect(allItems(capped)).toHaveLength(2);
    expect(truncationNote(capped)).toBe(message);
    expect(truncationNote([[{ json: {} }]])).toBeUndefined();
    // A run stored before the first items were kept: counts only.
    const old = { truncated: true as const, items: [3, 1], bytes: 900_000 };
    expect(stepItems(old)).toEqual([]);
    expect(truncationNote(old)).toBe('Too large to keep: 4 items, only counted. The run used all of them.');
  });
});
