/** Chat users' thumbs up and down on deployments' answers, per workflow and version (for /analytics). */
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentRuns, deployments } from '../../db/schema/deployments';

export interface VersionRatings {
  workflowId: string;
  versionNumber: number;
  up: number;
  down: number;
}

export async function ratingsByVersion(
  db: DbOrTx,
  query: { ownerId: string; from: Date; to: Date; workflowId?: string },
): Promise<VersionRatings[]> {
  const rows = await db
    .select({
      workflowId: deployments.workflowId,
      versionNumber: deploymentRuns.versionNumber,
      up: sql<number>`(count(*) filter (where ${deploymentRuns.rating} > 0))::int`,
      down: sql<number>`(count(*) filter (where ${deploymentRuns.rating} < 0))::int`,
    })
    .from(deploymentRuns)
    .innerJoin(deployments, eq(deployments.id, deploymentRuns.deploymentId))
    .where(
      and(
        eq(deployments.ownerId, query.ownerId),
        gte(deploymentRuns.startedAt, query.from),
        lte(deploymentRuns.startedAt, query.to),
        isNotNull(deploymentRuns.rating),
        query.workflowId ? eq(deployments.workflowId, query.workflowId) : undefined,
      ),
    )
    .groupBy(deployments.workflowId, deploymentRuns.versionNumber);
  return rows.map((r) => ({ ...r, up: Number(r.up), down: Number(r.down) }));
}
