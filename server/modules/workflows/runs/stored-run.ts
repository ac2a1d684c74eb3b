/** A stored run read back: the engine's record of it (to continue or retry it), and the document it ran. */
import type { DbOrTx } from '../../../db/client';
import type { RunRecord } from '../../../engine/core';
import { readRunRows } from './runs-service';
import { recordFromRows } from './stored-record';

export { documentOfRun } from '../workflow-rows';

/** The engine's record of a stored run, to resume it: its checkpoint state and what it waits for. */
export async function storedRecord(
  ctx: { db: DbOrTx },
  workflowId: string,
  runId: string,
): Promise<RunRecord> {
  const { run, steps } = await readRunRows(ctx.db, workflowId, runId);
  return recordFromRows(run, steps);
}
