/**
 * Performance of the caller's agents and workflows over a range: totals, per workflow and version, over time,
 * top errors, and two versions side by side. Runs come from the workflows module, chat ratings from the
 * deployments module; this file puts them together.
 */
import {
  BUCKET_MS,
  type BucketStats,
  type Performance,
  type PerformanceQuery,
  RANGE_MS,
  type RunStatsView,
  type VersionStats,
} from '@common/schemas/performance';
import { NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { ratingsByVersion, type VersionRatings } from '../deployments';
import {
  type RunAnalyticsQuery,
  type RunStats,
  runStatsByVersion,
  runStatsOverTime,
  successRateOf,
  topRunErrors,
  workflowBasics,
} from '../workflows';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const EMPTY: RunStats = {
  runs: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  p50Ms: null,
  p95Ms: null,
  p99Ms: null,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
};

export function view(
  stats: RunStats,
  ratings: { up: number; down: number } = { up: 0, down: 0 },
): RunStatsView {
  return {
    ...stats,
    successRate: successRateOf(stats),
    ratingsUp: ratings.up,
    ratingsDown: ratings.down,
  };
}

/** Every bucket from `from` to `to`, the ones without runs as zeros. */
export function filledSeries(
  buckets: { t: Date; stats: RunStats }[],
  from: Date,
  to: Date,
  bucketMs: number,
): BucketStats[] {
  const byTime = new Map(buckets.map((b) => [b.t.getTime(), b.stats]));
  const series: BucketStats[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += bucketMs) {
    series.push({ t: new Date(t).toISOString(), ...view(byTime.get(t) ?? EMPTY) });
  }
  return series;
}

async function totalOf(ctx: Ctx, query: RunAnalyticsQuery, rangeMs: number): Promise<RunStats> {
  const [only] = await runStatsOverTime(ctx.db, query, rangeMs + 1000);
  return only ?? EMPTY;
}

async function seriesOf(ctx: Ctx, query: RunAnalyticsQuery, bucketMs: number): Promise<BucketStats[]> {
  const buckets = await runStatsOverTime(ctx.db, query, bucketMs);
  return filledSeries(
    buckets.map(({ t, ...stats }) => ({ t, stats })),
    query.from,
    query.to,
    bucketMs,
  );
}

const sumRatings = (ratings: VersionRatings[]) =>
  ratings.reduce((sum, r) => ({ up: sum.up + r.up, down: sum.down + r.down }), { up: 0, down: 0 });

export async function performance(ctx: Ctx, input: PerformanceQuery): Promise<Performance> {
  const to = ctx.now();
  const rangeMs = RANGE_MS[input.range];
  const bucketMs = BUCKET_MS[input.range];
  // Buckets start on whole multiples of the bucket, so a chart's points keep their times between refreshes.
  const from = new Date(Math.floor((to.getTime() - rangeMs) / bucketMs + 1) * bucketMs);
  if (input.workflowId) {
    const workflow = await workflowBasics(ctx.db, input.workflowId);
    if (!workflow || workflow.ownerId !== ctx.user.id)
      throw new NotFound('There is no such workflow, or it is not yours.');
  }
  const query: RunAnalyticsQuery = {
    ownerId: ctx.user.id,
    from,
    to,
    scope: input.scope,
    ...(input.workflowId ? { workflowId: input.workflowId } : {}),
  };
  const [versions, totals, series, topErrors, ratings] = await Promise.all([
    runStatsByVersion(ctx.db, query),
    totalOf(ctx, query, rangeMs),
    seriesOf(ctx, query, bucketMs),
    topRunErrors(ctx.db, query),
    ratingsByVersion(ctx.db, query),
  ]);
  const names = new Map(
    await Promise.all(
      [...new Set(versions.map((v) => v.workflowId))].map(
        async (id) => [id, await workflowBasics(ctx.db, id)] as const,
      ),
    ),
  );
  const ratingOf = (workflowId: string, versionNumber: number | null) =>
    ratings.find((r) => r.workflowId === workflowId && r.versionNumber === versionNumber) ?? {
      up: 0,
      down: 0,
    };
  const versionViews: VersionStats[] = versions.map((v) => ({
    ...view(v, ratingOf(v.workflowId, v.versionNumber)),
    workflowId: v.workflowId,
    workflowName: names.get(v.workflowId)?.name ?? '',
    kind: names.get(v.workflowId)?.kind ?? 'workflow',
    versionNumber: v.versionNumber,
    lastRunAt: v.lastRunAt?.toISOString() ?? null,
  }));

  let comparison: Performance['comparison'] = null;
  if (input.workflowId && input.compareA && input.compareB) {
    const compared = await Promise.all(
      [input.compareA, input.compareB].map(async (versionNumber) => {
        const versionQuery = { ...query, versionNumber };
        const [versionTotals, versionSeries] = await Promise.all([
          totalOf(ctx, versionQuery, rangeMs),
          seriesOf(ctx, versionQuery, bucketMs),
        ]);
        return {
          versionNumber,
          totals: view(versionTotals, ratingOf(input.workflowId!, versionNumber)),
          series: versionSeries,
        };
      }),
    );
    comparison = [compared[0]!, compared[1]!];
  }

  return {
    range: input.range,
    from: from.toISOString(),
    to: to.toISOString(),
    bucketMs,
    totals: view(totals, sumRatings(ratings)),
    versions: versionViews,
    series,
    topErrors: topErrors.map((e) => ({ ...e, lastAt: e.lastAt.toISOString() })),
    comparison,
  };
}

const CSV_COLUMNS = [
  'workflow',
  'kind',
  'version',
  'runs',
  'succeeded',
  'failed',
  'cancelled',
  'success_rate',
  'p50_ms',
  'p95_ms',
  'p99_ms',
  'input_tokens',
  'output_tokens',
  'cost_usd',
  'thumbs_up',
  'thumbs_down',
  'last_run_at',
];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The per-version table as CSV (one header row, one row per workflow and version). */
export function performanceCsv(data: Performance): string {
  const rows = data.versions.map((v) =>
    [
      v.workflowName,
      v.kind,
      v.versionNumber ?? 'draft',
      v.runs,
      v.succeeded,
      v.failed,
      v.cancelled,
      v.successRate === null ? '' : v.successRate.toFixed(4),
      v.p50Ms,
      v.p95Ms,
      v.p99Ms,
      v.inputTokens,
      v.outputTokens,
      v.costUsd.toFixed(6),
      v.ratingsUp,
      v.ratingsDown,
      v.lastRunAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
