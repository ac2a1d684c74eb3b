/**
 * Taking a run out of its wait from outside a request of its owner (an approval link, a timer): claim it
 * first (waiting → running in one statement, so two processes or two approvers never both continue it),
 * then continue it from the checkpoint that was claimed.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns, workflows } from '../../../db/schema/workflows';
import type { RunRecord } from '../../../engine/core';
import { readRunRows, recordFromRows } from '../runs';
import { continueRun, documentOfRun, type RunEnv } from './runtime';

export type RunRow = typeof workflowRuns.$inferSelect;

/** The run, now `running` and ours to continue, when it was waiting and `condition` held; else null. */
export async function claimWaitingRun(db: DbOrTx, runId: string, condition?: SQL): Promise<RunRow | null> {
  const [row] = await db
    .update(workflowRuns)
    .set({ status: 'running' })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'waiting'), condition))
    .returning();
  return row ?? null;
}

/** Continues a claimed run from its wait, with the decision (none when a wait node's time is up). */
export async function continueClaimedRun(
  env: RunEnv,
  claimed: RunRow,
  decision?: unknown,
): Promise<RunRecord> {
  const [workflow] = await env.db.select().from(workflows).where(eq(workflows.id, claimed.workflowId));
  if (!workflow) throw new Error(`run ${claimed.id} has no workflow ${claimed.workflowId}`);
  const { steps } = await readRunRows(env.db, claimed.workflowId, claimed.id);
  const document = await documentOfRun(env.db, workflow, claimed.versionNumber);
  // The record as it was when claimed: the engine resumes a waiting run.
  const record = recordFromRows({ ...claimed, status: 'waiting' }, steps);
  return continueRun(
    env,
    { workflow, document, versionNumber: claimed.versionNumber, trigger: claimed.trigger },
    record,
    decision === undefined ? {} : { decision },
  );
}
