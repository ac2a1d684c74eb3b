/**
 * The side effects of runs (an e-mail, an AIZ payment), one row per idempotency key (see
 * server/db/schema/workflows-effects.ts). The e-mail port claims a key before sending and confirms it
 * after; the ledger port writes the row in the transaction that pays; an on-chain payment (agent-wallets)
 * is claimed with its signed transaction's hash before it is sent. A key found again means the act
 * was done (or, for an e-mail, begun) before, and is not repeated.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowEffects } from '../../../db/schema/workflows-effects';

/** 'chain-payment': the agent-wallets module's on-chain payments (their signed transaction's hash). */
export type EffectKind = 'email' | 'aiz-transfer' | 'chain-payment';

export interface Effect {
  key: string;
  runId: string;
  kind: EffectKind;
  /** Null while claimed and not confirmed. */
  result: Record<string, unknown> | null;
}

/** Writes the effect unless its key exists; true when this call wrote it. */
export async function claimEffect(db: DbOrTx, effect: Effect, at: Date): Promise<boolean> {
  const written = await db
    .insert(workflowEffects)
    .values({ ...effect, createdAt: at })
    .onConflictDoNothing({ target: workflowEffects.key })
    .returning({ key: workflowEffects.key });
  return written.length > 0;
}

export async function confirmEffect(db: DbOrTx, key: string, result: Record<string, unknown>): Promise<void> {
  await db.update(workflowEffects).set({ result }).where(eq(workflowEffects.key, key));
}

/** Gives a claimed key back: the act certainly did not happen, so a retry may do it. */
export async function releaseEffect(db: DbOrTx, key: string): Promise<void> {
  await db.delete(workflowEffects).where(eq(workflowEffects.key, key));
}

export async function findEffect(db: DbOrTx, key: string): Promise<Effect | undefined> {
  const [row] = await db.select().from(workflowEffects).where(eq(workflowEffects.key, key));
  return row && { ...row, kind: row.kind as EffectKind, result: row.result as Effect['result'] };
}

/** The results of one run's effects of a kind (its payments so far, for the budget). */
export async function runEffects(db: DbOrTx, runId: string, kind: EffectKind): Promise<Effect['result'][]> {
  const rows = await db
    .select({ result: workflowEffects.result })
    .from(workflowEffects)
    .where(and(eq(workflowEffects.runId, runId), eq(workflowEffects.kind, kind)));
  return rows.map((r) => r.result as Effect['result']);
}
