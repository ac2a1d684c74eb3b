/**
 * The approval links of runs waiting at an approval node: when a run stops there, each approver gets an
 * e-mail with a one-time link (`{origin}/approve/{token}`, see approval-tokens.ts); whatever ends the
 * approval first (a link, the owner in the app, the timeout, the run ending) ends every link of it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowApprovalLinks } from '../../../db/schema/workflows-approvals';
import { emailRef } from '../../../lib/log-ref';
import { approvalRequestMail } from '../../../mail';
import { createApprovalToken } from './approval-tokens';
import type { RunHook } from './run-env';

/** How long a link works when the approval has no timeout of its own. */
export const APPROVAL_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export interface ApprovalWait {
  nodeId: string;
  until: number | undefined;
  message: string;
  approvers: string[];
}

/** The approval a run waits for (its `waiting_for`), or null when it waits for something else. */
export function approvalWaitOf(waitingFor: unknown): ApprovalWait | null {
  if (typeof waitingFor !== 'object' || waitingFor === null) return null;
  const w = waitingFor as {
    kind?: unknown;
    key?: unknown;
    nodeId?: unknown;
    until?: unknown;
    details?: unknown;
  };
  if (w.kind !== 'decision' || typeof w.nodeId !== 'string' || w.key !== `approval:${w.nodeId}`) return null;
  const details = (typeof w.details === 'object' && w.details !== null ? w.details : {}) as {
    message?: unknown;
    approvers?: unknown;
  };
  return {
    nodeId: w.nodeId,
    until: typeof w.until === 'number' ? w.until : undefined,
    message: typeof details.message === 'string' ? details.message : '',
    approvers: Array.isArray(details.approvers)
      ? details.approvers.filter((a): a is string => typeof a === 'string')
      : [],
  };
}

export interface ApprovalEnd {
  decision: 'approved' | 'rejected' | 'timeout' | 'cancelled' | null;
  via: 'link' | 'app' | 'timer' | 'run';
  by?: string;
  at: Date;
}

/** Ends every open link of a run's approval (of one node, or of all its nodes). */
export async function endApprovalLinks(
  db: DbOrTx,
  runId: string,
  nodeId: string | undefined,
  end: ApprovalEnd,
): Promise<void> {
  await db
    .update(workflowApprovalLinks)
    .set({ usedAt: end.at, decision: end.decision, decidedVia: end.via, decidedBy: end.by ?? null })
    .where(
      and(
        eq(workflowApprovalLinks.runId, runId),
        nodeId === undefined ? undefined : eq(workflowApprovalLinks.nodeId, nodeId),
        isNull(workflowApprovalLinks.usedAt),
      ),
    );
}

/** The run hook: a run now waiting at an approval node with approvers mails each of them a link. */
export const emailApprovers: RunHook = async (env, target, record) => {
  if (record.status !== 'waiting') return;
  const wait = approvalWaitOf(record.waitingFor);
  if (!wait || wait.approvers.length === 0) return;
  const open = await env.db
    .select({ id: workflowApprovalLinks.id })
    .from(workflowApprovalLinks)
    .where(
      and(
        eq(workflowApprovalLinks.runId, record.id),
        eq(workflowApprovalLinks.nodeId, wait.nodeId),
        isNull(workflowApprovalLinks.usedAt),
      ),
    )
    .limit(1);
  // Settled again at the same wait (continued after a restart): the links already went out.
  if (open.length > 0) return;
  const now = env.now();
  const expiresAt = new Date(wait.until ?? now.getTime() + APPROVAL_LINK_TTL_MS);
  const invitations = wait.approvers.map((email) => ({ email, ...createApprovalToken(env.links.secret) }));
  await env.db.insert(workflowApprovalLinks).values(
    invitations.map((i) => ({
      runId: record.id,
      nodeId: wait.nodeId,
      approverEmail: i.email,
      tokenHash: i.hash,
      createdAt: now,
      expiresAt,
    })),
  );
  for (const i of invitations) {
    try {
      await env.mail.send(
        approvalRequestMail({
          to: i.email,
          workflowName: target.workflow.name,
          message: wait.message,
          url: `${env.links.origin}/approve/${i.token}`,
          expiresAt,
        }),
      );
    } catch (err) {
      // One approver's mail failing does not keep the others from theirs; the owner can still decide in the app.
      env.log.error('approval mail failed', {
        runId: record.id,
        recipient: emailRef(i.email),
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
};
