import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode, type NodeExecution } from '../definition';
import { type InnerGraph, innerGraphSchema } from '../inner-run';
import { effectKey, requirePort } from '../ports';

export const executeWorkflowNode = defineNode({
  type: 'execute-workflow',
  version: 1,
  displayName: 'Execute Workflow',
  group: 'flow',
  words: ['execute workflow', 'sub-workflow', 'subworkflow'],
  description: 'Runs another of your workflows with the incoming items and continues with what it returns.',
  documentation:
    'Starts another workflow you own (its latest published version, or its draft) with all incoming items as its trigger’s items. When "wait for completion" is on, this node waits for it to end and outputs the items of the last node it ran; if it fails, this node fails with its error, and if it stops to wait (an approval, a wait node) this node fails too, since a parent does not wait for days: start such a workflow without waiting. When it is off, the items pass through at once, each with a `subWorkflow` field holding the new run’s id. Workflows may call each other at most 10 deep, and a workflow that would call itself (directly or through others) is refused. The child run belongs to this node run: when the calling run is resumed or retried, the node finds it again instead of starting another (an ended child answers its items, a failed one is retried from where it failed), so what the child sent or paid is not repeated. A workflow imported from n8n may keep the workflow it runs inside the node (source "inline"): it runs within this run, from its start with the incoming items, sees none of this workflow\'s nodes, and must be waited for.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  // An inline workflow's expressions are its own nodes', resolved when it runs.
  literalParameters: ['workflow'],
  parameters: z.object({
    workflowId: z.string().trim().default(''),
    /** `inline`: the workflow kept in `workflow` (n8n's "source: parameter"), run inside this node's run. */
    source: z.enum(['published', 'draft', 'inline']).default('published'),
    workflow: innerGraphSchema.optional(),
    waitForCompletion: z.boolean().default(true),
  }),
  imports: {
    n8n: ['n8n-nodes-base.executeWorkflow'],
  },
  execute: async (ctx, [items = []]) => {
    const p = ctx.parameters();
    if (p.source === 'inline') return [await runInline(ctx, p, items)];
    const workflows = requirePort(ctx.ports, 'workflows', ctx.node.name, 'Running another workflow');
    if (p.workflowId === '') throw new Error(`Node "${ctx.node.name}": choose the workflow to run.`);
    const child = await workflows.execute({
      workflowId: p.workflowId,
      source: p.source,
      items,
      waitForCompletion: p.waitForCompletion,
      parent: { runId: ctx.runId, nodeId: ctx.node.id },
      idempotencyKey: effectKey(ctx, 0),
    });
    if (p.waitForCompletion) return [child.items];
    const subWorkflow = { runId: child.runId, status: child.status };
    return [items.map((item) => ({ ...item, json: { ...item.json, subWorkflow } }))];
  },
});

type Parameters = { workflow?: InnerGraph | undefined; waitForCompletion: boolean };

/**
 * A workflow kept in the node: run as a run of its own inside this node's (a retry runs it again), from its
 * start node with the incoming items; it sees none of the calling workflow's nodes, as in n8n. The node
 * outputs the items of its last node, or fails with its error.
 */
async function runInline<P>(ctx: NodeExecution<P>, p: Parameters, items: Item[]): Promise<Item[]> {
  const name = ctx.node.name;
  if (!p.workflow) throw new Error(`Node "${name}": the workflow to run (workflow) is missing.`);
  if (!p.waitForCompletion) {
    throw new Error(
      `Node "${name}": a workflow kept in the node runs inside this run, so it cannot be left to finish later (waitForCompletion). Save it as a workflow of its own to start it without waiting.`,
    );
  }
  if (!ctx.runInner)
    throw new Error(`Node "${name}": a workflow kept in the node runs only inside a workflow run.`);
  const run = await ctx.runInner(p.workflow, {
    runId: `${ctx.runId}:${ctx.node.id}:${ctx.runIndex}`,
    triggerItems: items,
    visible: () => ({}),
  });
  if (run.status === 'waiting') {
    throw new Error(
      `Node "${name}": a step of the workflow kept in it asked to wait, which it cannot do here.`,
    );
  }
  if (run.status !== 'succeeded') {
    throw new Error(`Node "${name}": the workflow kept in it failed: ${run.error?.message ?? run.status}`);
  }
  return run.result[0] ?? [];
}
