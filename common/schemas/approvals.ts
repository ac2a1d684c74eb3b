/** Approval links (issue 8): what an approver sees on /approve/{token}, and their decision. */
import { z } from 'zod';

export const APPROVAL_COMMENT_MAX = 2000;
/** The page shows at most this many of the items waiting for the decision. */
export const APPROVAL_PREVIEW_ITEMS = 10;

export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;

export const approvalDecisionSchema = z.object({
  decision: z.enum(APPROVAL_DECISIONS, 'Choose approved or rejected.'),
  comment: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, `A comment can be at most ${APPROVAL_COMMENT_MAX} characters.`)
    .optional(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const approvalRequestSchema = z.object({
  workflowName: z.string(),
  message: z.string(),
  /** The address this link was sent to. */
  approver: z.string(),
  /** Everyone asked; the first answer decides. */
  approvers: z.array(z.string()),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** The first items waiting for the decision (their JSON), as many as fit the preview. */
  items: z.array(z.unknown()),
  itemCount: z.number().int(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalDecidedSchema = z.object({
  decision: z.enum(APPROVAL_DECISIONS),
  workflowName: z.string(),
  /** The run's status once it went on from the approval (it may wait again, or still be running). */
  runStatus: z.enum(['running', 'succeeded', 'failed', 'cancelled', 'waiting']),
});
export type ApprovalDecided = z.infer<typeof approvalDecidedSchema>;

/** Why a link no longer works (the `details` of its 409 answer), so the page can say so. */
export const approvalClosedSchema = z.object({
  decision: z.enum(['approved', 'rejected', 'timeout', 'cancelled']).nullable(),
  decidedVia: z.enum(['link', 'app', 'timer', 'run']).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ApprovalClosed = z.infer<typeof approvalClosedSchema>;
