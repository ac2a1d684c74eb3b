import { z } from 'zod';
import type { Step } from '../../core';
import type { NodeRunData } from '../../expressions';
import { defineNode, type NodeExecution } from '../definition';
import { ifNode } from '../if/definition';
import { type InnerGraph, innerGraphSchema, innerOutputs, type RunInner } from '../inner-run';

/** Dify's own limit on loop_count. */
export const MAX_LOOP_COUNT = 1000;

const parametersSchema = z.object({
  /** The most passes (Dify's loop_count). */
  maxCount: z.number().int().min(0).max(MAX_LOOP_COUNT).default(10),
  /** Loop variables and their first values (expressions are worked out once, before the first pass). */
  variables: z.record(z.string(), z.unknown()).default({}),
  steps: innerGraphSchema,
  /** The If node's conditions, checked before the first pass and after each: when they hold, the loop ends. */
  breakWhen: z.record(z.string(), z.unknown()).nullable().default(null),
  /** Inner steps whose output sets loop variables: each field of its first item that names one. */
  setsVariables: z.array(z.string()).default([]),
  /** Inner steps that end the loop after the pass in which they ran (Dify's loop-end). */
  endsLoop: z.array(z.string()).default([]),
});

type Parameters = z.output<typeof parametersSchema>;

interface LoopRun {
  ctx: NodeExecution<Parameters>;
  runInner: RunInner;
  variables: Record<string, unknown>;
  /** Dify keeps one variable pool for all passes: what an inner step gave stays visible after its pass. */
  seen: Record<string, NodeRunData>;
  outside: Record<string, NodeRunData>;
}

function visible(loop: LoopRun): Record<string, NodeRunData> {
  return {
    ...loop.outside,
    ...loop.seen,
    [loop.ctx.node.name]: { items: [{ json: { ...loop.variables } }] },
  };
}

/** The break conditions, run as an If node that sees the loop's variables and every step so far. */
async function breakConditionsHold(
  loop: LoopRun,
  conditions: Record<string, unknown>,
  at: number,
): Promise<boolean> {
  const check: InnerGraph = {
    nodes: [
      {
        id: 'break-check',
        type: 'if',
        typeVersion: ifNode.version,
        name: `${loop.ctx.node.name} (break check)`,
        position: [0, 0],
        parameters: { conditions },
      },
    ],
    edges: [],
    startNodeId: 'break-check',
  };
  const run = await loop.runInner(check, {
    runId: `${loop.ctx.runId}:${loop.ctx.node.id}:${loop.ctx.runIndex}:check-${at}`,
    triggerItems: [{ json: {} }],
    visible: () => visible(loop),
  });
  // As in Dify, a condition that cannot be worked out does not end the loop.
  return run.status === 'succeeded' && (run.steps[0]?.output[0]?.length ?? 0) > 0;
}

function setVariables(loop: LoopRun, setters: readonly string[], step: Step): void {
  if (step.status !== 'succeeded' || !setters.includes(step.nodeId)) return;
  const json = step.output[0]?.[0]?.json ?? {};
  for (const key of Object.keys(loop.variables))
    if (Object.hasOwn(json, key)) loop.variables[key] = json[key];
}

export const loopNode = defineNode({
  type: 'loop',
  version: 1,
  displayName: 'Loop',
  group: 'flow',
  description: 'Runs its inner steps again and again until a condition holds or a count is reached.',
  documentation:
    'Loop variables get their first values, then the break conditions are checked; while they do not hold, the inner steps run (a pass) from their start step, at most "max count" times. Inside, `$("<this node>").first().json.<variable>` reads a loop variable; the steps listed in "sets variables" change them (each field of their output that names a variable). What an inner step gave stays visible in later passes. The loop also ends after a pass in which a step of "ends loop" ran. A failing step fails the node. The node answers one item: the loop variables and `loop_round`, the number of passes (nothing when no pass ran, as in Dify). Steps inside cannot wait.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  literalParameters: ['steps', 'breakWhen', 'setsVariables', 'endsLoop'],
  parameters: parametersSchema,
  imports: {
    dify: ['loop'],
  },
  execute: async (ctx) => {
    const parameters = ctx.parameters();
    const runInner = ctx.runInner;
    if (!runInner) throw new Error(`Node "${ctx.node.name}": inner steps only run inside a workflow run.`);
    for (const [name, value] of Object.entries(parameters.variables)) {
      if (value === undefined || value === null) {
        throw new Error(`Node "${ctx.node.name}": the loop variable "${name}" has no value to start from.`);
      }
    }
    const loop: LoopRun = {
      ctx,
      runInner,
      variables: { ...parameters.variables },
      seen: {},
      outside: ctx.expressionScope?.(0).nodes ?? {},
    };
    const { breakWhen } = parameters;
    if (breakWhen && (await breakConditionsHold(loop, breakWhen, 0))) return [[{ json: {} }]];
    let result: Record<string, unknown> = {};
    for (let pass = 0; pass < parameters.maxCount; pass += 1) {
      let ended = false;
      const run = await runInner(parameters.steps, {
        runId: `${ctx.runId}:${ctx.node.id}:${ctx.runIndex}:${pass}`,
        triggerItems: [{ json: { ...loop.variables } }],
        visible: () => visible(loop),
        onStep: (step) => {
          setVariables(loop, parameters.setsVariables, step);
          if (step.status === 'succeeded' && parameters.endsLoop.includes(step.nodeId)) ended = true;
        },
      });
      if (run.status === 'waiting') {
        throw new Error(
          `Node "${ctx.node.name}": a step inside it asked to wait; steps inside a loop cannot wait.`,
        );
      }
      if (run.status !== 'succeeded') {
        const at = parameters.steps.nodes.find((n) => n.id === run.error?.nodeId)?.name;
        const why = run.error?.message ?? `the pass ended ${run.status}`;
        throw new Error(`Node "${ctx.node.name}": pass ${pass + 1} failed${at ? ` at "${at}"` : ''}: ${why}`);
      }
      Object.assign(loop.seen, innerOutputs(parameters.steps, run));
      result = { ...loop.variables, loop_round: pass + 1 };
      if (ended) break;
      if (breakWhen && (await breakConditionsHold(loop, breakWhen, pass + 1))) break;
    }
    return [[{ json: result }]];
  },
});
