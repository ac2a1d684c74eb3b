/**
 * Refunding a sale: the listing's creator or an admin, within MARKETPLACE_REFUND_WINDOW_DAYS of the purchase.
 * The buyer gets back what they paid: the creator's share (creator -> buyer, keyed
 * `marketplace-refund:<install>`) and the platform's fee (platform fees -> buyer, keyed
 * `marketplace-fee-refund:<install>`), the same amounts the purchase moved. `refunded_at` is set in the same
 * transaction, by a statement that only touches an install not refunded yet: a sale is refunded once, and a
 * second request is a 409. A creator whose balance cannot cover their share is refused with nothing written.
 * The buyer keeps the copy's workflow (it is theirs); a refunded install no longer counts as an install or a
 * sale, and gets no updates.
 */
import {
  MARKETPLACE_REFUND_WINDOW_DAYS,
  type RefundInput,
  type RefundResult,
} from '@common/schemas/marketplace-selling';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import {
  ensureUserAccount,
  findTransferByKey,
  formatAiz,
  getUserBalance,
  InsufficientFunds,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { Conflict, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { addInstalls, refreshRating } from './search-figures';

const DAY_MS = 86_400_000;
export const SALE_NOT_FOUND = 'There is no such sale of yours.';

/** Until when a purchase made at `at` may be refunded. */
export const refundableUntil = (at: Date): Date =>
  new Date(at.getTime() + MARKETPLACE_REFUND_WINDOW_DAYS * DAY_MS);

async function saleOf(db: DbOrTx, installId: string) {
  const [row] = await db
    .select({ install: marketplaceInstalls, listing: marketplaceListings })
    .from(marketplaceInstalls)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceInstalls.listingId))
    .where(eq(marketplaceInstalls.id, installId));
  return row;
}

const alreadyRefunded = (at: Date) =>
  new Conflict(`This sale was refunded already, on ${at.toISOString().slice(0, 10)}.`);

export async function refundInstall(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  installId: string,
  input: RefundInput,
): Promise<RefundResult> {
  const sale = await saleOf(ctx.db, installId);
  const admin = ctx.user.role === 'admin';
  // Someone else's sale answers as a missing one: install ids reveal nothing.
  if (!sale || (sale.listing.creatorId !== ctx.user.id && !admin)) throw new NotFound(SALE_NOT_FOUND);
  const { install, listing } = sale;
  if (install.refundedAt) throw alreadyRefunded(install.refundedAt);
  if (BigInt(install.paidBaseUnits) === 0n)
    throw new Conflict('Nothing was paid for this copy: there is nothing to refund.');
  const now = ctx.now();
  const until = refundableUntil(install.createdAt);
  if (now > until) {
    throw new Conflict(
      `The ${MARKETPLACE_REFUND_WINDOW_DAYS}-day refund window of this sale closed on ${until.toISOString().slice(0, 10)}.`,
    );
  }
  // The amounts the purchase moved (whatever the fee rate is today).
  const [share, fee] = await Promise.all([
    findTransferByKey(ctx.db, `marketplace-purchase:${install.id}`),
    findTransferByKey(ctx.db, `marketplace-fee:${install.id}`),
  ]);
  const metadata = { listingId: listing.id, slug: listing.slug, installId: install.id };
  try {
    await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(marketplaceInstalls)
        .set({ refundedAt: now, refundedBy: ctx.user.id, refundReason: input.reason || null })
        .where(and(eq(marketplaceInstalls.id, install.id), isNull(marketplaceInstalls.refundedAt)))
        .returning({ id: marketplaceInstalls.id });
      if (marked.length === 0) throw alreadyRefunded(now);
      await ensureUserAccount(tx, install.buyerId);
      if (share) {
        await transfer(tx, {
          idempotencyKey: `marketplace-refund:${install.id}`,
          from: userAccountId(listing.creatorId),
          to: userAccountId(install.buyerId),
          amount: BigInt(share.amount),
          kind: 'refund',
          memo: `Refund: ${listing.slug}`,
          metadata,
          at: now,
        });
      }
      if (fee) {
        await transfer(tx, {
          idempotencyKey: `marketplace-fee-refund:${install.id}`,
          from: SYSTEM_ACCOUNTS.platformFees.id,
          to: userAccountId(install.buyerId),
          amount: BigInt(fee.amount),
          kind: 'platform_fee_refund',
          memo: `Platform fee refund: ${listing.slug}`,
          metadata,
          at: now,
        });
      }
      // A refunded install no longer counts (last: the listing's row stays locked until the commit).
      await addInstalls(tx, listing.id, -1);
      // The buyer's review, if any, no longer counts (reviews/ratings.ts: authorHoldsCopyOf).
      await refreshRating(tx, listing.id);
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const balance = await getUserBalance(ctx.db, listing.creatorId);
      const owed = formatAiz(BigInt(share?.amount ?? 0n));
      const whose = listing.creatorId === ctx.user.id ? 'your balance is' : "the creator's balance is";
      throw new InsufficientFunds(
        `Refunding this sale takes ${owed} AIZ from the creator's share and ${whose} ${formatAiz(balance)} AIZ. Nothing was refunded.`,
      );
    }
    throw err;
  }
  const total = BigInt(share?.amount ?? 0n) + BigInt(fee?.amount ?? 0n);
  return { installId: install.id, refunded: formatAiz(total), refundedAt: now.toISOString() };
}
