/**
 * The figures of a workflow's deployment over a window, for the marketplace's cards: the calls it served
 * (`deployment_runs`), how many succeeded and failed, the median run time and the chat ratings. The run time
 * is the run's own (finished − started, copied onto the call when it ends), the median `percentile_cont` over
 * succeeded and failed calls, as the run figures of /analytics measure it. A workflow has at most one
 * deployment (`deployments_workflow_idx`), so a workflow names it.
 */
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentRuns, deployments } from '../../db/schema/deployments';

export interface WorkflowDeploymentFigures {
  deploymentId: string;
  runs: number;
  succeeded: number;
  failed: number;
  /** Median run time of the finished calls; null without one. */
  p50Ms: number | null;
  ratingsUp: number;
  ratingsDown: number;
}

/** Per workflow id: its deployment's figures since `since` (zeros for a deployment without calls). */
export async function workflowDeploymentFigures(
  db: DbOrTx,
  workflowIds: readonly string[],
  since: Date,
): Promise<Map<string, WorkflowDeploymentFigures>> {
  if (workflowIds.length === 0) return new Map();
  const finished = sql`${deploymentRuns.status} in ('succeeded', 'failed') and ${deploymentRuns.durationMs} is not null`;
  const rows = await db
    .select({
      workflowId: deployments.workflowId,
      deploymentId: deployments.id,
      runs: sql<number>`count(${deploymentRuns.runId})::int`,
      succeeded: sql<number>`(count(*) filter (where ${deploymentRuns.status} = 'succeeded'))::int`,
      failed: sql<number>`(count(*) filter (where ${deploymentRuns.status} = 'failed'))::int`,
      p50Ms: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${deploymentRuns.durationMs}) filter (where ${finished})`,
      ratingsUp: sql<number>`(count(*) filter (where ${deploymentRuns.rating} > 0))::int`,
      ratingsDown: sql<number>`(count(*) filter (where ${deploymentRuns.rating} < 0))::int`,
    })
    .from(deployments)
    .leftJoin(
      deploymentRuns,
      and(eq(deploymentRuns.deploymentId, deployments.id), gte(deploymentRuns.startedAt, since)),
    )
    .where(inArray(deployments.workflowId, [...workflowIds]))
    .groupBy(deployments.workflowId, deployments.id);
  return new Map(
    rows.map((r) => [
      r.workflowId,
      {
        deploymentId: r.deploymentId,
        runs: Number(r.runs),
        succeeded: Number(r.succeeded),
        failed: Number(r.failed),
        p50Ms: r.p50Ms === null ? null : Math.round(Number(r.p50Ms)),
        ratingsUp: Number(r.ratingsUp),
        ratingsDown: Number(r.ratingsDown),
      },
    ]),
  );
}

/**
 * The calls served since `since` by each workflow's deployment, as an SQL subquery with the columns
 * `workflow_id` and `runs` (workflows whose deployment served none are absent): the marketplace refreshes
 * its listings' `recent_runs` from it without reading this module's tables. Over
 * `deployment_runs_deployment_idx` (deployment, started_at).
 */
export function deploymentRunsByWorkflowSql(since: Date): SQL {
  return sql`(select d.workflow_id, count(*)::int as runs from deployment_runs dr join deployments d on d.id = dr.deployment_id where dr.started_at >= ${since.toISOString()}::timestamptz group by d.workflow_id)`;
}
