/**
 * The builder's test webhook (n8n's "listen for test event"): the owner asks to listen, and the next request
 * to `/webhook-test/<path>` within two minutes runs the draft. Listeners are rows of `workflow_webhooks`
 * (mode 'test'), so any server process may take the call; the first request claims them by deleting them,
 * so one call runs once.
 */
import { TEST_WEBHOOK_WINDOW_MS, type WebhookListen } from '@common/schemas/webhooks';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../../db/errors';
import { workflows } from '../../../db/schema/workflows';
import { workflowWebhooks } from '../../../db/schema/workflows-webhooks';
import { Conflict, Invalid } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { loadStored, ownWorkflow, type WorkflowRow } from '../workflow-rows';
import { servedTriggers } from './served-triggers';
import { bestFit, dynamicSegments, routeKey } from './webhook-paths';

export const NO_WEBHOOK_TO_LISTEN = 'This workflow has no webhook trigger to listen with.';

export async function listenForTestCall(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  workflowId: string,
): Promise<WebhookListen> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const triggers = servedTriggers(row.id, loadStored(row.draft)).filter((t) => t.kind === 'webhook');
  if (triggers.length === 0) throw new Invalid(NO_WEBHOOK_TO_LISTEN);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + TEST_WEBHOOK_WINDOW_MS);
  await ctx.db.transaction(async (tx) => {
    // This workflow's earlier listeners, and anyone's that have expired, make way.
    await tx
      .delete(workflowWebhooks)
      .where(
        and(
          eq(workflowWebhooks.mode, 'test'),
          or(eq(workflowWebhooks.workflowId, row.id), lte(workflowWebhooks.expiresAt, now)),
        ),
      );
    try {
      await tx.insert(workflowWebhooks).values(
        triggers.map((t) => ({
          workflowId: row.id,
          versionNumber: null,
          nodeId: t.nodeId,
          kind: 'webhook' as const,
          mode: 'test' as const,
          method: t.method,
          path: routeKey(t.path),
          segments: dynamicSegments(t.path),
          expiresAt,
        })),
      );
    } catch (err) {
      if (pgError(err)?.code !== UNIQUE_VIOLATION) throw err;
      throw new Conflict(
        'Another workflow is listening for a test call on the same path. Try again in two minutes, or choose another path.',
      );
    }
  });
  return {
    listening: triggers.map((t) => ({ method: t.method, path: t.path, url: `/webhook-test/${t.path}` })),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Takes the listener for `method` at `path` if one is still listening: the workflow and its trigger node. */
export async function claimTestCall(
  db: DbOrTx,
  now: Date,
  method: string,
  path: string,
): Promise<{ workflow: WorkflowRow; nodeId: string } | undefined> {
  const listening = and(
    eq(workflowWebhooks.mode, 'test'),
    eq(workflowWebhooks.kind, 'webhook'),
    eq(workflowWebhooks.method, method),
    gt(workflowWebhooks.expiresAt, now),
  );
  const claimedBy = (where: SQL | undefined) =>
    db
      .delete(workflowWebhooks)
      .where(and(listening, where))
      .returning({ workflowId: workflowWebhooks.workflowId, nodeId: workflowWebhooks.nodeId });
  let [claimed] = await claimedBy(eq(workflowWebhooks.path, path));
  if (!claimed) {
    const candidates = await db
      .select({ id: workflowWebhooks.id, path: workflowWebhooks.path })
      .from(workflowWebhooks)
      .where(and(listening, eq(workflowWebhooks.segments, path.split('/').length)));
    const best = bestFit(candidates, path);
    if (best) [claimed] = await claimedBy(eq(workflowWebhooks.id, best.id));
  }
  if (!claimed) return undefined;
  // One test call per listen: the workflow's other test webhooks stop listening too, as in n8n.
  await db
    .delete(workflowWebhooks)
    .where(and(eq(workflowWebhooks.mode, 'test'), eq(workflowWebhooks.workflowId, claimed.workflowId)));
  const [workflow] = await db.select().from(workflows).where(eq(workflows.id, claimed.workflowId));
  return workflow ? { workflow, nodeId: claimed.nodeId } : undefined;
}
