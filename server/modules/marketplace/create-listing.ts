/**
 * Listing a published version of one's own workflow: the version is frozen (versions never change), each
 * version is listed at most once, and the slug comes from the title (made unique). Answers the listing's page.
 */
import type { CreateListingInput, ListingDetail } from '@common/schemas/marketplace';
import { and, eq } from 'drizzle-orm';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { marketplaceListings, marketplaceReleases } from '../../db/schema/marketplace';
import { parseAiz } from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { latestVersionNumber, ownWorkflow, publishedVersion } from '../workflows';
import { checkedOffers } from './agent-offer';
import { getListing } from './get-listing';
import { freeSlug, slugFrom } from './listing-rows';
import { searchColumns } from './search-columns';

export const NOTHING_TO_LIST = 'Publish a version of this workflow before you list it.';

const listedAlready = (number: number, slug: string) =>
  new Conflict(`Version ${number} of this workflow is listed already, as ${slug}.`, { slug });

type OfferFields = 'offersCopy' | 'deploymentId' | 'trialMessagesPerPerson' | 'trialBudget' | 'draft';
/** The offers default to a copy only, so services listing for the platform need not name them. */
type ListingInput = Omit<CreateListingInput, OfferFields> & Partial<Pick<CreateListingInput, OfferFields>>;

export async function createListing(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  input: ListingInput,
): Promise<ListingDetail> {
  const workflow = await ownWorkflow(ctx.db, ctx.user.id, input.workflowId);
  if (input.versionNumber === undefined && (await latestVersionNumber(ctx.db, workflow.id)) === null) {
    throw new Conflict(NOTHING_TO_LIST);
  }
  // 404 when that version was never published (the draft is never listed).
  const version = await publishedVersion(ctx.db, workflow.id, input.versionNumber);
  const existing = async () => {
    const [row] = await ctx.db
      .select({ slug: marketplaceListings.slug })
      .from(marketplaceListings)
      .where(
        and(
          eq(marketplaceListings.workflowId, workflow.id),
          eq(marketplaceListings.versionNumber, version.number),
        ),
      );
    return row;
  };
  const before = await existing();
  if (before) throw listedAlready(version.number, before.slug);

  const offersCopy = input.offersCopy ?? true;
  const offers = await checkedOffers(ctx.db, ctx.user.id, workflow.id, {
    offersCopy,
    deploymentId: input.deploymentId,
    trialMessagesPerPerson: input.trialMessagesPerPerson ?? 0,
    trialBudget: input.trialBudget ?? 0,
  });
  const { title, summary, readme, category, tags } = input;
  const now = ctx.now();
  const slug = await freeSlug(ctx.db, slugFrom(title));
  try {
    await ctx.db.transaction(async (tx) => {
      const [listing] = await tx
        .insert(marketplaceListings)
        .values({
          slug,
          creatorId: ctx.user.id,
          workflowId: workflow.id,
          versionNumber: version.number,
          title,
          summary,
          readme,
          category,
          tags,
          // An agent-only listing sells no copy: its price is the deployment's, per run.
          priceBaseUnits: offersCopy ? parseAiz(input.price).toString() : '0',
          offersCopy,
          ...offers,
          // A draft stays out of search until its creator publishes it.
          status: input.draft ? 'draft' : 'listed',
          ...searchColumns({ title, summary, readme, tags }),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: marketplaceListings.id });
      // The first release: the listed version, with its changelog.
      await tx.insert(marketplaceReleases).values({
        listingId: listing!.id,
        versionNumber: version.number,
        changelog: 'First release.',
        createdAt: now,
      });
    });
  } catch (err) {
    const violation = pgError(err);
    if (violation?.code === UNIQUE_VIOLATION) {
      // A second request listed the same version, or took the slug, between the checks and the insert.
      const raced = await existing();
      if (raced) throw listedAlready(version.number, raced.slug);
      throw new Conflict('Another listing took this name a moment ago. Try again.');
    }
    throw err;
  }
  return getListing(ctx, slug);
}
