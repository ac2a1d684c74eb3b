/**
 * The deal table (filter, sort, page, total), the board (one pipeline's columns with counts, sums and
 * weighted sums) and the forecast. The board is two queries whatever its size: the pipeline with its stages,
 * then every card of it in one joined select (deal-cards.ts); the columns are summed here.
 */
import type { CrmBoard, CrmDealCard, CrmDealFilter, crmDealListQuerySchema } from '@common/schemas/solar-crm';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmContacts, crmDeals, crmStages } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { selectCards, toCard } from './deal-cards';
import { dealOrder, dealWhere } from './deal-filter';
import { CRM_MESSAGES } from './errors';
import { getPipeline, listPipelines } from './pipelines';
import { weightedCents } from './rotting';

type ListQuery = Omit<z.infer<typeof crmDealListQuerySchema>, 'filter'>;

export async function listDeals(
  ctx: ServiceContext,
  access: CrmAccess,
  filter: CrmDealFilter,
  query: ListQuery,
): Promise<{ deals: CrmDealCard[]; total: number }> {
  access.require('records.read');
  const now = ctx.now();
  const where = dealWhere(access.ownerId, filter, now);
  const rows = await selectCards(ctx.db)
    .where(where)
    .orderBy(...dealOrder(query.sort, query.dir))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(crmDeals)
    .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
    .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
    .where(where);
  return { deals: rows.map((r) => toCard(r, now)), total: total?.n ?? 0 };
}

export async function getBoard(
  ctx: ServiceContext,
  access: CrmAccess,
  pipelineId: string | undefined,
  filter: CrmDealFilter = {},
): Promise<CrmBoard> {
  access.require('records.read');
  const pipeline = pipelineId
    ? await getPipeline(ctx.db, access.ownerId, pipelineId)
    : (await listPipelines(ctx.db, access.ownerId))[0];
  if (!pipeline) throw new NotFound(CRM_MESSAGES.noPipeline);
  const now = ctx.now();
  const rows = await selectCards(ctx.db)
    .where(dealWhere(access.ownerId, { ...filter, pipelineId: pipeline.id }, now))
    .orderBy(sql`${crmDeals.stageEnteredAt} desc`, crmDeals.id);
  const columns = new Map(
    pipeline.stages.map((s) => [
      s.id,
      { stageId: s.id, count: 0, valueCents: 0, weighted: 0, deals: [] as CrmDealCard[] },
    ]),
  );
  for (const row of rows) {
    const column = columns.get(row.stageId);
    if (!column) continue;
    column.count += 1;
    column.valueCents += row.valueCents;
    column.weighted += row.valueCents * row.probability;
    column.deals.push(toCard(row, now));
  }
  return {
    pipeline,
    columns: [...columns.values()].map(({ weighted, ...c }) => ({
      ...c,
      weightedCents: weightedCents(weighted),
    })),
  };
}

/** Open deals' value and value × their stage's probability, by expected close month (null: no date). */
export async function getForecast(ctx: ServiceContext, access: CrmAccess, pipelineId?: string) {
  access.require('records.read');
  const month = sql<string | null>`to_char(${crmDeals.expectedCloseOn}, 'YYYY-MM')`;
  const rows = await ctx.db
    .select({
      month,
      count: count(),
      valueCents: sql<string>`coalesce(sum(${crmDeals.valueCents}), 0)`,
      weighted: sql<string>`coalesce(sum(${crmDeals.valueCents} * ${crmStages.probability}), 0)`,
    })
    .from(crmDeals)
    .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
    .where(
      and(
        eq(crmDeals.ownerId, access.ownerId),
        eq(crmDeals.status, 'open'),
        pipelineId ? eq(crmDeals.pipelineId, pipelineId) : undefined,
      ),
    )
    .groupBy(month);
  const months = rows
    .map((r) => ({
      month: r.month,
      count: r.count,
      valueCents: Number(r.valueCents),
      weighted: Number(r.weighted),
    }))
    .sort((a, b) => (a.month === null ? 1 : b.month === null ? -1 : a.month.localeCompare(b.month)));
  const out = months.map(({ weighted, ...m }) => ({ ...m, weightedCents: weightedCents(weighted) }));
  return {
    months: out,
    totalValueCents: out.reduce((sum, m) => sum + m.valueCents, 0),
    // The months' rounded figures, added: the total is what the rows above it add up to.
    totalWeightedCents: out.reduce((sum, m) => sum + m.weightedCents, 0),
  };
}
