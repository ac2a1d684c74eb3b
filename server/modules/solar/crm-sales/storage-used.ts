/** Bytes a workspace's documents take, against CRM_WORKSPACE_STORAGE_BYTES. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmDocuments } from '../../../db/schema/solar-crm';

/** Bytes the workspace stores now. */
export async function storageUsed(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${crmDocuments.size}), 0)` })
    .from(crmDocuments)
    .where(eq(crmDocuments.ownerId, ownerId));
  return Number(row?.used ?? 0);
}
