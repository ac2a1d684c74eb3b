/**
 * What the signer sees at /sign/{token}, signed out: the proposal in its present view (no floor price, no
 * commission), who the contract is with, and, once signed, the chosen option, time and contract hash.
 */
import type { SigningView } from '@common/schemas/solar-proposals';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmDeals, crmProperties, crmProposals } from '../../../db/schema/solar-crm';
import { Gone } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { usernamesOf } from '../../auth';
import { toProposal } from './proposal-view';
import {
  assertViewable,
  SIGNING_LINK_WITHDRAWN,
  type SignatureRequestRow,
  signatureRequestByToken,
} from './signing-request';

export interface SigningParties {
  proposal: typeof crmProposals.$inferSelect;
  dealTitle: string;
  propertyAddress: string | null;
  sellerName: string;
}

export async function signingParties(db: DbOrTx, request: SignatureRequestRow): Promise<SigningParties> {
  const [row] = await db
    .select({ proposal: crmProposals, deal: crmDeals, property: crmProperties })
    .from(crmProposals)
    .innerJoin(crmDeals, eq(crmDeals.id, crmProposals.dealId))
    .leftJoin(crmProperties, eq(crmProperties.id, crmDeals.propertyId))
    .where(eq(crmProposals.id, request.proposalId))
    .limit(1);
  if (!row) throw new Gone(SIGNING_LINK_WITHDRAWN);
  const p = row.property;
  const address = p
    ? [p.address, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return {
    proposal: row.proposal,
    dealTitle: row.deal.title,
    propertyAddress: address || null,
    sellerName: (await usernamesOf(db, [row.proposal.ownerId])).get(row.proposal.ownerId) ?? 'The installer',
  };
}

export async function signingView(ctx: ServiceContext, token: string): Promise<SigningView> {
  const request = await signatureRequestByToken(ctx.db, token);
  assertViewable(request, ctx.now());
  const parties = await signingParties(ctx.db, request);
  if (request.status !== 'signed' && parties.proposal.status !== 'sent')
    throw new Gone(SIGNING_LINK_WITHDRAWN);
  return {
    requestId: request.id,
    status: request.status === 'signed' ? 'signed' : 'pending',
    signerName: request.signerName,
    sellerName: parties.sellerName,
    dealTitle: parties.dealTitle,
    propertyAddress: parties.propertyAddress,
    expiresAt: request.expiresAt.toISOString(),
    proposal: toProposal(parties.proposal, 'present', null),
    signed:
      request.status === 'signed' && request.optionId && request.signedAt && request.pdfSha256
        ? {
            optionId: request.optionId,
            signedAt: request.signedAt.toISOString(),
            pdfSha256: request.pdfSha256,
          }
        : null,
  };
}
