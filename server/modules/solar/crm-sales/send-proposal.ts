/**
 * Sending a proposal for signature (closer or manager): a signature request with a fresh random token (only its
 * hash is stored), valid 14 days; earlier pending links of the proposal are withdrawn; the link is e-mailed to
 * the signer. A mail failure is logged and reported as `emailed: false`; the request stands and can be resent.
 */
import { type Proposal, SIGNATURE_LINK_DAYS } from '@common/schemas/solar-proposals';
import { and, eq } from 'drizzle-orm';
import { crmActivities, crmDeals, crmProposals, crmSignatureRequests } from '../../../db/schema/solar-crm';
import { Conflict } from '../../../lib/errors';
import { emailRef } from '../../../lib/log-ref';
import { usernamesOf } from '../../auth';
import type { CrmAccess } from '../crm/access';
import { proposalRow } from './find-proposals';
import { toProposal } from './proposal-view';
import type { SalesContext } from './sales-context';
import { signatureRequestMail } from './signature-mail';
import { hashSigningToken, newSigningToken, signingLink } from './signing-token';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendProposalInput {
  signerName: string;
  signerEmail: string;
}

export async function sendProposal(
  ctx: SalesContext,
  access: CrmAccess,
  proposalId: string,
  input: SendProposalInput,
): Promise<{ proposal: Proposal; signatureRequestId: string; expiresAt: string; emailed: boolean }> {
  access.require('signatures.send');
  const row = await proposalRow(ctx.db, access.ownerId, proposalId);
  if (row.status !== 'draft' && row.status !== 'sent')
    throw new Conflict(
      `This proposal is ${row.status}: only a draft or sent proposal can be sent for signature.`,
    );
  const token = newSigningToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SIGNATURE_LINK_DAYS * DAY_MS);
  const { request, proposal, dealTitle } = await ctx.db.transaction(async (tx) => {
    const [proposal] = await tx
      .update(crmProposals)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(crmProposals.id, proposalId), eq(crmProposals.status, row.status)))
      .returning();
    if (!proposal) throw new Conflict('The proposal changed while sending: reload and try again.');
    await tx
      .update(crmSignatureRequests)
      .set({ status: 'void' })
      .where(
        and(eq(crmSignatureRequests.proposalId, proposalId), eq(crmSignatureRequests.status, 'pending')),
      );
    const [request] = await tx
      .insert(crmSignatureRequests)
      .values({
        ownerId: access.ownerId,
        proposalId,
        tokenHash: hashSigningToken(token),
        signerName: input.signerName,
        signerEmail: input.signerEmail,
        expiresAt,
        createdBy: access.userId,
        createdAt: now,
      })
      .returning();
    const [deal] = await tx
      .select({ title: crmDeals.title })
      .from(crmDeals)
      .where(eq(crmDeals.id, row.dealId));
    await tx.insert(crmActivities).values({
      ownerId: access.ownerId,
      dealId: row.dealId,
      kind: 'signature_sent',
      body: `Proposal version ${row.version} sent to ${input.signerName} for signature.`,
      data: { proposalId, signatureRequestId: request!.id },
      byUserId: access.userId,
      at: now,
    });
    return { request: request!, proposal: proposal!, dealTitle: deal?.title ?? '' };
  });
  const seller = (await usernamesOf(ctx.db, [access.ownerId])).get(access.ownerId);
  let emailed = true;
  try {
    await ctx.mail.send(
      signatureRequestMail({
        to: input.signerEmail,
        signerName: input.signerName,
        sellerName: seller ?? 'Your installer',
        dealTitle,
        link: signingLink(ctx.appUrl, token),
        expiresAt,
      }),
    );
  } catch (error) {
    emailed = false;
    ctx.log.error('signature request mail failed', {
      signatureRequestId: request.id,
      recipient: emailRef(input.signerEmail),
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return {
    proposal: toProposal(proposal, 'full', request),
    signatureRequestId: request.id,
    expiresAt: expiresAt.toISOString(),
    emailed,
  };
}
