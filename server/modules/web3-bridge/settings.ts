/** The bridge's one settings row: withdrawals on or off (off by default), and the pause a drift sets. */
import { type BridgeSettings, WITHDRAWAL_REGULATORY_NOTE } from '@common/schemas/web3-bridge';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { web3BridgeSettings } from '../../db/schema/web3-bridge';

export async function readSettings(db: DbOrTx) {
  await db.insert(web3BridgeSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(web3BridgeSettings).where(eq(web3BridgeSettings.id, 1));
  if (!row) throw new Error('web3_bridge_settings has no row');
  return row;
}

export function settingsView(row: Awaited<ReturnType<typeof readSettings>>): BridgeSettings {
  return {
    withdrawalsEnabled: row.withdrawalsEnabled,
    paused: row.pausedAt ? { since: row.pausedAt.toISOString(), reason: row.pausedReason ?? '' } : null,
    regulatoryNote: WITHDRAWAL_REGULATORY_NOTE,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function setWithdrawalsEnabled(db: DbOrTx, enabled: boolean, adminId: string, at: Date) {
  await readSettings(db);
  await db
    .update(web3BridgeSettings)
    .set({ withdrawalsEnabled: enabled, updatedAt: at, updatedBy: adminId })
    .where(eq(web3BridgeSettings.id, 1));
  return settingsView(await readSettings(db));
}

/** Pauses new withdrawals (a reconciliation found drift); the first reason stays until a resume. */
export async function pauseWithdrawals(db: DbOrTx, reason: string, at: Date) {
  await readSettings(db);
  const [row] = await db.select().from(web3BridgeSettings).where(eq(web3BridgeSettings.id, 1));
  if (row?.pausedAt) return;
  await db
    .update(web3BridgeSettings)
    .set({ pausedAt: at, pausedReason: reason, updatedAt: at })
    .where(eq(web3BridgeSettings.id, 1));
}

export async function resumeWithdrawals(db: DbOrTx, adminId: string, at: Date) {
  await readSettings(db);
  await db
    .update(web3BridgeSettings)
    .set({ pausedAt: null, pausedReason: null, updatedAt: at, updatedBy: adminId })
    .where(eq(web3BridgeSettings.id, 1));
  return settingsView(await readSettings(db));
}
