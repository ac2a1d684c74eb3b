/**
 * A stage move. A setter moves deals only between stages marked setterMay (the ones before a closer takes
 * over), out of one and into the other; closers and managers move anywhere in the deal's pipeline. The move
 * records a crm_deal_stage_changes row and a 'stage_changed' activity, restarts the stage clock, takes the
 * status from the stage's kind (closed_at set on won or lost, cleared on reopening), and emits
 * 'deal.stage_changed' after the commit.
 */
import type { CrmDealCard } from '@common/schemas/solar-crm';
import { type CrmRole, crmRoleRequiredMessage } from '@common/schemas/solar-crm-roles';
import { and, eq } from 'drizzle-orm';
import { crmActivities, crmDealStageChanges, crmDeals, crmStages } from '../../../db/schema/solar-crm';
import { Forbidden, Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { CRM_MESSAGES } from './errors';
import { emitCrmEvent } from './events';
import { readDealCard } from './get-deal';

/** Whether a role may move a deal from one stage to another (pure; the route's 403 reads it). */
export function mayMove(role: CrmRole, from: { setterMay: boolean }, to: { setterMay: boolean }): boolean {
  if (role !== 'setter') return true;
  return from.setterMay && to.setterMay;
}

export const SETTER_MOVE_REFUSED = crmRoleRequiredMessage('deals.move.any');

/** The move itself; `role` null is the system (a booking, an import), which may move anywhere. */
export async function applyMove(
  ctx: ServiceContext,
  ownerId: string,
  dealId: string,
  toStageId: string,
  by: { userId: string | null; role: CrmRole | null },
): Promise<CrmDealCard> {
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const [deal] = await tx
      .select({
        id: crmDeals.id,
        stageId: crmDeals.stageId,
        pipelineId: crmDeals.pipelineId,
        contactId: crmDeals.contactId,
      })
      .from(crmDeals)
      .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, ownerId)))
      .for('update');
    if (!deal) throw new NotFound(CRM_MESSAGES.dealNotFound);
    if (deal.stageId === toStageId) return null;
    const stages = await tx
      .select({
        id: crmStages.id,
        name: crmStages.name,
        kind: crmStages.kind,
        setterMay: crmStages.setterMay,
      })
      .from(crmStages)
      .where(eq(crmStages.pipelineId, deal.pipelineId));
    const from = stages.find((s) => s.id === deal.stageId)!;
    const to = stages.find((s) => s.id === toStageId);
    if (!to) throw new Invalid(CRM_MESSAGES.stageNotInPipeline);
    if (by.role && !mayMove(by.role, from, to)) throw new Forbidden(SETTER_MOVE_REFUSED);
    await tx
      .update(crmDeals)
      .set({
        stageId: to.id,
        status: to.kind,
        stageEnteredAt: now,
        closedAt: to.kind === 'open' ? null : now,
        updatedAt: now,
      })
      .where(eq(crmDeals.id, deal.id));
    await tx
      .insert(crmDealStageChanges)
      .values({ dealId: deal.id, fromStageId: from.id, toStageId: to.id, byUserId: by.userId, at: now });
    await tx.insert(crmActivities).values({
      ownerId,
      dealId: deal.id,
      contactId: deal.contactId,
      kind: 'stage_changed',
      body: `Moved from ${from.name} to ${to.name}.`,
      data: { fromStageId: from.id, toStageId: to.id, fromStage: from.name, toStage: to.name },
      byUserId: by.userId,
      at: now,
    });
    return { pipelineId: deal.pipelineId, fromStageId: from.id, status: to.kind };
  });
  if (moved)
    await emitCrmEvent(ctx, 'deal.stage_changed', {
      ownerId,
      dealId,
      pipelineId: moved.pipelineId,
      fromStageId: moved.fromStageId,
      toStageId,
      status: moved.status,
      byUserId: by.userId,
      at: now.toISOString(),
    });
  return readDealCard(ctx.db, ownerId, dealId, now);
}

export async function moveDeal(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
  stageId: string,
): Promise<CrmDealCard> {
  access.require('deals.move.setter-stages');
  return applyMove(ctx, access.ownerId, dealId, stageId, { userId: access.userId, role: access.role });
}
