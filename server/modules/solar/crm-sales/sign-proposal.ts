/**
 * Signing from the e-mailed link (signed out). Renders the contract PDF with the drawn signature, stores it as
 * the deal's 'contract' document and records the SHA-256 of the stored bytes, the time, IP, user agent and
 * typed name; marks the proposal signed, wins the deal (markDealWon), opens the project, records M1 and emits
 * 'proposal.signed' and 'project.milestone'. Exactly once: the request moves from 'pending' to 'signed' by a
 * conditional update inside the transaction, so a second POST (even a concurrent one) changes nothing and gets
 * a 409; its rendered file is removed.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_PNG_MAX_BYTES, type SignInput, type SignResult } from '@common/schemas/solar-proposals';
import { and, eq, gt } from 'drizzle-orm';
import {
  crmActivities,
  crmDeals,
  crmDocuments,
  crmProjects,
  crmProposals,
  crmSignatureRequests,
} from '../../../db/schema/solar-crm';
import { Conflict, Gone, Invalid } from '../../../lib/errors';
import { emitCrmEvent } from '../crm/events';
import { renderContractPdf } from './contract-pdf';
import { removeDocumentFile, sha256Hex, writeDocumentFile } from './document-files';
import { markDealWon } from './mark-deal-won';
import { contextOf, optionsOf } from './proposal-view';
import { recordMilestoneCommissions } from './record-commissions';
import type { PublicSalesContext } from './sales-context';
import {
  assertSignable,
  SIGNING_LINK_USED,
  SIGNING_LINK_WITHDRAWN,
  signatureRequestByToken,
} from './signing-request';
import { signingParties } from './signing-view';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG inside the data URL, checked: real PNG bytes, at most 200 KB. */
export function signaturePngBytes(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (bytes.length > SIGNATURE_PNG_MAX_BYTES) throw new Invalid('The signature image is larger than 200 KB.');
  if (bytes.length < 60 || PNG_MAGIC.some((b, i) => bytes[i] !== b))
    throw new Invalid('The signature is not a PNG image: draw or type it again.');
  return bytes;
}

/** Thrown inside the transaction when another signing won: rolls it back. */
class AlreadySigned extends Error {}

export interface SignerMeta {
  ip: string;
  userAgent: string;
}

export async function signProposal(
  ctx: PublicSalesContext,
  token: string,
  input: SignInput,
  meta: SignerMeta,
): Promise<SignResult> {
  const request = await signatureRequestByToken(ctx.db, token);
  const now = ctx.now();
  assertSignable(request, now);
  const parties = await signingParties(ctx.db, request);
  const { proposal } = parties;
  if (proposal.status !== 'sent') throw new Gone(SIGNING_LINK_WITHDRAWN);
  const option = optionsOf(proposal).find((o) => o.id === input.optionId);
  if (!option) throw new Invalid('Choose option A, B or C.');
  const signaturePng = signaturePngBytes(input.signaturePng);
  let pdf: Uint8Array;
  try {
    pdf = await renderContractPdf({
      requestId: request.id,
      proposalId: proposal.id,
      proposalVersion: proposal.version,
      sellerName: parties.sellerName,
      dealTitle: parties.dealTitle,
      signerName: request.signerName,
      signerEmail: request.signerEmail,
      propertyAddress: parties.propertyAddress,
      option,
      assumptions: contextOf(proposal).assumptions,
      signaturePng,
      typedName: input.typedName,
      signedAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 500),
    });
  } catch (error) {
    ctx.log.warn('contract pdf not rendered', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new Invalid('The signature image could not be read: draw or type it again.');
  }
  const documentId = randomUUID();
  const pdfSha256 = sha256Hex(pdf);
  await writeDocumentFile(ctx.dataDir, documentId, pdf);
  let result: { projectId: string | null; won: Awaited<ReturnType<typeof markDealWon>> };
  try {
    result = await ctx.db.transaction(async (tx) => {
      await tx.insert(crmDocuments).values({
        id: documentId,
        ownerId: request.ownerId,
        dealId: proposal.dealId,
        name: `contract-v${proposal.version}-option-${option.id}.pdf`,
        mediaType: 'application/pdf',
        size: pdf.length,
        sha256: pdfSha256,
        kind: 'contract',
        uploadedBy: null,
        createdAt: now,
      });
      const signed = await tx
        .update(crmSignatureRequests)
        .set({
          status: 'signed',
          signedAt: now,
          signerIp: meta.ip,
          signerUserAgent: meta.userAgent.slice(0, 500),
          typedName: input.typedName,
          optionId: option.id,
          documentId,
          pdfSha256,
        })
        .where(
          and(
            eq(crmSignatureRequests.id, request.id),
            eq(crmSignatureRequests.status, 'pending'),
            gt(crmSignatureRequests.expiresAt, now),
          ),
        )
        .returning({ id: crmSignatureRequests.id });
      if (signed.length === 0) throw new AlreadySigned();
      const marked = await tx
        .update(crmProposals)
        .set({ status: 'signed', selectedOptionId: option.id, signedAt: now })
        .where(and(eq(crmProposals.id, proposal.id), eq(crmProposals.status, 'sent')))
        .returning({ id: crmProposals.id });
      if (marked.length === 0) throw new AlreadySigned();
      await tx
        .update(crmDeals)
        .set({
          systemWatts: option.systemWatts,
          valueCents: option.priceCents,
          lastActivityAt: now,
          updatedAt: now,
        })
        .where(eq(crmDeals.id, proposal.dealId));
      const won = await markDealWon(tx, {
        ownerId: request.ownerId,
        dealId: proposal.dealId,
        at: now,
        byUserId: null,
      });
      const site = contextOf(proposal).site;
      const [project] = await tx
        .insert(crmProjects)
        .values({
          ownerId: request.ownerId,
          dealId: proposal.dealId,
          state: site.state,
          zip: site.zip,
          systemWatts: option.systemWatts,
          annualKwhModeled: option.annualKwh,
          signedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing({ target: crmProjects.dealId })
        .returning({ id: crmProjects.id });
      await recordMilestoneCommissions(tx, 'M1', {
        ownerId: request.ownerId,
        dealId: proposal.dealId,
        recordedBy: null,
        at: now,
      });
      await tx.insert(crmActivities).values({
        ownerId: request.ownerId,
        dealId: proposal.dealId,
        kind: 'signature_signed',
        body: `${request.signerName} signed proposal version ${proposal.version}, option ${option.id}.`,
        data: { proposalId: proposal.id, signatureRequestId: request.id, documentId, pdfSha256 },
        byUserId: null,
        at: now,
      });
      return { projectId: project?.id ?? null, won };
    });
  } catch (error) {
    await removeDocumentFile(ctx.dataDir, documentId);
    if (error instanceof AlreadySigned) {
      const again = await signatureRequestByToken(ctx.db, token);
      if (again.status === 'signed') throw new Conflict(SIGNING_LINK_USED);
      assertSignable(again, ctx.now());
      throw new Gone(SIGNING_LINK_WITHDRAWN);
    }
    throw error;
  }
  const at = now.toISOString();
  const dealId = proposal.dealId;
  if (result.won)
    await emitCrmEvent(ctx, 'deal.stage_changed', {
      ownerId: request.ownerId,
      dealId,
      pipelineId: result.won.pipelineId,
      fromStageId: result.won.fromStageId,
      toStageId: result.won.toStageId,
      status: 'won',
      byUserId: null,
      at,
    });
  await emitCrmEvent(ctx, 'proposal.signed', {
    ownerId: request.ownerId,
    dealId,
    proposalId: proposal.id,
    pdfSha256,
    at,
  });
  if (result.projectId)
    await emitCrmEvent(ctx, 'project.milestone', {
      ownerId: request.ownerId,
      dealId,
      projectId: result.projectId,
      milestone: 'signed',
      at,
    });
  return {
    requestId: request.id,
    optionId: option.id,
    signedAt: at,
    pdfSha256,
    documentId,
    contractUrl: `/api/solar/sign/${token}/contract`,
  };
}
