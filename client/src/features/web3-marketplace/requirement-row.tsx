/** One chain requirement of a listing, checked against the connected wallet: met, not met (and why), or reading. */
import {
  type ChainRequirement,
  chainName,
  checkRequirement,
  type WalletSnapshot,
} from '@common/web3/requirements';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface WalletActions {
  connect(): void;
  switchChain(chainId: number): void;
}

function requirementTitle(r: ChainRequirement): string {
  const token = r.symbol ?? (r.token === 'native' ? 'native coin' : r.token ? 'ERC-20 token' : 'a token');
  const chain = r.chainId === null ? 'a chain chosen at run time' : chainName(r.chainId);
  return `${token} on ${chain}${r.perRun !== null ? `, ${r.perRun} per run` : ''}`;
}

export function RequirementRow({
  requirement,
  wallet,
  actions,
}: {
  requirement: ChainRequirement;
  wallet: WalletSnapshot;
  actions: WalletActions;
}) {
  const check = checkRequirement(requirement, wallet);
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border bg-muted/30 p-3 text-sm" data-state={check.state}>
      <div className="flex items-center gap-2 font-medium">
        {check.state === 'met' ? (
          <CircleCheck
            className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
        ) : check.state === 'checking' ? (
          <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : (
          <CircleAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        )}
        <span>{requirementTitle(requirement)}</span>
        <span className="sr-only">
          {check.state === 'met' ? 'met' : check.state === 'checking' ? 'checking' : 'not met'}
        </span>
      </div>
      <p className="text-muted-foreground">{check.message}</p>
      {check.state === 'unmet' && check.action === 'connect' ? (
        <Button size="sm" variant="outline" className="self-start" onClick={actions.connect}>
          Connect a wallet
        </Button>
      ) : null}
      {check.state === 'unmet' && check.action === 'switch-chain' && requirement.chainId !== null ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => actions.switchChain(requirement.chainId!)}
        >
          Switch to {chainName(requirement.chainId)}
        </Button>
      ) : null}
    </li>
  );
}
