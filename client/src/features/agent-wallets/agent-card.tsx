/** One agent (a deployment): its wallet's balance, policy and address, or a button to create the wallet. */
import type { AgentSummary, AgentWallet } from '@common/schemas/agent-wallets';
import { ChevronDown, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { CopyButton } from '@/features/fleet';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { useAddAddress, useCreateWallet } from './api';
import { MoveDialog, type MoveDirection } from './move-dialog';
import { PolicyDialog } from './policy-dialog';
import { describePolicy } from './policy-draft';
import { WalletDetails } from './wallet-details';

const failed = (error: unknown, fallback: string) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: serverMessage(error) ?? fallback,
  });

export function AgentCard({ agent, ownerBalance }: { agent: AgentSummary; ownerBalance: string }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold text-lg">
            {agent.name}
          </h2>
          <p className="font-mono text-muted-foreground text-xs">{agent.slug}</p>
        </div>
        <Badge variant={agent.status === 'active' ? 'default' : 'secondary'}>
          {STATUS_LABELS[agent.status]}
        </Badge>
      </div>
      {agent.wallet ? (
        <WalletBody agent={agent} wallet={agent.wallet} ownerBalance={ownerBalance} />
      ) : (
        <CreateWallet agent={agent} />
      )}
    </Card>
  );
}

function CreateWallet({ agent }: { agent: AgentSummary }) {
  const create = useCreateWallet();
  const [onChain, setOnChain] = useState(false);
  const switchId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">
        No wallet yet: its runs pay AIZ from your own balance. With a wallet, they pay from the wallet
        instead, within the limits you set.
      </p>
      <label htmlFor={switchId} className="flex items-center gap-2 text-sm">
        <Switch id={switchId} checked={onChain} onCheckedChange={setOnChain} />
        Also give it an on-chain address (its key stays on the server)
      </label>
      <Button
        type="button"
        variant="brand"
        className="self-start"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { deploymentId: agent.deploymentId, onChain },
            {
              onSuccess: () =>
                toast({ title: 'Wallet created', description: `${agent.name} has a wallet of its own.` }),
              onError: (err) => failed(err, 'The wallet was not created. Try again.'),
            },
          )
        }
      >
        <Wallet aria-hidden="true" /> {create.isPending ? 'Creating…' : 'Create wallet'}
      </Button>
    </div>
  );
}

const STATUS_LABELS: Record<AgentSummary['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  deleted: 'Deployment deleted',
};

type Open = MoveDirection | 'policy' | null;

function WalletBody({
  agent,
  wallet,
  ownerBalance,
}: {
  agent: AgentSummary;
  wallet: AgentWallet;
  ownerBalance: string;
}) {
  const [open, setOpen] = useState<Open>(null);
  const gone = agent.status === 'deleted';
  const [showDetails, setShowDetails] = useState(false);
  const addAddress = useAddAddress();
  const detailsId = useId();
  const close = () => setOpen(null);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-muted-foreground text-sm">Balance</dt>
          <dd className="font-semibold text-2xl tabular-nums" data-testid="agent-balance">
            {formatAizAmount(wallet.balance)} AIZ
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">Paid in the last 24 hours</dt>
          <dd className="font-semibold text-2xl tabular-nums">{formatAizAmount(wallet.spentLast24h)} AIZ</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-sm">Policy</h3>
        <ul className="list-inside list-disc text-muted-foreground text-sm" aria-label="Policy">
          {describePolicy(wallet.policy).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-sm">On-chain address</h3>
        {wallet.address ? (
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">{wallet.address}</code>
            <CopyButton text={wallet.address} what="on-chain address" />
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground text-sm">None: the agent pays AIZ only.</span>
            {gone ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={addAddress.isPending}
                onClick={() =>
                  addAddress.mutate(agent.deploymentId, {
                    onError: (err) => failed(err, 'No address was added. Try again.'),
                  })
                }
              >
                {addAddress.isPending ? 'Adding…' : 'Add an on-chain address'}
              </Button>
            )}
          </div>
        )}
      </div>
      {gone ? (
        <p className="text-muted-foreground text-sm">
          Its deployment was deleted: nothing pays from this wallet any more. Withdraw what it holds to your
          balance.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {gone ? null : (
          <Button type="button" variant="brand" size="sm" onClick={() => setOpen('fund')}>
            Fund
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen('withdraw')}>
          Withdraw
        </Button>
        {gone ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen('policy')}>
            Edit policy
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((v) => !v)}
        >
          <ChevronDown
            aria-hidden="true"
            className={showDetails ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
          {showDetails ? 'Hide history' : 'History and changes'}
        </Button>
      </div>
      <div id={detailsId}>{showDetails ? <WalletDetails deploymentId={agent.deploymentId} /> : null}</div>
      {open === 'fund' || open === 'withdraw' ? (
        <MoveDialog
          direction={open}
          agentName={agent.name}
          wallet={wallet}
          ownerBalance={ownerBalance}
          onClose={close}
        />
      ) : null}
      {open === 'policy' ? <PolicyDialog agentName={agent.name} wallet={wallet} onClose={close} /> : null}
    </>
  );
}
