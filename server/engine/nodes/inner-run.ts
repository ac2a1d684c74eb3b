/**
 * What a container node (iteration, loop) runs: its inner steps, a small graph kept in its own
 * parameters, run as a run of its own through the same node types, expressions and ports (see
 * `NodeExecution.runInner`). Expressions inside see the inner nodes by name, and whatever the container
 * makes `visible` (the nodes outside it, its own variables).
 */
import { z } from 'zod';
import { workflowEdgeSchema, workflowNodeSchema } from '../../../common/workflow/document';
import type { Item, RunRecord, Step } from '../core';
import type { NodeRunData } from '../expressions';

/** A new container's inner steps: only the start step, which passes the container's item on. */
export const DEFAULT_INNER_START_ID = 'inner-start';

export const innerGraphSchema = z
  .object({
    nodes: z.array(workflowNodeSchema).min(1),
    edges: z.array(workflowEdgeSchema).default([]),
    /** The inner node the run starts at (it gets the container's item). */
    startNodeId: z.string().min(1),
  })
  .default(() => ({
    nodes: [
      {
        id: DEFAULT_INNER_START_ID,
        type: 'no-op',
        // no-op's version (its definition cannot be imported here: it imports this file); a test checks it.
        typeVersion: 1,
        name: 'Inner start',
        position: [0, 0] as [number, number],
        parameters: {},
      },
    ],
    edges: [],
    startNodeId: DEFAULT_INNER_START_ID,
  }));

export type InnerGraph = z.infer<typeof innerGraphSchema>;

export interface InnerRunOptions {
  /** Unique per pass and stable across retries: side effects inside make their idempotency keys from it. */
  runId: string;
  triggerItems: Item[];
  /** Nodes outside the graph as expressions inside see them, by name; read at every resolution. */
  visible: () => Record<string, NodeRunData>;
  /** Told after each inner step, in order. */
  onStep?: (step: Step) => void;
}

export type RunInner = (graph: InnerGraph, options: InnerRunOptions) => Promise<RunRecord>;

/** The latest first-output items of each inner node that ran, by name (what `$('Name')` reads). */
export function innerOutputs(graph: InnerGraph, run: RunRecord): Record<string, NodeRunData> {
  const names = new Map(graph.nodes.map((n) => [n.id, n.name]));
  const seen: Record<string, NodeRunData> = {};
  for (const step of run.steps) {
    const name = names.get(step.nodeId);
    if (name && step.status !== 'failed') seen[name] = { items: step.output[0] ?? [] };
  }
  return seen;
}
