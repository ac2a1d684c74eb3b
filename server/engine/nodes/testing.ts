/** Test kit for node folders: run one definition as the executor would, with literal parameters. */
import type { ItemLists, NodeContext, NodeResult, UsageMeter } from '../core';
import type { NodeDefinition } from './definition';
import type { PlatformPorts } from './ports';
import { toNodeType } from './to-node-type';

export interface RunNodeOptions {
  parameters?: Record<string, unknown>;
  /** Parameters per item (expressions resolved per item); wins over `parameters`. */
  parametersAt?: (itemIndex: number) => Record<string, unknown>;
  runIndex?: number;
  state?: { value: unknown };
  resumed?: NodeContext['resumed'];
  name?: string;
  runId?: string;
  /** The platform's services (mail, ledger, sub-workflows, the webhook's response): fakes in tests. */
  ports?: PlatformPorts;
  /** The run's clock (epoch ms); 0 by default, so a node's output never depends on the wall clock. */
  now?: number;
  /** Collects what the node logs (`ctx.log`). */
  logs?: string[];
  /** Where AI nodes count their calls and read the budget. */
  usage?: UsageMeter;
  /** The node's credential slots (`node.credentials`). */
  credentials?: Record<string, { id?: string; name?: string }>;
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
      ...(options.credentials ? { credentials: options.credentials } : {}),
    },
    runId: options.runId ?? 'run-1',
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
    now: () => options.now ?? 0,
    log: (line) => {
      options.logs?.push(line);
    },
    ...(options.usage ? { usage: options.usage } : {}),
  };
  return toNodeType(definition, { ports: options.ports }).execute(ctx, inputs);
}

export const items = (...jsons: Record<string, unknown>[]) => jsons.map((json) => ({ json }));
