/**
 * Pipelines and their stages: list, create, and replace a pipeline's name and stages in order. A stage the
 * new list drops is deleted, unless deals sit in it (409 naming the stage): moving them is the manager's call.
 */
import type { CrmPipeline, crmPipelineInputSchema, crmStageInputSchema } from '@common/schemas/solar-crm';
import { and, asc, count, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { crmDeals, crmPipelines, crmStages } from '../../../db/schema/solar-crm';
import { Conflict, Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { CRM_MESSAGES } from './errors';
import type { FirstStage } from './lead-to-deal';

type PipelineInput = z.infer<typeof crmPipelineInputSchema>;
type StageInput = Omit<z.infer<typeof crmStageInputSchema>, 'id'> & { id?: string };

/** Every pipeline with its stages in order: one query (the board's first of two). */
export async function listPipelines(db: DbOrTx, ownerId: string): Promise<CrmPipeline[]> {
  const rows = await db
    .select({ pipeline: crmPipelines, stage: crmStages })
    .from(crmPipelines)
    .leftJoin(crmStages, eq(crmStages.pipelineId, crmPipelines.id))
    .where(eq(crmPipelines.ownerId, ownerId))
    .orderBy(
      asc(crmPipelines.position),
      asc(crmPipelines.createdAt),
      asc(crmPipelines.id),
      asc(crmStages.position),
    );
  const pipelines = new Map<string, CrmPipeline>();
  for (const { pipeline: p, stage: s } of rows) {
    let pipeline = pipelines.get(p.id);
    if (!pipeline) {
      pipeline = { id: p.id, name: p.name, position: p.position, stages: [] };
      pipelines.set(p.id, pipeline);
    }
    if (s)
      pipeline.stages.push({
        id: s.id,
        name: s.name,
        position: s.position,
        probability: s.probability,
        rotDays: s.rotDays,
        kind: s.kind,
        setterMay: s.setterMay,
      });
  }
  return [...pipelines.values()];
}

export async function getPipeline(db: DbOrTx, ownerId: string, pipelineId: string): Promise<CrmPipeline> {
  const found = (await listPipelines(db, ownerId)).find((p) => p.id === pipelineId);
  if (!found) throw new NotFound(CRM_MESSAGES.pipelineNotFound);
  return found;
}

/** Where new deals from Solara land: the first pipeline's first stage. */
export async function firstStageOf(db: DbOrTx, ownerId: string): Promise<FirstStage | null> {
  const [row] = await db
    .select({ pipelineId: crmPipelines.id, stageId: crmStages.id })
    .from(crmPipelines)
    .innerJoin(crmStages, eq(crmStages.pipelineId, crmPipelines.id))
    .where(eq(crmPipelines.ownerId, ownerId))
    .orderBy(
      asc(crmPipelines.position),
      asc(crmPipelines.createdAt),
      asc(crmPipelines.id),
      asc(crmStages.position),
    )
    .limit(1);
  return row ?? null;
}

const stageValues = (s: StageInput, position: number) => ({
  name: s.name,
  position,
  probability: s.probability,
  rotDays: s.rotDays,
  kind: s.kind,
  setterMay: s.setterMay,
});

/** Inserts a pipeline with its stages (in the caller's transaction); answers its first stage. */
export async function insertPipeline(
  tx: DbOrTx,
  ownerId: string,
  input: { name: string; stages: readonly StageInput[] },
  position: number,
  now: Date,
): Promise<FirstStage> {
  const [pipeline] = await tx
    .insert(crmPipelines)
    .values({ ownerId, name: input.name, position, createdAt: now })
    .returning({ id: crmPipelines.id });
  const stages = await tx
    .insert(crmStages)
    .values(input.stages.map((s, i) => ({ ownerId, pipelineId: pipeline!.id, ...stageValues(s, i) })))
    .returning({ id: crmStages.id, position: crmStages.position });
  const first = stages.sort((a, b) => a.position - b.position)[0]!;
  return { pipelineId: pipeline!.id, stageId: first.id };
}

export async function createPipeline(
  ctx: ServiceContext,
  access: CrmAccess,
  input: PipelineInput,
): Promise<CrmPipeline> {
  access.require('pipelines.manage');
  const { pipelineId } = await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(crmPipelines.position) })
      .from(crmPipelines)
      .where(eq(crmPipelines.ownerId, access.ownerId));
    return insertPipeline(tx, access.ownerId, input, (last?.position ?? -1) + 1, ctx.now());
  });
  return getPipeline(ctx.db, access.ownerId, pipelineId);
}

export async function replacePipeline(
  ctx: ServiceContext,
  access: CrmAccess,
  pipelineId: string,
  input: PipelineInput,
): Promise<CrmPipeline> {
  access.require('pipelines.manage');
  await ctx.db.transaction(async (tx) => {
    const [pipeline] = await tx
      .select({ id: crmPipelines.id })
      .from(crmPipelines)
      .where(and(eq(crmPipelines.id, pipelineId), eq(crmPipelines.ownerId, access.ownerId)))
      .for('update');
    if (!pipeline) throw new NotFound(CRM_MESSAGES.pipelineNotFound);
    const current = await tx
      .select({ id: crmStages.id, name: crmStages.name })
      .from(crmStages)
      .where(eq(crmStages.pipelineId, pipelineId));
    const currentIds = new Set(current.map((s) => s.id));
    const kept = input.stages.flatMap((s) => (s.id ? [s.id] : []));
    if (kept.some((id) => !currentIds.has(id))) throw new Invalid(CRM_MESSAGES.stageNotHere);
    if (new Set(kept).size !== kept.length) throw new Invalid('A stage is listed twice.');
    const dropped = current.filter((s) => !kept.includes(s.id));
    if (dropped.length > 0) {
      const held = await tx
        .select({ stageId: crmDeals.stageId, deals: count() })
        .from(crmDeals)
        .where(
          inArray(
            crmDeals.stageId,
            dropped.map((s) => s.id),
          ),
        )
        .groupBy(crmDeals.stageId);
      const first = held[0];
      if (first) {
        const name = dropped.find((s) => s.id === first.stageId)!.name;
        throw new Conflict(CRM_MESSAGES.stageHoldsDeals(name, first.deals), { stageId: first.stageId });
      }
      await tx
        .delete(crmStages)
        .where(
          and(
            eq(crmStages.pipelineId, pipelineId),
            notInArray(crmStages.id, kept.length > 0 ? kept : ['00000000-0000-0000-0000-000000000000']),
          ),
        );
    }
    await tx.update(crmPipelines).set({ name: input.name }).where(eq(crmPipelines.id, pipelineId));
    for (const [i, s] of input.stages.entries()) {
      if (s.id) await tx.update(crmStages).set(stageValues(s, i)).where(eq(crmStages.id, s.id));
      else await tx.insert(crmStages).values({ ownerId: access.ownerId, pipelineId, ...stageValues(s, i) });
    }
    // A stage whose kind changed carries its deals' status (kept on the deal for indexes) with it.
    await tx.execute(sql`
      update crm_deals set status = s.kind,
        closed_at = case when s.kind = 'open' then null else coalesce(crm_deals.closed_at, ${ctx.now().toISOString()}::timestamptz) end
      from crm_stages s
      where s.id = crm_deals.stage_id and crm_deals.pipeline_id = ${pipelineId} and crm_deals.status <> s.kind`);
  });
  return getPipeline(ctx.db, access.ownerId, pipelineId);
}
