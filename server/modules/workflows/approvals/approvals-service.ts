/**
 * What an approver does with their link, signed out: read what is asked, and decide. The token proves
 * who they are (it was mailed to them); a forged one is refused before any read, an expired one answers
 * 410, and one whose approval is over (decided by anyone, timed out, the run cancelled) answers 409.
 */
import {
  APPROVAL_PREVIEW_ITEMS,
  type ApprovalClosed,
  type ApprovalDecided,
  type ApprovalDecision,
  type ApprovalRequest,
} from '@common/schemas/approvals';
import { and, desc, eq, sql } from 'drizzle-orm';
import { workflowRunSteps, workflowRuns, workflows } from '../../../db/schema/workflows';
import { workflowApprovalLinks } from '../../../db/schema/workflows-approvals';
import { Conflict, Gone, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { claimWaitingRun, continueClaimedRun, type RunRow } from '../execution';
import type { RunEnv } from '../runs';
import { type ApprovalWait, approvalWaitOf, endApprovalLinks, verifyApprovalToken } from '../runs';

export type ApprovalCtx = Pick<ServiceContext, 'db' | 'now' | 'log'> & RunEnv;
type LinkRow = typeof workflowApprovalLinks.$inferSelect;

export const LINK_NOT_VALID = 'This approval link is not valid.';
/** The preview's JSON stays under this size, however large the items. */
const PREVIEW_MAX_CHARS = 20_000;

async function findLink(ctx: ApprovalCtx, token: string): Promise<LinkRow> {
  const hash = verifyApprovalToken(ctx.links.secret, token);
  if (!hash) throw new NotFound(LINK_NOT_VALID);
  const [link] = await ctx.db
    .select()
    .from(workflowApprovalLinks)
    .where(eq(workflowApprovalLinks.tokenHash, hash));
  if (!link) throw new NotFound(LINK_NOT_VALID);
  return link;
}

function closedDetails(
  link: Pick<LinkRow, 'decision' | 'decidedVia' | 'decidedBy' | 'usedAt'>,
): ApprovalClosed {
  return {
    decision: link.decision,
    decidedVia: link.decidedVia,
    decidedBy: link.decidedBy,
    decidedAt: link.usedAt?.toISOString() ?? null,
  };
}

function closedMessage(link: LinkRow): string {
  if (link.decidedVia === 'timer') return 'This request timed out before anyone decided.';
  if (link.decidedVia === 'run' || link.decision === 'cancelled' || !link.decision)
    return 'This request was withdrawn: its run is no longer waiting for a decision.';
  if (link.decidedVia === 'link' && link.decidedBy === link.approverEmail)
    return `You already answered this request: ${link.decision}.`;
  if (link.decidedVia === 'link') return `This request was already ${link.decision} by ${link.decidedBy}.`;
  return `This request was already ${link.decision} in the app.`;
}

/** The run and its wait when this link's approval is still open; else the link ends and a 409 or 410 says why. */
async function openApproval(ctx: ApprovalCtx, link: LinkRow): Promise<{ run: RunRow; wait: ApprovalWait }> {
  if (link.usedAt) throw new Conflict(closedMessage(link), closedDetails(link));
  const [run] = await ctx.db.select().from(workflowRuns).where(eq(workflowRuns.id, link.runId));
  const wait = run?.status === 'waiting' ? approvalWaitOf(run.waitingFor) : null;
  if (!run || !wait || wait.nodeId !== link.nodeId) {
    // Cancelled, or gone on some other way: its links end now.
    const end = {
      decision: run?.status === 'cancelled' ? ('cancelled' as const) : null,
      via: 'run' as const,
    };
    await endApprovalLinks(ctx.db, link.runId, link.nodeId, { ...end, at: ctx.now() });
    const ended = {
      ...link,
      decision: end.decision,
      decidedVia: end.via,
      decidedBy: null,
      usedAt: ctx.now(),
    };
    throw new Conflict(closedMessage(ended), closedDetails(ended));
  }
  if (link.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new Gone(
      `This approval link expired on ${link.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Ask the workflow's owner to decide in the app.`,
    );
  }
  return { run, wait };
}

/** The first items waiting at the approval node, as many as the preview holds. */
async function previewOf(
  ctx: ApprovalCtx,
  link: LinkRow,
): Promise<Pick<ApprovalRequest, 'items' | 'itemCount'>> {
  const [step] = await ctx.db
    .select({ input: workflowRunSteps.input })
    .from(workflowRunSteps)
    .where(
      and(
        eq(workflowRunSteps.runId, link.runId),
        eq(workflowRunSteps.nodeId, link.nodeId),
        eq(workflowRunSteps.status, 'waiting'),
      ),
    )
    .orderBy(desc(workflowRunSteps.seq))
    .limit(1);
  const input = step?.input;
  // A step too large to store whole keeps only its item counts (item-caps.ts).
  if (!Array.isArray(input)) {
    const counts = (input as { items?: number[] } | undefined)?.items;
    return { items: [], itemCount: counts?.[0] ?? 0 };
  }
  const all = Array.isArray(input[0]) ? (input[0] as { json?: unknown }[]) : [];
  const items: unknown[] = [];
  let size = 0;
  for (const item of all.slice(0, APPROVAL_PREVIEW_ITEMS)) {
    size += JSON.stringify(item.json ?? null).length;
    if (size > PREVIEW_MAX_CHARS) break;
    items.push(item.json ?? null);
  }
  return { items, itemCount: all.length };
}

async function workflowName(ctx: ApprovalCtx, workflowId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ name: workflows.name })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  return row?.name ?? '';
}

export async function readApproval(ctx: ApprovalCtx, token: string): Promise<ApprovalRequest> {
  const link = await findLink(ctx, token);
  const { run, wait } = await openApproval(ctx, link);
  return {
    workflowName: await workflowName(ctx, run.workflowId),
    message: wait.message,
    approver: link.approverEmail,
    approvers: wait.approvers,
    requestedAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    ...(await previewOf(ctx, link)),
  };
}

/** The approver's decision: the run goes on from its approval node; every other link of it ends. */
export async function decideApproval(
  ctx: ApprovalCtx,
  token: string,
  input: ApprovalDecision,
): Promise<ApprovalDecided> {
  const link = await findLink(ctx, token);
  await openApproval(ctx, link);
  const at = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const run = await claimWaitingRun(
      tx,
      link.runId,
      sql`${workflowRuns.waitingFor}->>'key' = ${`approval:${link.nodeId}`}`,
    );
    if (run)
      await endApprovalLinks(tx, link.runId, link.nodeId, {
        decision: input.decision,
        via: 'link',
        by: link.approverEmail,
        at,
      });
    return run;
  });
  if (!claimed) {
    // Someone else decided (or the timer fired) between our read and our claim.
    const [current] = await ctx.db
      .select()
      .from(workflowApprovalLinks)
      .where(eq(workflowApprovalLinks.id, link.id));
    await openApproval(ctx, current ?? link);
    throw new Conflict('This request is no longer waiting for a decision.');
  }
  const decision = {
    decision: input.decision,
    by: link.approverEmail,
    ...(input.comment ? { comment: input.comment } : {}),
  };
  const next = await continueClaimedRun(ctx, claimed, decision);
  return {
    decision: input.decision,
    workflowName: await workflowName(ctx, claimed.workflowId),
    runStatus: next.status,
  };
}
