/** A stored run read back: the engine's record of it (to continue or retry it), and the document it ran. */
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workflowVersions } from '../../db/schema/workflows';
import type { RunRecord, Step } from '../../engine/core';
import { readRunRows } from './runs-service';
import { loadStored, type WorkflowRow } from './workflow-rows';

/** The engine's record of a stored run, to resume it: its checkpoint state and what it waits for. */
export async function storedRecord(
  ctx: { db: DbOrTx },
  workflowId: string,
  runId: string,
): Promise<RunRecord> {
  const { run, steps } = await readRunRows(ctx.db, workflowId, runId);
  return {
    id: run.id,
    status: run.status,
    steps: steps.map(
      (s): Step => ({
        nodeId: s.nodeId,
        runIndex: s.runIndex,
        status: s.status,
        input: Array.isArray(s.input) ? (s.input as Step['input']) : [],
        output: Array.isArray(s.output) ? (s.output as Step['output']) : [],
        tries: s.tries,
        startedAt: s.startedAt.getTime(),
        finishedAt: s.finishedAt.getTime(),
      }),
    ),
    result: Array.isArray(run.result) ? (run.result as RunRecord['result']) : [],
    ...(run.error ? { error: run.error as RunRecord['error'] } : {}),
    ...(run.waitingFor ? { waitingFor: run.waitingFor as RunRecord['waitingFor'] } : {}),
    startedAt: run.startedAt.getTime(),
    ...(run.finishedAt ? { finishedAt: run.finishedAt.getTime() } : {}),
    deadline: run.deadline.getTime(),
    state: run.state as RunRecord['state'],
  };
}

/** The document a stored run ran: its published version's, or the workflow's draft as it is now. */
export async function documentOfRun(
  db: DbOrTx,
  workflow: WorkflowRow,
  versionNumber: number | null,
): Promise<WorkflowDocument> {
  if (versionNumber === null) return loadStored(workflow.draft);
  const [version] = await db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.number, versionNumber)));
  if (!version) throw new Error(`workflow ${workflow.id} has no version ${versionNumber}`);
  return loadStored(version.document);
}
