/**
 * Getting a listing: the listed version's document becomes a new workflow of the caller's (through the
 * workflows service, as a template's copy does), tagged `marketplace`. A priced listing is paid in the same
 * transaction that writes the copy and the install row: buyer -> creator for the price less the platform's
 * fee, buyer -> platform fees for the fee (split as deployments do), each transfer keyed by the install, so
 * the copy and the payment happen together or not at all. The same Idempotency-Key again answers the first
 * copy (`replayed: true`) and pays nothing. The creator gets their own listing free.
 */
import { randomUUID } from 'node:crypto';
import type { GetListingResult } from '@common/schemas/marketplace';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import {
  ensureUserAccount,
  formatAiz,
  getUserBalance,
  InsufficientFunds,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { splitPrice } from '../deployments';
import { createWorkflow, publishedVersion, withFreshTriggerPaths, workflowBasics } from '../workflows';
import { type ListingRow, listedBySlug } from './listing-rows';
import { addInstalls, hasReviewed, refreshRating } from './search-figures';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
type InstallRow = typeof marketplaceInstalls.$inferSelect;

export const NO_COPY_OFFERED = 'This listing offers no copy: use its hosted agent instead.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used to get another listing. Send a new one.';

async function earlierInstall(db: DbOrTx, buyerId: string, key: string): Promise<InstallRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceInstalls)
    .where(and(eq(marketplaceInstalls.buyerId, buyerId), eq(marketplaceInstalls.idempotencyKey, key)));
  return row;
}

async function replay(db: DbOrTx, slug: string, install: InstallRow): Promise<GetListingResult> {
  const [listing] = await db
    .select({ slug: marketplaceListings.slug })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, install.listingId));
  if (listing?.slug !== slug || install.kind !== 'copy') throw new Conflict(IDEMPOTENCY_KEY_REUSED);
  return {
    workflowId: install.workflowId ?? '',
    paid: formatAiz(BigInt(install.paidBaseUnits)),
    replayed: true,
  };
}

/** The price, moved in the caller's transaction; keyed by the install so the ledger never moves it twice. */
async function pay(
  tx: DbOrTx,
  listing: ListingRow,
  buyerId: string,
  installId: string,
  price: bigint,
  at: Date,
) {
  const { owner, fee } = splitPrice(price);
  const metadata = { listingId: listing.id, slug: listing.slug, installId };
  // A buyer without an account yet has a balance of 0 (refused as insufficient funds, not as unknown).
  await ensureUserAccount(tx, buyerId);
  await ensureUserAccount(tx, listing.creatorId);
  if (owner > 0n) {
    await transfer(tx, {
      idempotencyKey: `marketplace-purchase:${installId}`,
      from: userAccountId(buyerId),
      to: userAccountId(listing.creatorId),
      amount: owner,
      kind: 'purchase',
      memo: `Bought ${listing.slug}`,
      metadata,
      at,
    });
  }
  if (fee > 0n) {
    await transfer(tx, {
      idempotencyKey: `marketplace-fee:${installId}`,
      from: userAccountId(buyerId),
      to: SYSTEM_ACCOUNTS.platformFees.id,
      amount: fee,
      kind: 'platform_fee',
      memo: `Platform fee: ${listing.slug}`,
      metadata,
      at,
    });
  }
}

export async function getCopy(
  ctx: Ctx,
  slug: string,
  idempotencyKey: string | null = null,
): Promise<GetListingResult> {
  const buyerId = ctx.user.id;
  if (idempotencyKey) {
    // Before the listing is read: a retry answers its first copy even if the listing was hidden since.
    const earlier = await earlierInstall(ctx.db, buyerId, idempotencyKey);
    if (earlier) return replay(ctx.db, slug, earlier);
  }
  const listing = await listedBySlug(ctx.db, slug);
  if (!listing.offersCopy) throw new Conflict(NO_COPY_OFFERED);
  const { document } = await publishedVersion(ctx.db, listing.workflowId, listing.versionNumber);
  const kind = (await workflowBasics(ctx.db, listing.workflowId))?.kind ?? 'workflow';
  const price = BigInt(listing.priceBaseUnits);
  const paying = price > 0n && listing.creatorId !== buyerId;
  const installId = randomUUID();
  const at = ctx.now();
  try {
    const workflowId = await ctx.db.transaction(async (tx) => {
      const copy = await createWorkflow(
        { ...ctx, db: tx },
        {
          name: listing.title,
          description: listing.summary,
          tags: ['marketplace', listing.category],
          kind,
          // Webhook and form paths are shared by everyone: each copy gets its own.
          document: withFreshTriggerPaths(document),
        },
      );
      await tx.insert(marketplaceInstalls).values({
        id: installId,
        listingId: listing.id,
        buyerId,
        workflowId: copy.id,
        paidBaseUnits: paying ? price.toString() : '0',
        idempotencyKey,
        kind: 'copy',
        versionNumber: listing.versionNumber,
        createdAt: at,
      });
      if (paying) await pay(tx, listing, buyerId, installId, price, at);
      await addInstalls(tx, listing.id, 1);
      // A buyer refunded before and back again: their review counts again.
      if (await hasReviewed(tx, listing.id, ctx.user.id)) await refreshRating(tx, listing.id);
      return copy.id;
    });
    return { workflowId, paid: formatAiz(paying ? price : 0n), replayed: false };
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const balance = await getUserBalance(ctx.db, buyerId);
      throw new InsufficientFunds(
        `${listing.title} costs ${formatAiz(price)} AIZ and your balance is ${formatAiz(balance)} AIZ. ` +
          'Get AIZ by selling a listing or a paid deployment of your own, or from another person, then try again.',
      );
    }
    // The same key raced in from a second request: answer the copy the first one made.
    if (pgError(err)?.code === UNIQUE_VIOLATION && idempotencyKey) {
      const earlier = await earlierInstall(ctx.db, buyerId, idempotencyKey);
      if (earlier) return replay(ctx.db, slug, earlier);
    }
    throw err;
  }
}
