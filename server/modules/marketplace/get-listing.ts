/**
 * A listing's page: the card, its README and the shape of the listed version (node ids, names, types and
 * places, and the wires), never a parameter or a credential; `owned` says whether the caller has a copy.
 */
import type { ListingDetail } from '@common/schemas/marketplace';
import { and, eq } from 'drizzle-orm';
import { marketplaceInstalls } from '../../db/schema/marketplace';
import type { ServiceContext } from '../../service-context';
import { publishedVersion } from '../workflows';
import { myAgentAccess } from './agent-offer';
import { screenshotsOf } from './assets/asset-rows';
import { toCards, viewableBySlug } from './listing-rows';
import { withUsage } from './listing-usage';
import { hiddenNotice } from './viewable-listing';

export async function getListing(
  ctx: Pick<ServiceContext, 'db' | 'user' | 'now'>,
  slug: string,
): Promise<ListingDetail> {
  // Listed, or the caller's own in any status (the creator previews a draft).
  const row = await viewableBySlug(ctx.db, slug, ctx.user?.id ?? null);
  const [card] = await withUsage(ctx.db, ctx.now(), await toCards(ctx.db, [row]), [row.workflowId]);
  const { document } = await publishedVersion(ctx.db, row.workflowId, row.versionNumber);
  let owned: boolean | null = null;
  if (ctx.user) {
    const [copy] = await ctx.db
      .select({ id: marketplaceInstalls.id })
      .from(marketplaceInstalls)
      .where(
        and(
          eq(marketplaceInstalls.listingId, row.id),
          eq(marketplaceInstalls.buyerId, ctx.user.id),
          eq(marketplaceInstalls.kind, 'copy'),
        ),
      )
      .limit(1);
    owned = !!copy;
  }
  return {
    ...card!,
    readme: row.readme,
    shape: {
      // Picked field by field: nothing else of a node (parameters, credentials, notes) leaves the server.
      nodes: document.nodes.map((n) => ({
        id: n.id,
        name: n.name,
        type: n.type,
        position: [n.position[0], n.position[1]] as [number, number],
      })),
      edges: document.edges.map((e) => ({ source: e.source, target: e.target })),
    },
    owned,
    hidden: hiddenNotice(row),
    myAgent: ctx.user ? await myAgentAccess(ctx.db, row, ctx.user.id) : null,
    screenshots: await screenshotsOf(ctx.db, row.id),
  };
}
