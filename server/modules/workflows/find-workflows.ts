/**
 * The saved-workflows list: the caller's workflows (not deleted) filtered by words, status, tag and kind,
 * sorted and paged, each with its versions, last run, runs and AI cost of the last 24 hours. One statement
 * answers the page: correlated sub-queries on the runs' (workflow_id, started_at) index and the versions'
 * (workflow_id, number) index, and the total by a window count.
 */
import type { WorkflowListItem, WorkflowListPage, WorkflowListQuery } from '@common/schemas/workflow-list';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { workflowRuns, workflows, workflowVersions } from '../../db/schema/workflows';
import type { SignedInContext } from '../../service-context';
import { toSummary } from './workflow-rows';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` match themselves in a search, not as ILIKE wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Drizzle writes a column inside a select's fields without its table ("id"), which a sub-query would read
 * as its own; the sub-queries below therefore name their tables by alias and the outer row in full.
 */
const outerId = sql.raw('"workflows"."id"');
const latestVersion = sql<
  number | null
>`(select max(v.number) from ${workflowVersions} v where v.workflow_id = ${outerId})`;
const versionsCount = sql<number>`(select count(*)::int from ${workflowVersions} v where v.workflow_id = ${outerId})`;
const lastRunAt = sql<
  string | null
>`(select max(r.started_at) from ${workflowRuns} r where r.workflow_id = ${outerId})`;
const lastRun = sql<{ id: string; status: string; startedAt: string } | null>`(
  select json_build_object('id', r.id, 'status', r.status, 'startedAt', r.started_at)
  from ${workflowRuns} r where r.workflow_id = ${outerId}
  order by r.started_at desc, r.id desc limit 1)`;
const hasVersion = sql`exists (select 1 from ${workflowVersions} v where v.workflow_id = ${outerId})`;

function recentRuns(since: Date) {
  const window = sql`from ${workflowRuns} r where r.workflow_id = ${outerId} and r.started_at >= ${since.toISOString()}`;
  return {
    runs24h: sql<number>`(select count(*)::int ${window})`,
    costUsd24h: sql<number>`(select coalesce(sum((r.usage->>'costUsd')::float8), 0) ${window})`,
  };
}

function filtersOf(ctx: Ctx, query: WorkflowListQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(workflows.ownerId, ctx.user.id), isNull(workflows.deletedAt)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(sql`${workflows.name} ilike ${pattern}`, sql`${workflows.description} ilike ${pattern}`),
    );
  }
  if (query.kind) conditions.push(eq(workflows.kind, query.kind));
  if (query.tag) conditions.push(sql`${workflows.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  if (query.status === 'active') conditions.push(isNotNull(workflows.activeVersion));
  if (query.status === 'published') conditions.push(and(isNull(workflows.activeVersion), hasVersion));
  if (query.status === 'draft') conditions.push(and(isNull(workflows.activeVersion), sql`not ${hasVersion}`));
  return and(...conditions)!;
}

function orderOf(query: WorkflowListQuery, runs24h: SQL): SQL[] {
  const direction = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
  const by = direction === 'asc' ? asc : desc;
  const nullsLast = (expr: SQL) => sql`${expr} ${sql.raw(direction)} nulls last`;
  const tieBreak = [desc(workflows.updatedAt), asc(workflows.id)];
  switch (query.sort) {
    case 'name':
      return [by(sql`lower(${workflows.name})`), ...tieBreak];
    case 'created':
      return [by(workflows.createdAt), asc(workflows.id)];
    case 'lastRun':
      return [nullsLast(lastRunAt), ...tieBreak];
    case 'runs24h':
      return [by(runs24h), ...tieBreak];
    case 'updated':
      return [by(workflows.updatedAt), asc(workflows.id)];
  }
}

const statusOf = (activeVersion: number | null, latest: number | null): WorkflowListItem['status'] =>
  activeVersion !== null ? 'active' : latest !== null ? 'published' : 'draft';

export async function findWorkflows(ctx: Ctx, query: WorkflowListQuery): Promise<WorkflowListPage> {
  const recent = recentRuns(new Date(ctx.now().getTime() - DAY_MS));
  const where = filtersOf(ctx, query);
  const rows = await ctx.db
    .select({
      workflow: workflows,
      latestVersion,
      versionsCount,
      lastRun,
      runs24h: recent.runs24h,
      costUsd24h: recent.costUsd24h,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(workflows)
    .where(where)
    .orderBy(...orderOf(query, recent.runs24h))
    .limit(query.limit)
    .offset(query.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(workflows).where(where);
    total = counted?.n ?? 0;
  }
  const tagRows = await ctx.db
    .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${workflows.tags})` })
    .from(workflows)
    .where(and(eq(workflows.ownerId, ctx.user.id), isNull(workflows.deletedAt)))
    .orderBy(sql`1`);
  return {
    workflows: rows.map((r) => {
      const latest = r.latestVersion === null ? null : Number(r.latestVersion);
      return {
        ...toSummary(r.workflow, latest),
        status: statusOf(r.workflow.activeVersion, latest),
        versionsCount: Number(r.versionsCount),
        lastRun: r.lastRun
          ? {
              id: r.lastRun.id,
              status: r.lastRun.status as NonNullable<WorkflowListItem['lastRun']>['status'],
              startedAt: new Date(r.lastRun.startedAt).toISOString(),
            }
          : null,
        runs24h: Number(r.runs24h),
        costUsd24h: Number(r.costUsd24h),
      };
    }),
    total,
    tags: tagRows.map((r) => r.tag),
  };
}
