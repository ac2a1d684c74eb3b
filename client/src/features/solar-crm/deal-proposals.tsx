/**
 * A deal's proposals: every version with its status, "New proposal" (the three options), sending the newest
 * for signature (signer from the contact) and, once signed, the contract document and its SHA-256. The
 * options, finance and send form are the sales console's.
 */
import type { CrmDeal } from '@common/schemas/solar-crm';
import { crmCan } from '@common/schemas/solar-crm-roles';
import type { Proposal, ProposalStatus } from '@common/schemas/solar-proposals';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  ConsoleError,
  latestProposal,
  ProposalOptionsGrid,
  SendForSignatureForm,
} from '@/features/solar-console';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import {
  useCreateDealProposal,
  useDealProposals,
  useDownloadDocument,
  useSendDealProposal,
} from './crm-sales-api';
import { CrmError, CrmLoading } from './crm-states';
import { useCrmWorkspace } from './crm-workspace';

const STATUS_STYLE: Record<ProposalStatus, string> = {
  draft: 'bg-muted',
  sent: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  signed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  declined: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  void: 'bg-muted text-muted-foreground line-through',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 font-medium text-xs', STATUS_STYLE[status])}>{status}</span>
  );
}

function SignedContract({ proposal }: { proposal: Proposal }) {
  const download = useDownloadDocument();
  const s = proposal.signature;
  if (s?.status !== 'signed' || !s.documentId) return null;
  const documentId = s.documentId;
  return (
    <div className="grid gap-1 text-sm" data-testid="signed-contract">
      <Button
        variant="link"
        className="h-auto justify-start p-0"
        onClick={() => download.mutate({ id: documentId, name: `contract-v${proposal.version}.pdf` })}
      >
        Download the signed contract
      </Button>
      {s.pdfSha256 ? (
        <p className="break-all font-mono text-muted-foreground text-xs">SHA-256 {s.pdfSha256}</p>
      ) : null}
      {download.isError ? <ConsoleError error={download.error} what="download the contract" /> : null}
    </div>
  );
}

export function DealProposals({ deal }: { deal: CrmDeal }) {
  const { role } = useCrmWorkspace();
  const proposals = useDealProposals(deal.id);
  const create = useCreateDealProposal(deal.id);
  const send = useSendDealProposal(deal.id);
  if (proposals.isError) {
    return <CrmError error={proposals.error} what="The proposals" onRetry={() => void proposals.refetch()} />;
  }
  if (!proposals.data) return <CrmLoading label="Loading the proposals" />;
  const list = [...proposals.data.proposals].sort((a, b) => b.version - a.version);
  const latest = latestProposal(list);
  const anySigned = list.some((p) => p.status === 'signed');
  return (
    <div className="grid gap-4">
      {crmCan(role, 'proposals.write') && !anySigned ? (
        <div>
          <Button disabled={create.isPending} onClick={() => create.mutate({})}>
            <Sparkles aria-hidden="true" />
            {create.isPending ? 'Making the options…' : 'New proposal'}
          </Button>
        </div>
      ) : null}
      {create.isError ? <ConsoleError error={create.error} what="make the proposal" /> : null}
      {list.length === 0 ? (
        <p className="text-muted-foreground text-sm">No proposal for this deal yet.</p>
      ) : (
        <ol aria-label="Proposal versions" className="grid gap-1.5 text-sm">
          {list.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Version {p.version}</span>
              <ProposalStatusBadge status={p.status} />
              <span className="text-muted-foreground text-xs">made {formatDateTime(p.createdAt)}</span>
              {p.status === 'signed' ? <SignedContract proposal={p} /> : null}
            </li>
          ))}
        </ol>
      )}
      {latest ? (
        <section aria-label={`Version ${latest.version}`} className="grid gap-3">
          <ProposalOptionsGrid proposal={latest} />
          {crmCan(role, 'signatures.send') && (latest.status === 'draft' || latest.status === 'sent') ? (
            <SendForSignatureForm proposal={latest} send={send} contact={deal.contact} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
