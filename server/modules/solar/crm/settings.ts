/** A workspace's pricing and commission plan: read by every member, replaced by a manager. */
import { CRM_DEFAULT_SETTINGS, type CrmSettings, crmSettingsSchema } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import { crmSettings } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';

export async function getSettings(ctx: ServiceContext, access: CrmAccess): Promise<CrmSettings> {
  access.require('records.read');
  const [row] = await ctx.db
    .select({ settings: crmSettings.settings })
    .from(crmSettings)
    .where(eq(crmSettings.ownerId, access.ownerId))
    .limit(1);
  // Stored settings were validated when saved; a row from an older shape falls back to the defaults.
  const parsed = crmSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : CRM_DEFAULT_SETTINGS;
}

export async function putSettings(
  ctx: ServiceContext,
  access: CrmAccess,
  settings: CrmSettings,
): Promise<CrmSettings> {
  access.require('settings.manage');
  const now = ctx.now();
  await ctx.db
    .insert(crmSettings)
    .values({ ownerId: access.ownerId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: crmSettings.ownerId, set: { settings, updatedAt: now } });
  return settings;
}
