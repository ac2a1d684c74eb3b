/** Runs not finished, by status, for the system monitor: one count over workflow_runs_active_idx. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { workflowRuns } from '../../../db/schema/workflows';

export interface ActiveRunCounts {
  queued: number;
  waiting: number;
  running: number;
}

export async function countActiveRuns(db: Database): Promise<ActiveRunCounts> {
  const rows = await db
    .select({ status: workflowRuns.status, n: sql<number>`count(*)::int` })
    .from(workflowRuns)
    // Written out as the index's predicate, so the planner uses the partial index.
    .where(sql`${workflowRuns.status} in ('queued', 'running', 'waiting')`)
    .groupBy(workflowRuns.status);
  const counts: ActiveRunCounts = { queued: 0, waiting: 0, running: 0 };
  for (const row of rows)
    if (row.status in counts) counts[row.status as keyof ActiveRunCounts] = Number(row.n);
  return counts;
}
