/**
 * Test kit for node definitions: runs one definition's execute with raw parameters parsed by its own
 * schema (as the executor does after resolving expressions), so node tests need no executor.
 */
import type { z } from 'zod';
import { isWaitResult } from '../core/node-type';
import type { Item, ItemLists } from '../core/types';
import type { NodeDefinition } from './definition';

type RawParameters = Record<string, unknown> | ((itemIndex: number) => Record<string, unknown>);

export async function executeForTest<P extends z.ZodType>(
  definition: NodeDefinition<P>,
  raw: RawParameters,
  inputs: ItemLists,
): Promise<ItemLists> {
  const result = await definition.execute(
    {
      node: { id: 'n1', name: definition.displayName, type: definition.type, parameters: {} },
      runIndex: 0,
      signal: new AbortController().signal,
      state: { get: () => undefined, set: () => undefined },
      parameters: (itemIndex = 0) =>
        definition.parameters.parse(typeof raw === 'function' ? raw(itemIndex) : raw),
    },
    inputs,
  );
  if (isWaitResult(result)) throw new Error('The node asked to wait.');
  return result;
}

/** `[{a: 1}, {a: 2}]` → items. */
export function items(...json: Record<string, unknown>[]): Item[] {
  return json.map((j) => ({ json: j }));
}

/** The json of the first output's items. */
export function jsonOf(outputs: ItemLists): Record<string, unknown>[] {
  return (outputs[0] ?? []).map((i) => i.json);
}
