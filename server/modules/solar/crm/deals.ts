/**
 * Creating, changing and removing deals. A new deal enters its stage (the pipeline's first unless given;
 * a setter only into a setterMay stage), records that entry in the stage history and a 'created' activity,
 * and emits 'deal.created' after the commit. Setter, closer and assignees must be people of this CRM.
 */
import type { CrmDealCard, crmDealInputSchema, crmDealPatchSchema } from '@common/schemas/solar-crm';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { crmActivities, crmDealStageChanges, crmDeals, crmStages } from '../../../db/schema/solar-crm';
import { Forbidden, Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { checkProperty, contactRow } from './contacts';
import { CRM_MESSAGES } from './errors';
import { emitCrmEvent } from './events';
import { readDealCard } from './get-deal';
import { memberIds } from './members';
import { SETTER_MOVE_REFUSED } from './move-deal';

type DealInput = z.infer<typeof crmDealInputSchema>;
type DealPatch = z.infer<typeof crmDealPatchSchema>;

async function checkPeople(
  ctx: ServiceContext,
  ownerId: string,
  people: { setterId?: string | null; closerId?: string | null },
): Promise<void> {
  const given = (
    [
      ['setter', people.setterId],
      ['closer', people.closerId],
    ] as const
  ).filter((entry): entry is readonly ['setter' | 'closer', string] => typeof entry[1] === 'string');
  if (given.length === 0) return;
  const members = await memberIds(ctx, ownerId);
  for (const [who, id] of given) if (!members.has(id)) throw new Invalid(CRM_MESSAGES.notAMember(who));
}

export async function createDeal(
  ctx: ServiceContext,
  access: CrmAccess,
  input: DealInput,
): Promise<CrmDealCard> {
  access.require('records.write');
  const contact = await contactRow(ctx.db, access.ownerId, input.contactId);
  if (input.propertyId) await checkProperty(ctx.db, contact.id, input.propertyId);
  await checkPeople(ctx, access.ownerId, input);
  const stages = await ctx.db
    .select({ id: crmStages.id, kind: crmStages.kind, setterMay: crmStages.setterMay })
    .from(crmStages)
    .where(and(eq(crmStages.pipelineId, input.pipelineId), eq(crmStages.ownerId, access.ownerId)))
    .orderBy(asc(crmStages.position));
  if (stages.length === 0) throw new NotFound(CRM_MESSAGES.pipelineNotFound);
  const stage = input.stageId ? stages.find((s) => s.id === input.stageId) : stages[0];
  if (!stage) throw new Invalid('That stage is not in this pipeline.');
  if (access.role === 'setter' && !stage.setterMay) throw new Forbidden(SETTER_MOVE_REFUSED);
  const now = ctx.now();
  const dealId = await ctx.db.transaction(async (tx) => {
    const [deal] = await tx
      .insert(crmDeals)
      .values({
        ownerId: access.ownerId,
        pipelineId: input.pipelineId,
        stageId: stage.id,
        contactId: contact.id,
        propertyId: input.propertyId ?? null,
        title: input.title,
        valueCents: input.valueCents ?? 0,
        systemWatts: input.systemWatts ?? null,
        setterId: input.setterId ?? (access.role === 'setter' ? access.userId : null),
        closerId: input.closerId ?? null,
        status: stage.kind,
        stageEnteredAt: now,
        lastActivityAt: now,
        expectedCloseOn: input.expectedCloseOn ?? null,
        closedAt: stage.kind === 'open' ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: crmDeals.id });
    await tx
      .insert(crmDealStageChanges)
      .values({ dealId: deal!.id, fromStageId: null, toStageId: stage.id, byUserId: access.userId, at: now });
    await tx.insert(crmActivities).values({
      ownerId: access.ownerId,
      dealId: deal!.id,
      contactId: contact.id,
      kind: 'created',
      body: 'Deal created.',
      data: { source: 'manual' },
      byUserId: access.userId,
      at: now,
    });
    return deal!.id;
  });
  await emitCrmEvent(ctx, 'deal.created', {
    ownerId: access.ownerId,
    dealId,
    source: 'manual',
    at: now.toISOString(),
  });
  return readDealCard(ctx.db, access.ownerId, dealId, now);
}

export async function patchDeal(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
  patch: DealPatch,
): Promise<CrmDealCard> {
  access.require('records.write');
  const card = await readDealCard(ctx.db, access.ownerId, dealId, ctx.now());
  if (patch.propertyId) await checkProperty(ctx.db, card.contact.id, patch.propertyId);
  await checkPeople(ctx, access.ownerId, patch);
  await ctx.db
    .update(crmDeals)
    .set({ ...patch, updatedAt: ctx.now() })
    .where(eq(crmDeals.id, dealId));
  return readDealCard(ctx.db, access.ownerId, dealId, ctx.now());
}

/** Removes a deal with its history, timeline and tasks (managers). */
export async function deleteDeal(ctx: ServiceContext, access: CrmAccess, dealId: string): Promise<void> {
  access.require('records.delete');
  const [row] = await ctx.db
    .delete(crmDeals)
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, access.ownerId)))
    .returning({ id: crmDeals.id });
  if (!row) throw new NotFound(CRM_MESSAGES.dealNotFound);
}
