/**
 * A buyer updates their copy to the listing's current release. First the preview: the diff from the copy's
 * draft as it is now to the document it would become (copy-update-document.ts says what of the buyer's is
 * kept). Then the update: the copy's draft takes that document (a new draft revision, so an editor open
 * on the old one is told to reload) and the install moves to the release, in one transaction. Asked
 * again once done, it answers `updated: false` and changes nothing.
 */
import type { CopyUpdatePreview, CopyUpdateResult } from '@common/schemas/marketplace-selling';
import { diffWorkflows } from '@common/workflow/diff';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceInstalls, marketplaceListings, marketplaceReleases } from '../../db/schema/marketplace';
import { Conflict, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { loadStored, ownWorkflow, publishedVersion, saveDraft, withFreshTriggerPaths } from '../workflows';
import { updatedCopyDocument } from './copy-update-document';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

export const COPY_NOT_FOUND = 'There is no such copy of yours.';

async function copyAndListing(db: DbOrTx, buyerId: string, installId: string) {
  const [row] = await db
    .select({ install: marketplaceInstalls, listing: marketplaceListings })
    .from(marketplaceInstalls)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceInstalls.listingId))
    .where(and(eq(marketplaceInstalls.id, installId), eq(marketplaceInstalls.buyerId, buyerId)));
  if (row?.install.kind !== 'copy') throw new NotFound(COPY_NOT_FOUND);
  if (row.install.refundedAt) throw new Conflict('This copy was refunded: it gets no updates.');
  if (!row.install.workflowId) throw new Conflict('This copy was deleted: get the listing again instead.');
  return { install: row.install, listing: row.listing, workflowId: row.install.workflowId };
}

/** The copy's draft, the document it would become, and the nodes whose credentials are kept. */
async function planUpdate(db: DbOrTx, buyerId: string, installId: string) {
  const found = await copyAndListing(db, buyerId, installId);
  const copy = await ownWorkflow(db, buyerId, found.workflowId).catch(() => {
    throw new Conflict('This copy is in the trash: restore it to update it.');
  });
  const draft = loadStored(copy.draft);
  const release = await publishedVersion(db, found.listing.workflowId, found.listing.versionNumber);
  const next = updatedCopyDocument(draft, withFreshTriggerPaths(release.document));
  return { ...found, copy, draft, next };
}

export async function previewCopyUpdate(ctx: Ctx, installId: string): Promise<CopyUpdatePreview> {
  const { install, listing, workflowId, draft, next } = await planUpdate(ctx.db, ctx.user.id, installId);
  const releases = await ctx.db
    .select()
    .from(marketplaceReleases)
    .where(
      and(
        eq(marketplaceReleases.listingId, listing.id),
        gt(marketplaceReleases.versionNumber, install.versionNumber ?? 0),
      ),
    );
  const nodeNames: Record<string, string> = {};
  for (const n of [...draft.nodes, ...next.document.nodes]) nodeNames[n.id] = n.name;
  return {
    installId,
    workflowId,
    fromVersion: install.versionNumber,
    toVersion: listing.versionNumber,
    releases: releases
      .sort((a, b) => b.versionNumber - a.versionNumber)
      .map((r) => ({
        versionNumber: r.versionNumber,
        changelog: r.changelog,
        createdAt: r.createdAt.toISOString(),
        current: r.versionNumber === listing.versionNumber,
      })),
    diff: diffWorkflows(draft, next.document),
    nodeNames,
    keptCredentials: next.keptCredentials,
  };
}

export async function updateCopy(ctx: Ctx, installId: string): Promise<CopyUpdateResult> {
  const { install, listing, workflowId, copy, next } = await planUpdate(ctx.db, ctx.user.id, installId);
  const target = listing.versionNumber;
  if (install.versionNumber === target) return { workflowId, versionNumber: target, updated: false };
  const updated = await ctx.db.transaction(async (tx) => {
    // Moves once: a second request finds the install on the release already and changes nothing.
    const moved = await tx
      .update(marketplaceInstalls)
      .set({ versionNumber: target })
      .where(
        and(
          eq(marketplaceInstalls.id, install.id),
          or(isNull(marketplaceInstalls.versionNumber), ne(marketplaceInstalls.versionNumber, target)),
        ),
      )
      .returning({ id: marketplaceInstalls.id });
    if (moved.length === 0) return false;
    // From the revision the plan read: a save in between is refused (StaleDraft) and nothing moves.
    await saveDraft({ ...ctx, db: tx }, workflowId, {
      document: next.document,
      revision: copy.draftRevision,
    });
    return true;
  });
  return { workflowId, versionNumber: target, updated };
}
