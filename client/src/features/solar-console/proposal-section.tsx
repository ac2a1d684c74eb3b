import type { CrmDeal } from '@common/schemas/solar-crm';
import { crmCan } from '@common/schemas/solar-crm-roles';
import { useQueryClient } from '@tanstack/react-query';
import { Presentation, Ruler, Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { CommissionPreview } from './commission-preview';
import { consoleKeys } from './console-api';
import { ConsoleError } from './console-panel';
import { useConsoleWorkspace } from './console-workspace';
import { PresentMode } from './present-mode';
import { latestProposal } from './proposal-latest';
import { ProposalOptionsGrid } from './proposal-options-grid';
import { SendForSignatureForm } from './send-for-signature-form';
import { useCreateProposal, useSendProposal } from './use-console-mutations';
import { useProposals } from './use-console-queries';

function FullView({ deal }: { deal: CrmDeal }) {
  const { role } = useConsoleWorkspace();
  const proposals = useProposals(deal.id, 'full');
  const create = useCreateProposal(deal.id);
  const send = useSendProposal(deal.id);
  const mayWrite = crmCan(role, 'proposals.write');
  const maySend = crmCan(role, 'signatures.send');
  if (proposals.isPending) return <Skeleton className="h-40" />;
  if (proposals.isError) return <ConsoleError error={proposals.error} what="load the proposals" />;
  const proposal = latestProposal(proposals.data.proposals);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {mayWrite ? (
          <Button variant="brand" disabled={create.isPending} onClick={() => create.mutate({})}>
            <Sparkles aria-hidden="true" />
            {create.isPending
              ? 'Making the options…'
              : proposal
                ? 'Make a new version'
                : 'Make the three options'}
          </Button>
        ) : (
          <p className="text-muted-foreground text-sm">A closer or a manager makes proposals.</p>
        )}
        {proposal ? (
          <span className="text-muted-foreground text-xs">
            Version {proposal.version} · {proposal.status} · made {formatDateTime(proposal.createdAt)}
          </span>
        ) : null}
      </div>
      {create.isError ? <ConsoleError error={create.error} what="make the proposal" /> : null}
      {proposal ? (
        <>
          <ProposalOptionsGrid proposal={proposal} />
          <section aria-label="Commission preview" className="grid gap-2">
            <h3 className="font-semibold text-sm">Commission preview</h3>
            <CommissionPreview options={proposal.options} />
          </section>
          {maySend ? (
            <section aria-label="Signature" className="grid gap-2">
              <h3 className="font-semibold text-sm">Signature</h3>
              <SendForSignatureForm proposal={proposal} send={send} contact={deal.contact} />
            </section>
          ) : null}
        </>
      ) : mayWrite ? (
        <p className="text-muted-foreground text-sm">
          One click sizes three options from the property’s use and the workspace’s pricing: about 80% of the
          year’s use, all of it, and all of it with a battery.
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">No proposal yet.</p>
      )}
    </div>
  );
}

/** Item 4: the three-option proposal, the finance comparison, the commission preview, and present mode. */
export function ProposalSection({ deal }: { deal: CrmDeal }) {
  const client = useQueryClient();
  const { ownerId, own } = useConsoleWorkspace();
  const [present, setPresent] = useState(false);
  const enterPresent = () => {
    // What the full view fetched (floor, commission) leaves the browser's memory too.
    client.removeQueries({ queryKey: consoleKeys.proposals(ownerId, deal.id, 'full') });
    setPresent(true);
  };
  const leave = useCallback(() => setPresent(false), []);
  const designer = `/solar-designer?deal=${encodeURIComponent(deal.id)}${own ? '' : `&workspace=${encodeURIComponent(ownerId)}`}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={enterPresent}>
          <Presentation aria-hidden="true" />
          Present mode
        </Button>
        <Button variant="outline" asChild>
          <Link to={designer}>
            <Ruler aria-hidden="true" />
            Design roof
          </Link>
        </Button>
      </div>
      {present ? (
        <PresentMode dealId={deal.id} title={deal.contact.name} onLeave={leave} />
      ) : (
        <FullView deal={deal} />
      )}
    </div>
  );
}
