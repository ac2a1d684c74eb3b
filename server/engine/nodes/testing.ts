/** Test kit for node folders: run one definition as the executor would, with literal parameters. */
import type { ItemLists, NodeContext, NodeResult } from '../core';
import type { NodeDefinition } from './definition';
import { toNodeType } from './to-node-type';

export interface RunNodeOptions {
  parameters?: Record<string, unknown>;
  /** Parameters per item (expressions resolved per item); wins over `parameters`. */
  parametersAt?: (itemIndex: number) => Record<string, unknown>;
  runIndex?: number;
  state?: { value: unknown };
  resumed?: NodeContext['resumed'];
  name?: string;
}

export function runNode(
  definition: NodeDefinition,
  inputs: ItemLists,
  options: RunNodeOptions = {},
): Promise<NodeResult> {
  const state = options.state ?? { value: undefined };
  const ctx: NodeContext = {
    node: {
      id: 'n1',
      name: options.name ?? definition.displayName,
      type: definition.type,
      parameters: options.parameters ?? {},
    },
    runIndex: options.runIndex ?? 0,
    signal: new AbortController().signal,
    parameters: (itemIndex = 0) => options.parametersAt?.(itemIndex) ?? options.parameters ?? {},
    state: {
      get: () => state.value,
      set: (value) => {
        state.value = value;
      },
    },
    resumed: options.resumed,
  };
  return toNodeType(definition).execute(ctx, inputs);
}

export const items = (...jsons: Record<string, unknown>[]) => jsons.map((json) => ({ json }));
