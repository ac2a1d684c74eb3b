/**
 * The workspace's pricing and commission plan, as the manager saved it (crm_settings), or the defaults when
 * nothing is saved yet. A saved row that no longer parses falls back to the defaults, logged.
 */
import { CRM_DEFAULT_SETTINGS, type CrmSettings, crmSettingsSchema } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmSettings } from '../../../db/schema/solar-crm';
import type { Logger } from '../../../lib/logger';

export async function readWorkspaceSettings(db: DbOrTx, ownerId: string, log: Logger): Promise<CrmSettings> {
  const [row] = await db
    .select({ settings: crmSettings.settings })
    .from(crmSettings)
    .where(eq(crmSettings.ownerId, ownerId))
    .limit(1);
  if (!row) return CRM_DEFAULT_SETTINGS;
  const parsed = crmSettingsSchema.safeParse({ ...CRM_DEFAULT_SETTINGS, ...row.settings });
  if (parsed.success) return parsed.data;
  log.error('crm settings do not parse; using the defaults', { ownerId });
  return CRM_DEFAULT_SETTINGS;
}
