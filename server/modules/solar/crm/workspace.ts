/**
 * A workspace's bootstrap and the list of workspaces a caller can open. On first access a workspace gets its
 * settings (CRM_DEFAULT_SETTINGS), the two default pipelines and its existing Solara leads as contacts and
 * deals, exactly once: the settings row, inserted ON CONFLICT DO NOTHING … RETURNING, is the lock. Whoever
 * gets the row back seeds in the same transaction; a racing request gets nothing back (on PostgreSQL it
 * waits for the winner's commit first) and seeds nothing.
 */
import { CRM_DEFAULT_PIPELINES, CRM_DEFAULT_SETTINGS } from '@common/schemas/solar-crm';
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { asc, eq } from 'drizzle-orm';
import { solarLeads } from '../../../db/schema/solar';
import { crmMembers, crmSettings } from '../../../db/schema/solar-crm';
import type { ServiceContext, SignedInContext } from '../../../service-context';
import { usernamesOf } from '../../auth';
import { emitCrmEvent } from './events';
import { leadIntoCrm } from './lead-to-deal';
import { insertPipeline } from './pipelines';

export async function ensureWorkspace(ctx: ServiceContext, ownerId: string): Promise<void> {
  const [known] = await ctx.db
    .select({ ownerId: crmSettings.ownerId })
    .from(crmSettings)
    .where(eq(crmSettings.ownerId, ownerId))
    .limit(1);
  if (known) return;
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .insert(crmSettings)
      .values({ ownerId, settings: CRM_DEFAULT_SETTINGS, updatedAt: now })
      .onConflictDoNothing({ target: crmSettings.ownerId })
      .returning({ ownerId: crmSettings.ownerId });
    if (!won) return [];
    const firsts = [];
    for (const [position, pipeline] of CRM_DEFAULT_PIPELINES.entries())
      firsts.push(await insertPipeline(tx, ownerId, pipeline, position, now));
    const leads = await tx
      .select()
      .from(solarLeads)
      .where(eq(solarLeads.ownerId, ownerId))
      .orderBy(asc(solarLeads.createdAt));
    const deals: { dealId: string; at: Date }[] = [];
    for (const lead of leads) {
      // A backfilled lead keeps its own arrival time: an old, untouched lead shows as rotting.
      const { dealId, created } = await leadIntoCrm(tx, lead, firsts[0]!, lead.createdAt);
      if (created) deals.push({ dealId, at: lead.createdAt });
    }
    return deals;
  });
  for (const { dealId, at } of created)
    await emitCrmEvent(ctx, 'deal.created', { ownerId, dealId, source: 'solara', at: at.toISOString() });
}

export interface CrmWorkspace {
  ownerId: string;
  name: string;
  role: CrmRole;
  own: boolean;
}

/** The caller's own workspace first (bootstrapped), then those they were added to, by owner name. */
export async function listWorkspaces(ctx: SignedInContext): Promise<CrmWorkspace[]> {
  await ensureWorkspace(ctx, ctx.user.id);
  const memberships = await ctx.db
    .select({ ownerId: crmMembers.ownerId, role: crmMembers.role })
    .from(crmMembers)
    .where(eq(crmMembers.userId, ctx.user.id));
  const names = await usernamesOf(ctx.db, [ctx.user.id, ...memberships.map((m) => m.ownerId)]);
  const others = memberships
    .map((m) => ({ ownerId: m.ownerId, name: names.get(m.ownerId) ?? m.ownerId, role: m.role, own: false }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    { ownerId: ctx.user.id, name: names.get(ctx.user.id) ?? ctx.user.username, role: 'manager', own: true },
    ...others,
  ];
}
