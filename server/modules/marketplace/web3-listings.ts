/**
 * The web3 marketplace: listed listings whose listed version pays on chain (an On-chain payment node), each
 * with the chains and tokens it needs (common/web3/requirements.ts). The workflows module answers which
 * listed versions hold such a node (jsonb containment on their documents).
 */
import type { Web3ListingPage } from '@common/schemas/marketplace';
import { CHAIN_PAYMENT_NODE_TYPE, chainRequirementsOf, type KnownToken } from '@common/web3/requirements';
import { desc, eq } from 'drizzle-orm';
import { marketplaceListings as l } from '../../db/schema/marketplace';
import type { ServiceContext } from '../../service-context';
import { versionsWithNodeType } from '../workflows';
import { cardColumns, toCards } from './listing-rows';

export async function web3Listings(
  ctx: Pick<ServiceContext, 'db'>,
  extraTokens: readonly KnownToken[],
): Promise<Web3ListingPage> {
  const listed = await ctx.db
    .select(cardColumns)
    .from(l)
    .where(eq(l.status, 'listed'))
    .orderBy(desc(l.official), desc(l.popularity), desc(l.createdAt));
  const versions = await versionsWithNodeType(
    ctx.db,
    CHAIN_PAYMENT_NODE_TYPE,
    listed.map((row) => row.workflowId),
  );
  const documents = new Map(versions.map((v) => [`${v.workflowId}:${v.number}`, v.document]));
  const rows = listed.filter((row) => documents.has(`${row.workflowId}:${row.versionNumber}`));
  const cards = await toCards(ctx.db, rows);
  return {
    listings: cards.map((card, i) => {
      const row = rows[i]!;
      const document = documents.get(`${row.workflowId}:${row.versionNumber}`)!;
      return { listing: card, requirements: chainRequirementsOf(document, extraTokens) };
    }),
    total: cards.length,
  };
}
