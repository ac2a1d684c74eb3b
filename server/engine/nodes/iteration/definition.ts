import { z } from 'zod';
import type { Item, RunRecord } from '../../core';
import type { NodeRunData } from '../../expressions';
import { defineNode, type NodeExecution } from '../definition';
import { DEFAULT_INNER_START_ID, type InnerGraph, innerGraphSchema } from '../inner-run';
import { collectIteration, type PassResult } from './collect';

/** Where each pass's value is read: a field path in the first item of an inner node's latest output. */
const passValueSchema = z
  .object({ nodeId: z.string().min(1), path: z.array(z.string()).default([]) })
  .default({ nodeId: DEFAULT_INNER_START_ID, path: ['item'] });

const parametersSchema = z.object({
  /** The list to go through (usually an expression naming another node's output). */
  items: z.unknown().optional(),
  steps: innerGraphSchema,
  value: passValueSchema,
  /** Dify's error modes; Flowise's keeps an "Error in iteration N" line per failed pass. */
  onPassError: z.enum(['stop', 'keepNull', 'drop', 'errorText']).default('stop'),
  /** `list`: `{ output: [...] }` (Dify); `text`: `{ iterationResults, content }` (Flowise Agentflow). */
  result: z.enum(['list', 'text']).default('list'),
  /** Dify's flatten_output: a list of lists becomes one list. */
  flatten: z.boolean().default(true),
});

type Parameters = z.output<typeof parametersSchema>;

function valueAt(run: RunRecord, nodeId: string, path: readonly string[]): unknown {
  const step = run.steps.findLast((s) => s.nodeId === nodeId && s.status === 'succeeded');
  let value: unknown = step?.output[0]?.[0]?.json;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

function listOf(ctx: NodeExecution<Parameters>, items: unknown): unknown[] {
  // Dify: a missing variable fails, an empty one (null) is an empty list; Flowise reads a JSON text.
  if (items === undefined) throw new Error(`Node "${ctx.node.name}": the list to go through is missing.`);
  if (items === null || items === '') return [];
  let list = items;
  if (typeof items === 'string') {
    try {
      list = JSON.parse(items);
    } catch {
      throw new Error(`Node "${ctx.node.name}": the list to go through is text that is not a JSON list.`);
    }
  }
  if (!Array.isArray(list)) {
    throw new Error(`Node "${ctx.node.name}": the list to go through is a ${typeof list}, not a list.`);
  }
  return list;
}

function failure(ctx: NodeExecution<Parameters>, index: number, run: RunRecord, steps: InnerGraph): string {
  const at = steps.nodes.find((n) => n.id === run.error?.nodeId)?.name;
  const why = run.error?.message ?? `the pass ended ${run.status}`;
  return `Node "${ctx.node.name}": pass ${index + 1} failed${at ? ` at "${at}"` : ''}: ${why}`;
}

export const iterationNode = defineNode({
  type: 'iteration',
  version: 1,
  displayName: 'Iteration',
  group: 'flow',
  description: 'Runs its inner steps once for each element of a list and collects a value from each pass.',
  documentation:
    'The inner steps start at their start step, which gets `{ item, index }`; inside, `$("<this node>").first().json.item` and `.index` are the current element and its position (from 0), and the nodes outside are read as usual. Each pass starts afresh (what an inner step gave in the pass before is not seen). After each pass the value at "value" (a field of an inner step\'s output) is collected; the node answers one item `{ output: [...] }`, a list of lists made one list when "flatten" is on. A pass that fails stops the node, or gives null, or is dropped, as "on pass error" says. Passes run one after another. A missing list fails the node; an empty one answers `{ output: [] }`. Steps inside cannot wait.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  literalParameters: ['steps', 'value'],
  parameters: parametersSchema,
  // Flowise's iteration and Dify's become the container (their inner steps move into `steps`).
  imports: {
    flowise: ['iterationAgentflow'],
    dify: ['iteration'],
  },
  execute: async (ctx) => {
    const parameters = ctx.parameters();
    const list = listOf(ctx, parameters.items);
    const runInner = ctx.runInner;
    if (!runInner) throw new Error(`Node "${ctx.node.name}": inner steps only run inside a workflow run.`);
    const outside = ctx.expressionScope?.(0).nodes ?? {};
    const passes: PassResult[] = [];
    for (const [index, item] of list.entries()) {
      const here: Item = { json: { item, index } };
      const own: Record<string, NodeRunData> = { [ctx.node.name]: { items: [here] } };
      const run = await runInner(parameters.steps, {
        runId: `${ctx.runId}:${ctx.node.id}:${ctx.runIndex}:${index}`,
        triggerItems: [here],
        visible: () => ({ ...outside, ...own }),
      });
      if (run.status === 'waiting') {
        throw new Error(
          `Node "${ctx.node.name}": a step inside it asked to wait; steps inside an iteration cannot wait.`,
        );
      }
      if (run.status === 'succeeded') {
        passes.push({ ok: true, value: valueAt(run, parameters.value.nodeId, parameters.value.path) });
        continue;
      }
      if (parameters.onPassError === 'stop' || ctx.signal.aborted) {
        throw new Error(failure(ctx, index, run, parameters.steps));
      }
      passes.push({ ok: false, error: run.error?.message ?? `the pass ended ${run.status}` });
    }
    return [[{ json: collectIteration(passes, parameters) }]];
  },
});
