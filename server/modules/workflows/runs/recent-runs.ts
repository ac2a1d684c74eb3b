/** `GET /api/runs/recent`: the caller's latest runs across their workflows (top-level runs only), newest first. */
import { type RecentRun, recentRunsQuerySchema, recentRunsSchema } from '@common/schemas/recent-runs';
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns, workflows } from '../../../db/schema/workflows';
import type { AppDeps } from '../../../deps';
import { jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { signedInContext } from '../../../service-context';

export async function recentRuns(db: DbOrTx, ownerId: string, limit: number): Promise<RecentRun[]> {
  const rows = await db
    .select({
      id: workflowRuns.id,
      workflowId: workflowRuns.workflowId,
      workflowName: workflows.name,
      kind: workflows.kind,
      versionNumber: workflowRuns.versionNumber,
      trigger: workflowRuns.trigger,
      status: workflowRuns.status,
      startedAt: workflowRuns.startedAt,
      finishedAt: workflowRuns.finishedAt,
      usage: workflowRuns.usage,
    })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .where(and(eq(workflows.ownerId, ownerId), isNull(workflows.deletedAt), isNull(workflowRuns.parentRunId)))
    .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    workflowId: row.workflowId,
    workflowName: row.workflowName,
    kind: row.kind === 'agent' ? 'agent' : 'workflow',
    versionNumber: row.versionNumber,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    costUsd: Number((row.usage as { costUsd?: number } | null)?.costUsd ?? 0),
  }));
}

const recentRoute = createRoute({
  tags: ['Workflows'],
  method: 'get',
  path: '/recent',
  summary: "The caller's latest runs across all their workflows, newest first",
  request: { query: recentRunsQuerySchema },
  responses: { 200: jsonContent(recentRunsSchema, 'Runs'), ...errorResponses(400, 401) },
});

/** Mounted at /api/runs. */
export function recentRunRoutes(deps: AppDeps) {
  return createRouter().openapi(recentRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    return c.json({ runs: await recentRuns(ctx.db, ctx.user.id, c.req.valid('query').limit) }, 200);
  });
}
