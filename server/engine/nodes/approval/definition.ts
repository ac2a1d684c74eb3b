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

export const APPROVAL_MESSAGE_MAX = 2000;
export const APPROVERS_MAX = 20;

/** Addresses as written or as an expression gave them: a list, or one string separated by commas or spaces. */
const splitAddresses = (value: string | string[]): string[] => [
  ...new Set(
    [value]
      .flat()
      .flatMap((entry) => entry.split(/[\s,;]+/))
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  ),
];

const approversSchema = z
  .union([z.string(), z.array(z.string())])
  .default([])
  .transform(splitAddresses)
  .pipe(
    z
      .array(z.email('each approver must be an e-mail address'))
      .max(APPROVERS_MAX, `at most ${APPROVERS_MAX} approvers`),
  );

export const approvalNode = defineNode({
  type: 'approval',
  version: 1,
  displayName: 'Approval',
  group: 'flow',
  words: ['approval', 'approve'],
  description: 'Waits for someone to approve or reject, then continues on the matching branch.',
  documentation:
    'The run stops here and waits for a decision. Each approver (an e-mail address, or an expression giving one or a list) gets an e-mail with a one-time link to a page that shows your message and the items, where they approve or reject; the workflow owner can also decide in the app. The first decision counts and ends every link. Approved items leave on "Approved", rejected ones on "Rejected". When you set a timeout and nobody decides in time, the items leave on "Timed out" (without a timeout, links stay valid for 7 days and the run waits until someone decides in the app). Each item gets an `approval` field with the decision, who made it and their comment. Expressions in the parameters see the first item.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Approved', 'Rejected', 'Timed out'],
  parameters: z.object({
    /** What the approver is asked (shown with the request). */
    message: z.string().max(APPROVAL_MESSAGE_MAX).default('Approve to continue?'),
    /** Who gets a link by e-mail: addresses, or an expression giving one or a list. Empty: decided in the app only. */
    approvers: approversSchema,
    /** 0: wait for ever. */
    timeoutMinutes: z.number().min(0).default(0),
  }),
  imports: {
    flowise: ['humanInputAgentflow'],
  },
  execute: async (ctx, [items = []]) => {
    if (!ctx.resumed) {
      const { message, approvers, timeoutMinutes } = ctx.parameters();
      const key = `approval:${ctx.node.id}`;
      const details = { message, approvers };
      return timeoutMinutes > 0
        ? {
            wait: {
              kind: 'decision',
              key,
              // Whole milliseconds: timers compare it with the clock.
              until: Math.ceil(ctx.now() + timeoutMinutes * 60_000),
              details,
            },
          }
        : { wait: { kind: 'decision', key, details } };
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
