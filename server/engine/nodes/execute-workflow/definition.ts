import { z } from 'zod';
import { defineNode } from '../definition';
import { effectKey, requirePort } from '../ports';

export const executeWorkflowNode = defineNode({
  type: 'execute-workflow',
  version: 1,
  displayName: 'Execute Workflow',
  group: 'flow',
  description: 'Runs another of your workflows with the incoming items and continues with what it returns.',
  documentation:
    'Starts another workflow you own (its latest published version, or its draft) with all incoming items as its trigger’s items. When "wait for completion" is on, this node waits for it to end and outputs the items of the last node it ran; if it fails, this node fails with its error, and if it stops to wait (an approval, a wait node) this node fails too, since a parent does not wait for days: start such a workflow without waiting. When it is off, the items pass through at once, each with a `subWorkflow` field holding the new run’s id. Workflows may call each other at most 10 deep, and a workflow that would call itself (directly or through others) is refused. The child run belongs to this node run: when the calling run is resumed or retried, the node finds it again instead of starting another (an ended child answers its items, a failed one is retried from where it failed), so what the child sent or paid is not repeated.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({
    workflowId: z.string().trim().default(''),
    source: z.enum(['published', 'draft']).default('published'),
    waitForCompletion: z.boolean().default(true),
  }),
  execute: async (ctx, [items = []]) => {
    const workflows = requirePort(ctx.ports, 'workflows', ctx.node.name, 'Running another workflow');
    const p = ctx.parameters();
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
