/**
 * The timeline. People log notes, calls, e-mails and meetings; the system logs what it did (stage moves,
 * proposals, signatures: other parts of the CRM call addActivity with their own kinds). A person's activity
 * resets the deal's idle clock (last_activity_at), so it stops rotting; the clock never moves back for a
 * back-dated entry, nor forward past now.
 */
import { CRM_MANUAL_ACTIVITY_KINDS, type CrmActivity } from '@common/schemas/solar-crm';
import { and, eq, sql } from 'drizzle-orm';
import { crmActivities, crmDeals } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { CRM_MESSAGES } from './errors';
import { dealTimeline, toActivities } from './get-deal';

export interface ActivityInput {
  kind: string;
  body: string;
  data?: Record<string, unknown>;
  /** ISO time; now when absent. */
  at?: string;
}

export const isManualActivity = (kind: string): boolean =>
  (CRM_MANUAL_ACTIVITY_KINDS as readonly string[]).includes(kind);

export async function addActivity(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
  input: ActivityInput,
): Promise<CrmActivity> {
  access.require('records.write');
  const now = ctx.now();
  const at = input.at ? new Date(input.at) : now;
  const row = await ctx.db.transaction(async (tx) => {
    const [deal] = await tx
      .select({ id: crmDeals.id, contactId: crmDeals.contactId })
      .from(crmDeals)
      .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, access.ownerId)))
      .limit(1);
    if (!deal) throw new NotFound(CRM_MESSAGES.dealNotFound);
    const [inserted] = await tx
      .insert(crmActivities)
      .values({
        ownerId: access.ownerId,
        dealId: deal.id,
        contactId: deal.contactId,
        kind: input.kind,
        body: input.body,
        data: input.data ?? {},
        byUserId: access.userId,
        at,
      })
      .returning();
    if (isManualActivity(input.kind)) {
      const touched = new Date(Math.min(at.getTime(), now.getTime())).toISOString();
      await tx
        .update(crmDeals)
        .set({ lastActivityAt: sql`greatest(${crmDeals.lastActivityAt}, ${touched}::timestamptz)` })
        .where(eq(crmDeals.id, deal.id));
    }
    return inserted!;
  });
  const [activity] = await toActivities(ctx.db, [row]);
  return activity!;
}

export async function listActivities(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
): Promise<CrmActivity[]> {
  access.require('records.read');
  const [deal] = await ctx.db
    .select({ id: crmDeals.id })
    .from(crmDeals)
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, access.ownerId)))
    .limit(1);
  if (!deal) throw new NotFound(CRM_MESSAGES.dealNotFound);
  return dealTimeline(ctx.db, dealId);
}
