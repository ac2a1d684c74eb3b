/**
 * Solara → CRM. saveLead calls syncLeadToCrm after every save (the lead becomes, or fills in, its contact,
 * property and deal in the lead owner's workspace) and bookSlot calls leadBookedInCrm after a booking (the
 * deal moves to "Appointment set" when it is still before that stage, as the system: no role check). Both
 * swallow and log their own failures: the CRM must never break Solara's reply to a homeowner.
 */
import { and, eq } from 'drizzle-orm';
import { solarLeads } from '../../../db/schema/solar';
import { crmDeals, crmStages } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import { emitCrmEvent } from './events';
import { leadIntoCrm } from './lead-to-deal';
import { applyMove } from './move-deal';
import { firstStageOf } from './pipelines';
import { ensureWorkspace } from './workspace';

/** The stage a booked consultation moves a deal to, by name in the deal's pipeline (any case). */
export const APPOINTMENT_STAGE = 'Appointment set';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Upserts the lead's contact, property and deal; answers the deal's id (null when it could not). */
async function syncLead(ctx: ServiceContext, leadId: string): Promise<string | null> {
  const [lead] = await ctx.db.select().from(solarLeads).where(eq(solarLeads.id, leadId)).limit(1);
  if (!lead) return null;
  await ensureWorkspace(ctx, lead.ownerId);
  const first = await firstStageOf(ctx.db, lead.ownerId);
  if (!first) {
    ctx.log.warn('solar CRM: a lead was not synced, the workspace has no pipeline', { leadId });
    return null;
  }
  const now = ctx.now();
  const { dealId, created } = await ctx.db.transaction((tx) => leadIntoCrm(tx, lead, first, now));
  if (created)
    await emitCrmEvent(ctx, 'deal.created', {
      ownerId: lead.ownerId,
      dealId,
      source: 'solara',
      at: now.toISOString(),
    });
  return dealId;
}

export async function syncLeadToCrm(ctx: ServiceContext, leadId: string): Promise<void> {
  try {
    await syncLead(ctx, leadId);
  } catch (err) {
    ctx.log.error('solar CRM: syncing a lead failed', { leadId, error: messageOf(err) });
  }
}

export async function leadBookedInCrm(ctx: ServiceContext, leadId: string): Promise<void> {
  try {
    const dealId = await syncLead(ctx, leadId);
    if (!dealId) return;
    const [deal] = await ctx.db
      .select({
        ownerId: crmDeals.ownerId,
        pipelineId: crmDeals.pipelineId,
        status: crmDeals.status,
        position: crmStages.position,
      })
      .from(crmDeals)
      .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
      .where(eq(crmDeals.id, dealId))
      .limit(1);
    if (deal?.status !== 'open') return;
    const stages = await ctx.db
      .select({ id: crmStages.id, name: crmStages.name, position: crmStages.position })
      .from(crmStages)
      .where(and(eq(crmStages.pipelineId, deal.pipelineId)));
    const target = stages.find((s) => s.name.toLowerCase() === APPOINTMENT_STAGE.toLowerCase());
    if (!target || deal.position >= target.position) return;
    await applyMove(ctx, deal.ownerId, dealId, target.id, { userId: null, role: null });
  } catch (err) {
    ctx.log.error('solar CRM: moving a booked lead’s deal failed', { leadId, error: messageOf(err) });
  }
}
