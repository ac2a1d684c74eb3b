/**
 * Credits a paid Checkout Session to its buyer exactly once. The purchase row is locked first, so
 * deliveries of the same session (a retry, a duplicate, completed and async_payment_succeeded, in any
 * order, at the same time) take turns; the first credits and marks it, the others find it credited. The
 * ledger transfer's key `stripe:checkout:<session id>` is a second guard: it can never be paid twice.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { aizPurchases } from '../../db/schema/payments';
import { aiz, ensureUserAccount, SYSTEM_ACCOUNTS, transfer, userAccountId } from '../../ledger';
import type { ServiceContext } from '../../service-context';
import type { PurchaseRow } from './purchases';
import type { Stripe } from './stripe-client';

export type CreditOutcome = 'credited' | 'already-credited' | 'not-paid' | 'not-ours' | 'mismatch';

export const purchaseTransferKey = (sessionId: string) => `stripe:checkout:${sessionId}`;

export async function creditPaidSession(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  session: Stripe.Checkout.Session,
): Promise<CreditOutcome> {
  if (session.payment_status !== 'paid') return 'not-paid';
  return ctx.db.transaction(async (tx) => {
    let row = await lockPurchase(tx, session.id);
    if (!row) {
      // Stripe knows a session we did not record (the process stopped between the two): our metadata says whose.
      const adopted = adoptedPurchase(session, ctx.now());
      if (!adopted) return 'not-ours';
      await tx.insert(aizPurchases).values(adopted).onConflictDoNothing();
      row = await lockPurchase(tx, session.id);
      if (!row) return 'not-ours';
    }
    if (row.status === 'credited') return 'already-credited';
    if (!matchesPurchase(session, row)) {
      ctx.log.error('stripe session does not match its purchase', { sessionId: session.id });
      return 'mismatch';
    }
    const at = ctx.now();
    await ensureUserAccount(tx, row.userId);
    const { transfer: credit } = await transfer(tx, {
      idempotencyKey: purchaseTransferKey(row.sessionId),
      from: SYSTEM_ACCOUNTS.issuance.id,
      to: userAccountId(row.userId),
      amount: row.aizAmount,
      kind: 'purchase',
      memo: `${row.packName} pack, paid by card`,
      metadata: { sessionId: row.sessionId, packId: row.packId, price: row.price, currency: row.currency },
      at,
    });
    await tx
      .update(aizPurchases)
      .set({ status: 'credited', creditedTransferId: credit.id, creditedAt: at })
      .where(eq(aizPurchases.sessionId, row.sessionId));
    return 'credited';
  });
}

/** An unpaid session that expired: its purchase will never be credited. */
export async function expireSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(aizPurchases)
    .set({ status: 'expired' })
    .where(and(eq(aizPurchases.sessionId, sessionId), eq(aizPurchases.status, 'pending')));
}

async function lockPurchase(tx: DbOrTx, sessionId: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(aizPurchases)
    .where(eq(aizPurchases.sessionId, sessionId))
    .for('update');
  return row;
}

/** Paid what the pack costs, by the person who opened it. */
function matchesPurchase(session: Stripe.Checkout.Session, row: PurchaseRow): boolean {
  if (session.client_reference_id !== row.userId) return false;
  if (session.amount_total != null && session.amount_total !== row.price) return false;
  return session.currency == null || session.currency === row.currency;
}

const ourMetadata = z.object({
  packId: z.string().min(1).max(40),
  aiz: z.string().regex(/^[1-9]\d{0,9}$/),
  userId: z.string().uuid(),
});

function adoptedPurchase(
  session: Stripe.Checkout.Session,
  now: Date,
): typeof aizPurchases.$inferInsert | null {
  const meta = ourMetadata.safeParse(session.metadata ?? {});
  if (!meta.success || session.client_reference_id !== meta.data.userId) return null;
  if (session.amount_total == null || session.amount_total <= 0 || !session.currency) return null;
  return {
    sessionId: session.id,
    userId: meta.data.userId,
    requestKey: `stripe:${session.id}`,
    packId: meta.data.packId,
    packName: meta.data.packId,
    aizAmount: aiz(Number(meta.data.aiz)),
    price: session.amount_total,
    currency: session.currency,
    checkoutUrl: session.url ?? '',
    status: 'pending',
    createdAt: new Date(session.created * 1000 || now.getTime()),
  };
}
