/**
 * GET /reports: the funnel, cycle time per stage and speed to lead over the deals created in a period
 * (dates are UTC days, both ends included; absent ends are open). The funnel and cycle time are about one
 * pipeline (the one asked for, else the workspace's first); speed to lead covers every pipeline unless one
 * is asked for. Reads the CRM's tables; the arithmetic is report-math.ts.
 */
import {
  CRM_MANUAL_ACTIVITY_KINDS,
  type CrmReports,
  type crmReportsQuerySchema,
} from '@common/schemas/solar-crm';
import { and, asc, eq, gte, inArray, isNotNull, lt, min, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../../db/client';
import { solarLeads } from '../../../../db/schema/solar';
import {
  crmActivities,
  crmContacts,
  crmDealStageChanges,
  crmDeals,
  crmPipelines,
  crmStages,
} from '../../../../db/schema/solar-crm';
import { Invalid, NotFound } from '../../../../lib/errors';
import type { ServiceContext } from '../../../../service-context';
import type { CrmAccess } from '../access';
import { cycleTime, DAY_MS, finishedStays, funnel, type StageChange, speedToLead } from './report-math';

type ReportsQuery = z.infer<typeof crmReportsQuerySchema>;
const QUERY_BATCH = 1000;

async function pipelineOf(db: DbOrTx, ownerId: string, pipelineId: string | undefined) {
  const where = pipelineId
    ? and(eq(crmPipelines.ownerId, ownerId), eq(crmPipelines.id, pipelineId))
    : eq(crmPipelines.ownerId, ownerId);
  const [pipeline] = await db
    .select({ id: crmPipelines.id })
    .from(crmPipelines)
    .where(where)
    .orderBy(asc(crmPipelines.position), asc(crmPipelines.createdAt))
    .limit(1);
  if (!pipeline && pipelineId) throw new NotFound('There is no such pipeline in this CRM.');
  return pipeline ?? null;
}

function createdIn(query: ReportsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(crmDeals.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(crmDeals.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions;
}

async function inBatches<T>(ids: string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += QUERY_BATCH) out.push(...(await read(ids.slice(i, i + QUERY_BATCH))));
  return out;
}

async function pipelineReports(db: DbOrTx, ownerId: string, pipelineId: string, query: ReportsQuery) {
  const stages = await db
    .select({ id: crmStages.id, name: crmStages.name, kind: crmStages.kind })
    .from(crmStages)
    .where(eq(crmStages.pipelineId, pipelineId))
    .orderBy(asc(crmStages.position));
  const deals = await db
    .select({ id: crmDeals.id, stageId: crmDeals.stageId, createdAt: crmDeals.createdAt })
    .from(crmDeals)
    .where(and(eq(crmDeals.ownerId, ownerId), eq(crmDeals.pipelineId, pipelineId), ...createdIn(query)));
  const changes = await inBatches(
    deals.map((d) => d.id),
    (batch) =>
      db
        .select({
          dealId: crmDealStageChanges.dealId,
          fromStageId: crmDealStageChanges.fromStageId,
          toStageId: crmDealStageChanges.toStageId,
          at: crmDealStageChanges.at,
        })
        .from(crmDealStageChanges)
        .where(inArray(crmDealStageChanges.dealId, batch)),
  );
  const changesOf = new Map<string, StageChange[]>();
  for (const c of changes) changesOf.set(c.dealId, [...(changesOf.get(c.dealId) ?? []), c]);
  const funnelDeals = deals.map((d) => ({
    currentStageId: d.stageId,
    visitedStageIds: (changesOf.get(d.id) ?? []).flatMap((c) =>
      c.fromStageId ? [c.fromStageId, c.toStageId] : [c.toStageId],
    ),
  }));
  const stays = deals.flatMap((d) => finishedStays(d.createdAt, changesOf.get(d.id) ?? []));
  return { funnel: funnel(stages, funnelDeals), cycleTime: cycleTime(stages, stays) };
}

/**
 * Solara's deals (with a lead, or a contact that came from Solara): from the lead's arrival (the deal's
 * creation when it has no lead) to the first note, call, e-mail or meeting a person logged on the deal or
 * its contact.
 */
async function speedToLeadReport(
  db: DbOrTx,
  ownerId: string,
  pipelineId: string | undefined,
  query: ReportsQuery,
) {
  const deals = await db
    .select({
      id: crmDeals.id,
      contactId: crmDeals.contactId,
      createdAt: crmDeals.createdAt,
      leadCreatedAt: solarLeads.createdAt,
    })
    .from(crmDeals)
    .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
    .leftJoin(solarLeads, eq(solarLeads.id, crmDeals.leadId))
    .where(
      and(
        eq(crmDeals.ownerId, ownerId),
        or(isNotNull(crmDeals.leadId), eq(crmContacts.source, 'solara')),
        ...(pipelineId ? [eq(crmDeals.pipelineId, pipelineId)] : []),
        ...createdIn(query),
      ),
    );
  const manual = and(
    inArray(crmActivities.kind, [...CRM_MANUAL_ACTIVITY_KINDS]),
    isNotNull(crmActivities.byUserId),
    eq(crmActivities.ownerId, ownerId),
  );
  const byDeal = await inBatches(
    deals.map((d) => d.id),
    (batch) =>
      db
        .select({ id: crmActivities.dealId, at: min(crmActivities.at) })
        .from(crmActivities)
        .where(and(manual, inArray(crmActivities.dealId, batch)))
        .groupBy(crmActivities.dealId),
  );
  const byContact = await inBatches([...new Set(deals.map((d) => d.contactId))], (batch) =>
    db
      .select({ id: crmActivities.contactId, at: min(crmActivities.at) })
      .from(crmActivities)
      .where(and(manual, inArray(crmActivities.contactId, batch)))
      .groupBy(crmActivities.contactId),
  );
  const firstOfDeal = new Map(byDeal.map((r) => [r.id, r.at]));
  const firstOfContact = new Map(byContact.map((r) => [r.id, r.at]));
  return speedToLead(
    deals.map((d) => {
      const touches = [firstOfDeal.get(d.id), firstOfContact.get(d.contactId)].filter((t): t is Date => !!t);
      return {
        arrivedAt: d.leadCreatedAt ?? d.createdAt,
        firstTouchAt: touches.length
          ? new Date(Math.min(...touches.map((t) => new Date(t).getTime())))
          : null,
      };
    }),
  );
}

export async function loadCrmReports(
  ctx: ServiceContext,
  access: CrmAccess,
  query: ReportsQuery,
): Promise<CrmReports> {
  access.require('reports.read');
  if (query.from && query.to && query.from > query.to)
    throw new Invalid('The period starts after it ends: "from" must be on or before "to".');
  const pipeline = await pipelineOf(ctx.db, access.ownerId, query.pipelineId);
  const byPipeline = pipeline
    ? await pipelineReports(ctx.db, access.ownerId, pipeline.id, query)
    : { funnel: [], cycleTime: [] };
  return {
    ...byPipeline,
    speedToLead: await speedToLeadReport(ctx.db, access.ownerId, query.pipelineId, query),
  };
}
