/**
 * A proposal row as the API answers it. crm_proposals.options holds the three full options; the first also
 * carries `context` (the site, the finance terms, the assumptions) since the table has no column for them. The
 * present view drops the floor price and the commission, and the signature request, before anything is sent.
 */

import type {
  Proposal,
  ProposalFinanceTerms,
  ProposalOption,
  proposalSiteSchema,
} from '@common/schemas/solar-proposals';
import { presentOption } from '@common/solar/proposal';
import type { z } from 'zod';
import type { crmProposals, crmSignatureRequests } from '../../../db/schema/solar-crm';

export interface ProposalContext {
  site: z.infer<typeof proposalSiteSchema>;
  financeTerms: ProposalFinanceTerms;
  assumptions: string[];
}
export type StoredOption = ProposalOption & { context?: ProposalContext };

type ProposalRow = typeof crmProposals.$inferSelect;
type SignatureRow = typeof crmSignatureRequests.$inferSelect;

export function storedOptions(
  options: ProposalOption[],
  context: ProposalContext,
): Record<string, unknown>[] {
  return options.map((option, i) => (i === 0 ? { ...option, context } : { ...option }));
}

export function optionsOf(row: ProposalRow): ProposalOption[] {
  return (row.options as StoredOption[]).map(({ context: _context, ...option }) => option);
}

export function contextOf(row: ProposalRow): ProposalContext {
  const context = (row.options[0] as StoredOption | undefined)?.context;
  if (!context) throw new Error(`proposal ${row.id} has no stored context`);
  return context;
}

export function toProposal(
  row: ProposalRow,
  view: 'full' | 'present',
  signature: SignatureRow | null,
): Proposal {
  const context = contextOf(row);
  const options = optionsOf(row);
  return {
    id: row.id,
    dealId: row.dealId,
    version: row.version,
    status: row.status,
    view,
    options: view === 'present' ? options.map(presentOption) : options,
    selectedOptionId: row.selectedOptionId,
    designId: row.designId,
    site: context.site,
    financeTerms: context.financeTerms,
    assumptions: context.assumptions,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    signature:
      view === 'present' || !signature
        ? null
        : {
            id: signature.id,
            status: signature.status,
            signerName: signature.signerName,
            signerEmail: signature.signerEmail,
            expiresAt: signature.expiresAt.toISOString(),
            signedAt: signature.signedAt?.toISOString() ?? null,
            optionId: signature.optionId,
            documentId: signature.documentId,
            pdfSha256: signature.pdfSha256,
          },
  };
}
