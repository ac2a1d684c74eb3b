/**
 * The commission ledger: a rep sees their own rows; a manager (commissions.read.all) sees everyone's and may
 * filter by rep. Totals are over the rows listed: each milestone, the clawbacks, what was paid and the net.
 */
import type { CrmCommission, crmCommissionListSchema } from '@common/schemas/solar-proposals';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { crmCommissions, crmDeals } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import { usernamesOf } from '../../auth';
import type { CrmAccess } from '../crm/access';

type CommissionList = z.infer<typeof crmCommissionListSchema>;

export async function commissionRows(db: DbOrTx, where: SQL | undefined): Promise<CrmCommission[]> {
  const rows = await db
    .select({ c: crmCommissions, dealTitle: crmDeals.title })
    .from(crmCommissions)
    .innerJoin(crmDeals, eq(crmDeals.id, crmCommissions.dealId))
    .where(where)
    .orderBy(desc(crmCommissions.createdAt), crmCommissions.kind);
  const names = await usernamesOf(
    db,
    rows.map((r) => r.c.userId),
  );
  return rows.map(({ c, dealTitle }) => ({
    id: c.id,
    dealId: c.dealId,
    dealTitle,
    userId: c.userId,
    userName: names.get(c.userId) ?? null,
    kind: c.kind,
    amountCents: c.amountCents,
    reason: c.reason,
    createdAt: c.createdAt.toISOString(),
  }));
}

export function commissionTotals(rows: CrmCommission[]): CommissionList['totals'] {
  const sum = (kind: CrmCommission['kind']) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountCents, 0);
  const M1 = sum('M1');
  const M2 = sum('M2');
  const M3 = sum('M3');
  const clawback = sum('clawback');
  return { M1, M2, M3, clawback, paidCents: M1 + M2 + M3, netCents: M1 + M2 + M3 + clawback };
}

export async function listCommissions(
  ctx: ServiceContext,
  access: CrmAccess,
  query: { dealId?: string; userId?: string },
): Promise<CommissionList> {
  access.require('records.read');
  const all = access.can('commissions.read.all');
  const conditions: SQL[] = [eq(crmCommissions.ownerId, access.ownerId)];
  if (!all) conditions.push(eq(crmCommissions.userId, access.userId));
  else if (query.userId) conditions.push(eq(crmCommissions.userId, query.userId));
  if (query.dealId) conditions.push(eq(crmCommissions.dealId, query.dealId));
  const commissions = await commissionRows(ctx.db, and(...conditions));
  return { commissions, totals: commissionTotals(commissions), scope: all ? 'all' : 'own' };
}
