/**
 * Cancelling a sold deal (manager): the deal moves to its pipeline's first 'lost' stage and every rep is
 * clawed back what M1–M3 paid them on it, once. Cancelling again records nothing new and answers with the
 * clawbacks already recorded. The project takes no more milestones.
 */

import type { crmDealCancelResultSchema } from '@common/schemas/solar-proposals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  crmActivities,
  crmCommissions,
  crmDealStageChanges,
  crmDeals,
  crmProposals,
  crmSignatureRequests,
  crmStages,
} from '../../../db/schema/solar-crm';
import { Conflict } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from '../crm/access';
import { emitCrmEvent } from '../crm/events';
import { commissionRows } from './commissions';
import { dealForSale } from './deal-for-sale';
import { recordClawbacks } from './record-commissions';

export async function cancelDeal(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
  input: { reason: string },
): Promise<z.infer<typeof crmDealCancelResultSchema>> {
  access.require('commissions.record');
  const { deal } = await dealForSale(ctx.db, access.ownerId, dealId);
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    let move: { from: string; to: string } | null = null;
    if (deal.status !== 'lost') {
      const [lost] = await tx
        .select({ id: crmStages.id })
        .from(crmStages)
        .where(and(eq(crmStages.pipelineId, deal.pipelineId), eq(crmStages.kind, 'lost')))
        .orderBy(asc(crmStages.position))
        .limit(1);
      if (!lost)
        throw new Conflict("This deal's pipeline has no lost stage to cancel it into: add one first.");
      const changed = await tx
        .update(crmDeals)
        .set({
          stageId: lost.id,
          status: 'lost',
          stageEnteredAt: now,
          lastActivityAt: now,
          closedAt: now,
          updatedAt: now,
        })
        .where(and(eq(crmDeals.id, dealId), eq(crmDeals.stageId, deal.stageId)))
        .returning({ id: crmDeals.id });
      if (changed.length > 0) {
        await tx.insert(crmDealStageChanges).values({
          dealId,
          fromStageId: deal.stageId,
          toStageId: lost.id,
          byUserId: access.userId,
          at: now,
        });
        move = { from: deal.stageId, to: lost.id };
      }
    }
    // Nothing left open on a cancelled deal can be signed.
    const voided = await tx
      .update(crmProposals)
      .set({ status: 'void' })
      .where(and(eq(crmProposals.dealId, dealId), inArray(crmProposals.status, ['draft', 'sent'])))
      .returning({ id: crmProposals.id });
    if (voided.length > 0)
      await tx
        .update(crmSignatureRequests)
        .set({ status: 'void' })
        .where(
          and(
            inArray(
              crmSignatureRequests.proposalId,
              voided.map((v) => v.id),
            ),
            eq(crmSignatureRequests.status, 'pending'),
          ),
        );
    const added = await recordClawbacks(tx, {
      ownerId: access.ownerId,
      dealId,
      reason: `Cancelled: ${input.reason}`,
      recordedBy: access.userId,
      at: now,
    });
    if (move || added.length > 0)
      await tx.insert(crmActivities).values({
        ownerId: access.ownerId,
        dealId,
        kind: 'deal_cancelled',
        body: `Deal cancelled: ${input.reason}`,
        data: { clawbacks: added.length },
        byUserId: access.userId,
        at: now,
      });
    return move;
  });
  if (moved)
    await emitCrmEvent(ctx, 'deal.stage_changed', {
      ownerId: access.ownerId,
      dealId,
      pipelineId: deal.pipelineId,
      fromStageId: moved.from,
      toStageId: moved.to,
      status: 'lost',
      byUserId: access.userId,
      at: now.toISOString(),
    });
  const clawbacks = await commissionRows(
    ctx.db,
    and(eq(crmCommissions.dealId, dealId), eq(crmCommissions.kind, 'clawback')),
  );
  return { dealId, clawbacks };
}
