/**
 * Shorthand over the node test kit (testing.ts) for the data nodes, whose tests mostly check one output:
 * runs a definition through `runNode` (so parameters are parsed as the executor parses them) and answers
 * its output lists, failing if the node asked to wait.
 */
import { isWaitResult } from '../core/node-type';
import type { ItemLists } from '../core/types';
import type { NodeDefinition } from './definition';
import { type RunNodeOptions, runNode } from './testing';

export { items } from './testing';

type RawParameters = Record<string, unknown> | ((itemIndex: number) => Record<string, unknown>);

export async function executeForTest(
  definition: NodeDefinition,
  raw: RawParameters,
  inputs: ItemLists,
  options: Pick<RunNodeOptions, 'now'> = {},
): Promise<ItemLists> {
  const result = await runNode(
    definition,
    inputs,
    typeof raw === 'function' ? { ...options, parametersAt: raw } : { ...options, parameters: raw },
  );
  if (isWaitResult(result)) throw new Error('The node asked to wait.');
  return result;
}

/** The json of the first output's items. */
export function jsonOf(outputs: ItemLists): Record<string, unknown>[] {
  return (outputs[0] ?? []).map((i) => i.json);
}
