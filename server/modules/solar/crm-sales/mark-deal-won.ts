/**
 * A signed contract wins the deal: it moves to its pipeline's first 'won' stage, with the stage change
 * recorded. The one place the signing flow moves a deal, so the integrator can swap in the CRM's moveDeal
 * (which also emits 'deal.stage_changed' and runs the webhooks). Returns the move, or null when the deal was
 * already in a won stage or its pipeline has none.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmDealStageChanges, crmDeals, crmStages } from '../../../db/schema/solar-crm';

export interface DealWon {
  dealId: string;
  pipelineId: string;
  fromStageId: string;
  toStageId: string;
}

export async function markDealWon(
  db: DbOrTx,
  input: { ownerId: string; dealId: string; at: Date; byUserId: string | null },
): Promise<DealWon | null> {
  const [deal] = await db
    .select({ pipelineId: crmDeals.pipelineId, stageId: crmDeals.stageId, status: crmDeals.status })
    .from(crmDeals)
    .where(and(eq(crmDeals.id, input.dealId), eq(crmDeals.ownerId, input.ownerId)))
    .limit(1);
  if (!deal || deal.status === 'won') return null;
  const [won] = await db
    .select({ id: crmStages.id })
    .from(crmStages)
    .where(and(eq(crmStages.pipelineId, deal.pipelineId), eq(crmStages.kind, 'won')))
    .orderBy(asc(crmStages.position))
    .limit(1);
  if (!won) return null;
  await db
    .update(crmDeals)
    .set({
      stageId: won.id,
      status: 'won',
      stageEnteredAt: input.at,
      lastActivityAt: input.at,
      closedAt: input.at,
      updatedAt: input.at,
    })
    .where(eq(crmDeals.id, input.dealId));
  await db.insert(crmDealStageChanges).values({
    dealId: input.dealId,
    fromStageId: deal.stageId,
    toStageId: won.id,
    byUserId: input.byUserId,
    at: input.at,
  });
  return { dealId: input.dealId, pipelineId: deal.pipelineId, fromStageId: deal.stageId, toStageId: won.id };
}
