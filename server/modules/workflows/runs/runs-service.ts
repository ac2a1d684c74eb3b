/** Reading runs: a workflow's runs, newest first, and one run with every step's input, output, error and timings. */
import type { RunListQuery, RunPage } from '@common/schemas/workflow-list';
import type { RunDetail, RunSummary } from '@common/schemas/workflows';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import { NotFound } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { ownWorkflow } from '../workflow-rows';

type Ctx = Pick<SignedInContext, 'db' | 'user'>;
type RunRow = typeof workflowRuns.$inferSelect;
type StepRow = typeof workflowRunSteps.$inferSelect;

export const RUNS_LIST_MAX = 100;

export const toRunSummary = (row: RunRow): RunSummary => ({
  id: row.id,
  workflowId: row.workflowId,
  versionNumber: row.versionNumber,
  trigger: row.trigger,
  parentRunId: row.parentRunId,
  status: row.status,
  error: (row.error as RunSummary['error']) ?? null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
  usage: (row.usage as RunSummary['usage']) ?? null,
});

const toStep = (row: StepRow): RunDetail['steps'][number] => ({
  seq: row.seq,
  nodeId: row.nodeId,
  runIndex: row.runIndex,
  status: row.status,
  input: row.input as RunDetail['steps'][number]['input'],
  output: row.output as RunDetail['steps'][number]['output'],
  error: (row.error as RunSummary['error']) ?? null,
  source: row.source,
  logs: row.logs ?? [],
  tries: row.tries,
  usage: (row.usage as RunDetail['steps'][number]['usage']) ?? null,
  parent: row.parent ?? null,
  resolvedParameters: row.resolvedParameters ?? null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  durationMs: row.finishedAt.getTime() - row.startedAt.getTime(),
});

/** A page of a workflow's runs, newest first, optionally of one status, with how many there are in all. */
export async function listRuns(
  ctx: Ctx,
  workflowId: string,
  query: RunListQuery = { limit: RUNS_LIST_MAX, offset: 0 },
): Promise<RunPage> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const where = and(
    eq(workflowRuns.workflowId, workflowId),
    query.status ? eq(workflowRuns.status, query.status) : undefined,
  );
  const rows = await ctx.db
    .select({ run: workflowRuns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(workflowRuns)
    .where(where)
    .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
    .limit(query.limit)
    .offset(query.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [counted] = await ctx.db.select({ n: count() }).from(workflowRuns).where(where);
    total = counted?.n ?? 0;
  }
  return { runs: rows.map((r) => toRunSummary(r.run)), total };
}

/** A stored run and its steps in order: the one read both the inspector and a resumption use. */
export async function readRunRows(
  db: Ctx['db'],
  workflowId: string,
  runId: string,
): Promise<{ run: RunRow; steps: StepRow[] }> {
  const [run] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.workflowId, workflowId)));
  if (!run) throw new NotFound('This workflow has no such run.');
  const steps = await db
    .select()
    .from(workflowRunSteps)
    .where(eq(workflowRunSteps.runId, runId))
    .orderBy(asc(workflowRunSteps.seq));
  return { run, steps };
}

export async function getRun(ctx: Ctx, workflowId: string, runId: string): Promise<RunDetail> {
  await ownWorkflow(ctx.db, ctx.user.id, workflowId);
  const { run: row, steps } = await readRunRows(ctx.db, workflowId, runId);
  return {
    ...toRunSummary(row),
    result: row.result as RunDetail['result'],
    waitingFor: row.waitingFor ?? null,
    steps: steps.map(toStep),
  };
}
