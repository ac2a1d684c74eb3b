/**
 * Deleting a workflow is soft: its triggers stop, it disappears from every list and read, and for
 * WORKFLOW_RESTORE_WINDOW_DAYS it can be restored (the list's Undo). Past the window, retention removes it
 * for good with its versions, runs and their recorded side effects.
 */
import { WORKFLOW_RESTORE_WINDOW_DAYS } from '@common/schemas/workflow-list';
import type { WorkflowSummary } from '@common/schemas/workflows';
import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowRuns, workflows, workflowVersions } from '../../db/schema/workflows';
import { workflowEffects } from '../../db/schema/workflows-effects';
import { Conflict, Gone, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { activateWorkflow, deactivateWorkflow } from './triggers';
import { ownWorkflow, toSummary } from './workflow-rows';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const WINDOW_MS = WORKFLOW_RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * Marks the workflow deleted (its webhooks and schedules stop first, the version they served is kept for a
 * restore); answers until when it can come back.
 */
export async function deleteWorkflow(ctx: Ctx, id: string): Promise<{ restorableUntil: string }> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, id);
  if (row.activeVersion !== null) await deactivateWorkflow(ctx, id);
  const at = ctx.now();
  await ctx.db
    .update(workflows)
    .set({ deletedAt: at, activeVersionWhenDeleted: row.activeVersion })
    .where(eq(workflows.id, id));
  return { restorableUntil: new Date(at.getTime() + WINDOW_MS).toISOString() };
}

/**
 * Brings a deleted workflow back as it was: active again on the version it served when deleted (its
 * webhooks and schedules too). When that activation is refused (another workflow took its webhook path
 * meanwhile), nothing changes: it stays deleted and the refusal says why.
 */
export async function restoreWorkflow(ctx: Ctx, id: string): Promise<WorkflowSummary> {
  const [row] = await ctx.db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.ownerId, ctx.user.id), isNotNull(workflows.deletedAt)));
  if (!row) throw new NotFound('There is no deleted workflow of yours with this id to restore.');
  if (row.deletedAt!.getTime() + WINDOW_MS <= ctx.now().getTime()) {
    throw new Gone(
      `This workflow was deleted more than ${WORKFLOW_RESTORE_WINDOW_DAYS} days ago and can no longer be restored.`,
    );
  }
  let [restored] = await ctx.db
    .update(workflows)
    .set({ deletedAt: null, activeVersionWhenDeleted: null })
    .where(eq(workflows.id, id))
    .returning();
  const served = row.activeVersionWhenDeleted;
  if (served !== null) {
    try {
      await activateWorkflow(ctx, id, served);
    } catch (err) {
      await ctx.db
        .update(workflows)
        .set({ deletedAt: row.deletedAt, activeVersionWhenDeleted: served })
        .where(eq(workflows.id, id));
      if (err instanceof Conflict) {
        throw new Conflict(`This workflow could not be restored with its triggers on: ${err.message}`);
      }
      throw err;
    }
    restored = { ...restored!, activeVersion: served };
  }
  const [latest] = await ctx.db
    .select({ n: max(workflowVersions.number) })
    .from(workflowVersions)
    .where(eq(workflowVersions.workflowId, id));
  return toSummary(restored!, latest?.n ?? null);
}

/** Rows deleted per statement, so one pass never holds a long transaction. */
const BATCH = 100;

/** Removes workflows deleted longer ago than the window (cascading to versions and runs); answers how many. */
export async function purgeDeletedWorkflows(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  let purged = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const doomed = await tx
        .select({ id: workflows.id })
        .from(workflows)
        .where(lt(workflows.deletedAt, cutoff))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const doomedIds = doomed.map((r) => r.id);
      if (doomedIds.length === 0) return doomedIds;
      // Effects name their run without a foreign key: they go with the runs they belong to.
      await tx
        .delete(workflowEffects)
        .where(
          inArray(
            workflowEffects.runId,
            sql`(select ${workflowRuns.id} from ${workflowRuns} where ${inArray(workflowRuns.workflowId, doomedIds)})`,
          ),
        );
      await tx.delete(workflows).where(inArray(workflows.id, doomedIds));
      return doomedIds;
    });
    purged += ids.length;
    if (ids.length < BATCH) return purged;
  }
}
