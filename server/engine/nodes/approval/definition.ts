import { z } from 'zod';
import { defineNode } from '../definition';

/** What whoever decides sends back: the decision alone, or with who decided and why. */
const decisionSchema = z.union([
  z.enum(['approved', 'rejected', 'timeout']),
  z.object({
    decision: z.enum(['approved', 'rejected', 'timeout']),
    by: z.string().optional(),
    comment: z.string().optional(),
  }),
]);

const OUTPUT = { approved: 0, rejected: 1, timeout: 2 } as const;

export const approvalNode = defineNode({
  type: 'approval',
  version: 1,
  displayName: 'Approval',
  group: 'flow',
  description: 'Waits for someone to approve or reject, then continues on the matching branch.',
  documentation:
    'The run stops here and waits for a decision. Approved items leave on "Approved", rejected ones on "Rejected". When you set a timeout and nobody decides in time, the items leave on "Timed out". Each item gets an `approval` field with the decision, who made it and their comment.',
  inputs: 1,
  outputs: ['Approved', 'Rejected', 'Timed out'],
  parameters: z.object({
    /** What the approver is asked (shown with the request). */
    message: z.string().default('Approve to continue?'),
    /** 0: wait for ever. */
    timeoutMinutes: z.number().min(0).default(0),
  }),
  execute: async (ctx, [items = []]) => {
    if (!ctx.resumed) {
      const { timeoutMinutes } = ctx.parameters();
      const key = `approval:${ctx.node.id}`;
      return timeoutMinutes > 0
        ? { wait: { kind: 'decision', key, until: ctx.now() + timeoutMinutes * 60_000 } }
        : { wait: { kind: 'decision', key } };
    }
    const parsed = decisionSchema.safeParse(ctx.resumed.decision);
    if (!parsed.success)
      throw new Error(`Node "${ctx.node.name}": the decision must be approved, rejected or timeout.`);
    const d = typeof parsed.data === 'string' ? { decision: parsed.data } : parsed.data;
    const outputs: (typeof items)[] = [[], [], []];
    outputs[OUTPUT[d.decision]] = items.map((item) => ({ ...item, json: { ...item.json, approval: d } }));
    return outputs;
  },
});
