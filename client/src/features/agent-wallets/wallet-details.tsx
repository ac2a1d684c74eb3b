/** One wallet's history (its ledger transfers), its policy changes and its on-chain payments. */
import type { AgentPolicyChange, AgentWalletDetail } from '@common/schemas/agent-wallets';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import { useAgentWallet } from './api';
import { describePolicy, shortAddress } from './policy-draft';

const KIND_LABELS: Record<string, string> = {
  agent_fund: 'Funded',
  agent_withdraw: 'Withdrawn',
  workflow_transfer: 'Paid by a run',
};

export function WalletDetails({ deploymentId }: { deploymentId: string }) {
  const query = useAgentWallet(deploymentId, true);
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {serverMessage(query.error) ?? 'This wallet’s history could not be loaded. Try again in a moment.'}
      </p>
    );
  }
  if (!query.data) {
    return (
      <section aria-busy="true" aria-label="Loading the wallet’s history" className="grid gap-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </section>
    );
  }
  return <Details detail={query.data} />;
}

function Details({ detail }: { detail: AgentWalletDetail }) {
  const id = detail.agent.deploymentId;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`history-${id}`} className="flex flex-col gap-2">
        <h3 id={`history-${id}`} className="font-medium text-sm">
          History
        </h3>
        {detail.history.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing has moved in or out yet.</p>
        ) : (
          <ul aria-label="Wallet history" className="divide-y rounded-lg border">
            {detail.history.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  {e.direction === 'in' ? (
                    <ArrowDownLeft
                      className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                      aria-hidden="true"
                    />
                  ) : (
                    <ArrowUpRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="truncate">
                    {KIND_LABELS[e.kind] ?? e.kind}
                    {e.kind === 'workflow_transfer' ? ` to ${e.counterparty}` : ''}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end">
                  <span className="font-medium tabular-nums">
                    {e.direction === 'in' ? '+' : '−'}
                    {formatAizAmount(e.amount)} AIZ
                  </span>
                  <time dateTime={e.createdAt} className="text-muted-foreground text-xs">
                    {formatDateTime(e.createdAt)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
        {detail.chainPayments.length > 0 ? (
          <>
            <h3 className="mt-2 font-medium text-sm">On-chain payments</h3>
            <ul aria-label="On-chain payments" className="divide-y rounded-lg border">
              {detail.chainPayments.map((p) => (
                <li
                  key={p.txHash}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span>
                    {p.amount} {p.token === 'native' ? 'native coin' : shortAddress(p.token)} to{' '}
                    {shortAddress(p.to)}
                    <span className="text-muted-foreground"> · chain {p.chainId}</span>
                  </span>
                  <span className="font-mono text-muted-foreground text-xs" title={p.txHash}>
                    {shortAddress(p.txHash)} · {p.status === 'sent' ? 'sent' : 'signed, not sent yet'}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby={`changes-${id}`} className="flex flex-col gap-2">
        <h3 id={`changes-${id}`} className="font-medium text-sm">
          Policy changes
        </h3>
        {detail.policyChanges.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            The policy has not been changed since the wallet was created.
          </p>
        ) : (
          <ol aria-label="Policy changes" className="divide-y rounded-lg border">
            {detail.policyChanges.map((c) => (
              <PolicyChangeItem key={c.id} change={c} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function PolicyChangeItem({ change }: { change: AgentPolicyChange }) {
  const before = describePolicy(change.before);
  const after = describePolicy(change.after);
  return (
    <li className="grid gap-1 px-3 py-2 text-sm">
      <span className="text-muted-foreground text-xs">
        <time dateTime={change.at}>{formatDateTime(change.at)}</time> by{' '}
        {change.actor.username ?? 'a former user'}
      </span>
      <span>
        <span className="text-muted-foreground">Before: </span>
        {before.join('; ')}
      </span>
      <span>
        <span className="text-muted-foreground">After: </span>
        {after.join('; ')}
      </span>
    </li>
  );
}
