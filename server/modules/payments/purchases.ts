/** Reading the aiz_purchases table (this module's own) and turning a row into the API's shape. */
import type { Purchase } from '@common/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aizPurchases } from '../../db/schema/payments';
import { formatAiz } from '../../ledger';

export type PurchaseRow = typeof aizPurchases.$inferSelect;

export async function findPurchase(db: DbOrTx, sessionId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(aizPurchases).where(eq(aizPurchases.sessionId, sessionId)).limit(1);
  return row;
}

export async function findPurchaseByRequest(
  db: DbOrTx,
  userId: string,
  requestKey: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(aizPurchases)
    .where(and(eq(aizPurchases.userId, userId), eq(aizPurchases.requestKey, requestKey)))
    .limit(1);
  return row;
}

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    sessionId: row.sessionId,
    packId: row.packId,
    packName: row.packName,
    aiz: formatAiz(row.aizAmount),
    price: row.price,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}
