/**
 * A listing's releases: each a published version with its changelog. A new release names a later published
 * version of the listed workflow and becomes the current one (what new copies are made from); earlier
 * releases stay as they were (versions never change). Anyone who may see the listing reads its releases,
 * with their own copies and whether a later release is out for each.
 */
import type { CreateReleaseInput, ListingReleases, Release } from '@common/schemas/marketplace-selling';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { marketplaceInstalls, marketplaceListings, marketplaceReleases } from '../../db/schema/marketplace';
import { Conflict } from '../../lib/errors';
import type { ServiceContext, SignedInContext } from '../../service-context';
import { publishedVersion } from '../workflows';
import { type ListingRow, ownListingBySlug, viewableBySlug } from './listing-rows';

export const laterVersionNeeded = (current: number) =>
  `Release a version later than version ${current}, the current release. Publish it in the builder first.`;

export async function releasesOf(
  db: DbOrTx,
  listing: Pick<ListingRow, 'id' | 'versionNumber'>,
): Promise<Release[]> {
  const rows = await db
    .select()
    .from(marketplaceReleases)
    .where(eq(marketplaceReleases.listingId, listing.id))
    .orderBy(desc(marketplaceReleases.versionNumber));
  return rows.map((r) => ({
    versionNumber: r.versionNumber,
    changelog: r.changelog,
    createdAt: r.createdAt.toISOString(),
    current: r.versionNumber === listing.versionNumber,
  }));
}

export async function listReleases(
  ctx: Pick<ServiceContext, 'db' | 'user'>,
  slug: string,
): Promise<ListingReleases> {
  const listing = await viewableBySlug(ctx.db, slug, ctx.user?.id ?? null);
  const releases = await releasesOf(ctx.db, listing);
  if (!ctx.user) return { releases, copies: null };
  const copies = await ctx.db
    .select()
    .from(marketplaceInstalls)
    .where(
      and(
        eq(marketplaceInstalls.listingId, listing.id),
        eq(marketplaceInstalls.buyerId, ctx.user.id),
        eq(marketplaceInstalls.kind, 'copy'),
        isNull(marketplaceInstalls.refundedAt),
      ),
    )
    .orderBy(desc(marketplaceInstalls.createdAt));
  return {
    releases,
    copies: copies.map((c) => ({
      installId: c.id,
      workflowId: c.workflowId,
      versionNumber: c.versionNumber,
      updateAvailable: c.workflowId !== null && (c.versionNumber ?? 0) < listing.versionNumber,
    })),
  };
}

export async function createRelease(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  slug: string,
  input: CreateReleaseInput,
): Promise<ListingReleases> {
  const listing = await ownListingBySlug(ctx.db, slug, ctx.user.id);
  if (input.versionNumber <= listing.versionNumber)
    throw new Conflict(laterVersionNeeded(listing.versionNumber));
  // 404 when that version of the listed workflow was never published (a draft is never released).
  await publishedVersion(ctx.db, listing.workflowId, input.versionNumber);
  const at = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      // Only from the release it was read at: two releases at once do not both become current.
      const moved = await tx
        .update(marketplaceListings)
        .set({ versionNumber: input.versionNumber, updatedAt: at })
        .where(
          and(
            eq(marketplaceListings.id, listing.id),
            eq(marketplaceListings.versionNumber, listing.versionNumber),
          ),
        )
        .returning({ id: marketplaceListings.id });
      if (moved.length === 0)
        throw new Conflict('Another release was made a moment ago. Reload and try again.');
      await tx.insert(marketplaceReleases).values({
        listingId: listing.id,
        versionNumber: input.versionNumber,
        changelog: input.changelog,
        createdAt: at,
      });
    });
  } catch (err) {
    if (pgError(err)?.code === UNIQUE_VIOLATION) {
      throw new Conflict(
        `Version ${input.versionNumber} of this workflow is listed already, in another listing.`,
      );
    }
    throw err;
  }
  return listReleases(ctx, slug);
}
