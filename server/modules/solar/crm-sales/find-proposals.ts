/**
 * A deal's proposals, newest version first, and one proposal. The full view (floor price, commission, the
 * signature request) is for those who may write proposals; everyone else, and anyone asking for
 * `view=present`, gets the present view.
 */
import type { Proposal } from '@common/schemas/solar-proposals';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmProposals, crmSignatureRequests } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from '../crm/access';
import { dealForSale } from './deal-for-sale';
import { toProposal } from './proposal-view';

export type ProposalRow = typeof crmProposals.$inferSelect;
type SignatureRow = typeof crmSignatureRequests.$inferSelect;

export const PROPOSAL_NOT_FOUND = 'There is no such proposal in this CRM.';

function viewFor(access: CrmAccess, asked: 'full' | 'present'): 'full' | 'present' {
  return asked === 'full' && access.can('proposals.write') ? 'full' : 'present';
}

/** The latest signature request of each proposal. */
async function latestRequests(db: DbOrTx, proposalIds: string[]): Promise<Map<string, SignatureRow>> {
  const latest = new Map<string, SignatureRow>();
  if (proposalIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(crmSignatureRequests)
    .where(inArray(crmSignatureRequests.proposalId, proposalIds))
    .orderBy(desc(crmSignatureRequests.createdAt));
  for (const row of rows) if (!latest.has(row.proposalId)) latest.set(row.proposalId, row);
  return latest;
}

export async function listProposals(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
  asked: 'full' | 'present',
): Promise<Proposal[]> {
  access.require('records.read');
  await dealForSale(ctx.db, access.ownerId, dealId);
  const rows = await ctx.db
    .select()
    .from(crmProposals)
    .where(and(eq(crmProposals.dealId, dealId), eq(crmProposals.ownerId, access.ownerId)))
    .orderBy(desc(crmProposals.version));
  const requests = await latestRequests(
    ctx.db,
    rows.map((r) => r.id),
  );
  const view = viewFor(access, asked);
  return rows.map((row) => toProposal(row, view, requests.get(row.id) ?? null));
}

/** The row, or 404 when it is not this workspace's. */
export async function proposalRow(db: DbOrTx, ownerId: string, proposalId: string): Promise<ProposalRow> {
  const [row] = await db
    .select()
    .from(crmProposals)
    .where(and(eq(crmProposals.id, proposalId), eq(crmProposals.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(PROPOSAL_NOT_FOUND);
  return row;
}

export async function getProposal(
  ctx: ServiceContext,
  access: CrmAccess,
  proposalId: string,
  asked: 'full' | 'present',
): Promise<Proposal> {
  access.require('records.read');
  const row = await proposalRow(ctx.db, access.ownerId, proposalId);
  const requests = await latestRequests(ctx.db, [row.id]);
  return toProposal(row, viewFor(access, asked), requests.get(row.id) ?? null);
}
