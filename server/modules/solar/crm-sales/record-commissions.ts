/**
 * Commissions, exactly once: M1 when the contract is signed, M2 at install, M3 at permission to operate, for the
 * deal's setter and closer, in the amounts the signed option's commission preview fixed (the redline plan at
 * the time of the proposal). The unique index (deal, rep, kind) with ON CONFLICT DO NOTHING makes a retry, or a
 * concurrent second call, record nothing new. A clawback takes back what each rep was paid, once.
 */
import type { CommissionPreview, ProposalOption } from '@common/schemas/solar-proposals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmCommissions, crmDeals, crmProposals } from '../../../db/schema/solar-crm';

export type CommissionMilestone = 'M1' | 'M2' | 'M3';
type CommissionRow = typeof crmCommissions.$inferSelect;

interface RecordInput {
  ownerId: string;
  dealId: string;
  recordedBy: string | null;
  at: Date;
}

/** The commission preview of the deal's signed option, or null when nothing is signed. */
async function signedCommission(db: DbOrTx, dealId: string): Promise<CommissionPreview | null> {
  const [proposal] = await db
    .select({ options: crmProposals.options, selected: crmProposals.selectedOptionId })
    .from(crmProposals)
    .where(and(eq(crmProposals.dealId, dealId), eq(crmProposals.status, 'signed')))
    .limit(1);
  if (!proposal) return null;
  const option = (proposal.options as ProposalOption[]).find((o) => o.id === proposal.selected);
  return option?.commission ?? null;
}

/** Setter's and closer's amounts, one row per person (one person in both roles gets the sum). */
function amountsByRep(
  setterId: string | null,
  closerId: string | null,
  split: { setterCents: number; closerCents: number },
): Map<string, number> {
  const byRep = new Map<string, number>();
  if (setterId) byRep.set(setterId, split.setterCents);
  if (closerId) byRep.set(closerId, (byRep.get(closerId) ?? 0) + split.closerCents);
  return byRep;
}

/** Records a milestone's commission rows; returns the rows this call added (none on a retry). */
export async function recordMilestoneCommissions(
  db: DbOrTx,
  kind: CommissionMilestone,
  input: RecordInput,
): Promise<CommissionRow[]> {
  const [deal] = await db
    .select({ setterId: crmDeals.setterId, closerId: crmDeals.closerId })
    .from(crmDeals)
    .where(and(eq(crmDeals.id, input.dealId), eq(crmDeals.ownerId, input.ownerId)))
    .limit(1);
  const preview = deal ? await signedCommission(db, input.dealId) : null;
  if (!deal || !preview) return [];
  const rows = [...amountsByRep(deal.setterId, deal.closerId, preview.milestones[kind])]
    .filter(([, cents]) => cents > 0)
    .map(([userId, amountCents]) => ({
      ownerId: input.ownerId,
      dealId: input.dealId,
      userId,
      kind,
      amountCents,
      reason: `${kind}: ${kind === 'M1' ? 'contract signed' : kind === 'M2' ? 'installed' : 'permission to operate'}`,
      recordedBy: input.recordedBy,
      createdAt: input.at,
    }));
  if (rows.length === 0) return [];
  return db
    .insert(crmCommissions)
    .values(rows)
    .onConflictDoNothing({ target: [crmCommissions.dealId, crmCommissions.userId, crmCommissions.kind] })
    .returning();
}

/** Takes back from each rep what M1–M3 paid them on the deal; returns the rows this call added. */
export async function recordClawbacks(
  db: DbOrTx,
  input: RecordInput & { reason: string },
): Promise<CommissionRow[]> {
  const paid = await db
    .select({ userId: crmCommissions.userId, cents: sql<string>`sum(${crmCommissions.amountCents})` })
    .from(crmCommissions)
    .where(and(eq(crmCommissions.dealId, input.dealId), inArray(crmCommissions.kind, ['M1', 'M2', 'M3'])))
    .groupBy(crmCommissions.userId);
  const rows = paid
    .map((p) => ({ userId: p.userId, cents: Number(p.cents) }))
    .filter((p) => p.cents > 0)
    .map((p) => ({
      ownerId: input.ownerId,
      dealId: input.dealId,
      userId: p.userId,
      kind: 'clawback' as const,
      amountCents: -p.cents,
      reason: input.reason,
      recordedBy: input.recordedBy,
      createdAt: input.at,
    }));
  if (rows.length === 0) return [];
  return db
    .insert(crmCommissions)
    .values(rows)
    .onConflictDoNothing({ target: [crmCommissions.dealId, crmCommissions.userId, crmCommissions.kind] })
    .returning();
}
