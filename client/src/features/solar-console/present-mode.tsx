import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ConsoleError } from './console-panel';
import { latestProposal } from './proposal-latest';
import { ProposalOptionsGrid } from './proposal-options-grid';
import { useProposals } from './use-console-queries';

/**
 * The proposal as a homeowner sees it, filling the screen: read with `?view=present`, so the floor price and
 * the commission are not even sent to the browser. Esc or the button leaves.
 */
export function PresentMode({
  dealId,
  title,
  onLeave,
}: {
  dealId: string;
  title: string;
  onLeave: () => void;
}) {
  const proposals = useProposals(dealId, 'present');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onLeave();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onLeave]);
  const proposal = proposals.data ? latestProposal(proposals.data.proposals) : null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Present mode"
      className="fixed inset-0 z-50 overflow-y-auto bg-background p-4 sm:p-8"
    >
      <div className="mx-auto grid max-w-6xl gap-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-muted-foreground text-sm">Your solar proposal</p>
            <p className="font-semibold text-3xl">{title}</p>
          </div>
          <Button variant="outline" onClick={onLeave} autoFocus>
            <X aria-hidden="true" />
            Leave present mode (Esc)
          </Button>
        </div>
        {proposals.isPending ? (
          <Skeleton className="h-64" />
        ) : proposals.isError ? (
          <ConsoleError error={proposals.error} what="load the proposal" />
        ) : proposal ? (
          <ProposalOptionsGrid proposal={proposal} large />
        ) : (
          <p className="text-muted-foreground">
            No proposal yet: leave present mode and make the three options first.
          </p>
        )}
      </div>
    </div>
  );
}
