/**
 * /staking, "On chain": the AIZStaking contract through the connected wallet. Its figures are read from the
 * contract (total staked, reward rate, the period's end) and the variable APR is computed from them; a
 * connected person sees their stake, their earned reward and their AIZ, and can stake (approve, then
 * stake), withdraw, claim the reward or exit. Each transaction is followed to its receipt.
 */
import type { Web3Chain } from '@common/schemas/web3';
import { aizAbi, aizStakingAbi } from '@common/web3/abis';
import { type FormEvent, useState } from 'react';
import { type Address, formatUnits, parseUnits } from 'viem';
import { useBlock, useReadContracts, useWriteContract } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useWallet, useWeb3Config, type Wallet, WalletDialog, WalletSection } from '@/features/wallet';
import { formatDateTime } from '@/lib/format';
import { onChainApr } from './apr';
import { TxList } from './tx-list';
import { useTxTracker } from './use-tx-tracker';

const DECIMALS = 18;

/** AIZ base units as a short decimal. */
export function aizText(value: bigint | undefined, digits = 4): string {
  if (value === undefined) return '…';
  const [whole = '0', frac = ''] = formatUnits(value, DECIMALS).split('.');
  const cut = frac.slice(0, digits).replace(/0+$/, '');
  return `${BigInt(whole).toLocaleString('en-US')}${cut ? `.${cut}` : ''}`;
}

/** An amount typed in AIZ, or the sentence saying what is wrong with it. */
export function parseAizInput(
  text: string,
  max: bigint | undefined,
): { value: bigint } | { problem: string } {
  const t = text.trim();
  if (!/^\d+(\.\d{1,18})?$/.test(t)) return { problem: 'Enter an amount of AIZ, such as 25 or 2.5.' };
  const value = parseUnits(t, DECIMALS);
  if (value === 0n) return { problem: 'The amount must be more than 0.' };
  if (max !== undefined && value > max)
    return { problem: `That is more than the ${aizText(max)} AIZ there is.` };
  return { value };
}

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
      {hint ? <dd className="text-muted-foreground text-xs">{hint}</dd> : null}
    </Card>
  );
}

function AmountForm({
  label,
  action,
  max,
  busy,
  onSubmit,
}: {
  label: string;
  action: string;
  max: bigint | undefined;
  busy: boolean;
  onSubmit: (value: bigint) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAizInput(text, max);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    if (await onSubmit(parsed.value)) setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <FormField label={label} error={problem ?? undefined}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            placeholder="0.0"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {action}
        </Button>
        {max !== undefined && max > 0n ? (
          <Button type="button" variant="ghost" onClick={() => setText(formatUnits(max, DECIMALS))}>
            Max
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function StakingOnChain({
  wallet,
  chain,
}: {
  wallet: Wallet;
  chain: Web3Chain & { contracts: NonNullable<Web3Chain['contracts']> };
}) {
  const { config } = wallet;
  const staking = {
    address: chain.contracts.staking as Address,
    abi: aizStakingAbi,
    chainId: chain.id,
  } as const;
  const token = { address: chain.contracts.aiz as Address, abi: aizAbi, chainId: chain.id } as const;
  const account = wallet.status === 'connected' && wallet.chainId === chain.id ? wallet.address : undefined;
  const block = useBlock({ config, chainId: chain.id, watch: true, query: { refetchInterval: 15_000 } });
  const pool = useReadContracts({
    config,
    contracts: [
      { ...staking, functionName: 'rewardRate' },
      { ...staking, functionName: 'totalSupply' },
      { ...staking, functionName: 'periodFinish' },
      { ...staking, functionName: 'rewardsDuration' },
      { ...staking, functionName: 'owner' },
    ],
    allowFailure: false,
    query: { refetchInterval: 15_000 },
  });
  const mine = useReadContracts({
    config,
    contracts: account
      ? [
          { ...staking, functionName: 'balanceOf', args: [account] },
          { ...staking, functionName: 'earned', args: [account] },
          { ...token, functionName: 'balanceOf', args: [account] },
          { ...token, functionName: 'allowance', args: [account, staking.address] },
        ]
      : [],
    allowFailure: false,
    query: { enabled: Boolean(account), refetchInterval: 10_000 },
  });
  const { writeContractAsync } = useWriteContract({ config });
  const { txs, track } = useTxTracker(config);
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const web3 = useWeb3Config();

  const refresh = () => Promise.all([pool.refetch(), mine.refetch()]);
  const run = async (steps: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await steps();
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const [rewardRate, totalSupply, periodFinish, rewardsDuration] = (pool.data ?? []) as bigint[];
  const owner = pool.data?.[4] as Address | undefined;
  const isOwner = Boolean(account && owner && account.toLowerCase() === owner.toLowerCase());
  const [staked, earned, aizBalance, allowance] = (mine.data ?? []) as bigint[];
  const now = block.data?.timestamp;
  const apr =
    rewardRate !== undefined && totalSupply !== undefined && periodFinish !== undefined && now !== undefined
      ? onChainApr({ rewardRate, totalSupply, periodFinish, now })
      : undefined;

  const stake = (amount: bigint) =>
    run(async () => {
      if ((allowance ?? 0n) < amount) {
        const approved = await track(`Allow the staking contract ${aizText(amount)} AIZ`, chain.id, () =>
          writeContractAsync({ ...token, functionName: 'approve', args: [staking.address, amount] }),
        );
        if (!approved) return false;
      }
      return track(`Stake ${aizText(amount)} AIZ`, chain.id, () =>
        writeContractAsync({ ...staking, functionName: 'stake', args: [amount] }),
      );
    });
  const withdraw = (amount: bigint) =>
    run(() =>
      track(`Withdraw ${aizText(amount)} AIZ`, chain.id, () =>
        writeContractAsync({ ...staking, functionName: 'withdraw', args: [amount] }),
      ),
    );
  const claim = () =>
    run(() =>
      track(`Claim ${aizText(earned)} AIZ of rewards`, chain.id, () =>
        writeContractAsync({ ...staking, functionName: 'getReward' }),
      ),
    );
  const exit = () =>
    run(() =>
      track('Exit: withdraw everything and claim', chain.id, () =>
        writeContractAsync({ ...staking, functionName: 'exit' }),
      ),
    );

  const fund = (amount: bigint) =>
    run(async () => {
      const sent = await track(`Send ${aizText(amount)} AIZ to the staking contract`, chain.id, () =>
        writeContractAsync({ ...token, functionName: 'transfer', args: [staking.address, amount] }),
      );
      if (!sent) return false;
      return track(`Start a reward period of ${aizText(amount)} AIZ`, chain.id, () =>
        writeContractAsync({ ...staking, functionName: 'notifyRewardAmount', args: [amount] }),
      );
    });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground text-sm">
        The AIZStaking contract on {chain.name}, at{' '}
        <span className="font-mono">{chain.contracts.staking}</span>. Staked AIZ stays in the contract until
        you withdraw it; rewards accrue every second of a funded period.
      </p>
      {pool.isError ? (
        <p role="alert" className="text-destructive text-sm">
          The contract could not be read from {chain.name}. Is the chain running?
        </p>
      ) : !pool.data ? (
        <section aria-busy="true" aria-label="Reading the contract" className="grid gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </section>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="The staking contract">
          <Tile label="Total staked" value={`${aizText(totalSupply, 2)} AIZ`} />
          <Tile
            label="APR (variable)"
            value={apr === undefined ? '…' : apr.kind === 'rate' ? `${apr.percent.toFixed(2)}%` : '—'}
            hint={
              apr?.kind === 'ended'
                ? 'No funded period: stakes earn nothing until the owner funds one.'
                : apr?.kind === 'nobody-staked'
                  ? 'Nobody is staked: the first stake takes the whole emission.'
                  : 'rewardRate × a year ÷ total staked; it falls as more is staked.'
            }
          />
          <Tile label="Rewards per day" value={`${aizText((rewardRate ?? 0n) * 86_400n, 2)} AIZ`} />
          <Tile
            label="Period ends"
            value={
              periodFinish && periodFinish > 0n
                ? formatDateTime(new Date(Number(periodFinish) * 1000).toISOString())
                : 'Not funded'
            }
            hint={rewardsDuration ? `Periods last ${Number(rewardsDuration) / 86_400} days` : undefined}
          />
        </dl>
      )}
      {wallet.status !== 'connected' ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <h3 className="font-semibold">Connect a wallet to stake on chain</h3>
          <p className="text-muted-foreground text-sm">
            {wallet.status === 'reconnecting' || wallet.status === 'connecting'
              ? 'Connecting to your wallet…'
              : 'Your wallet signs each transaction; this site never holds your keys.'}
          </p>
          <Button onClick={() => setDialogOpen(true)}>Connect a wallet</Button>
        </Card>
      ) : wallet.chainId !== chain.id ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <h3 className="font-semibold">
            Your wallet is on {wallet.chain?.name ?? `chain ${wallet.chainId}`}
          </h3>
          <p className="text-muted-foreground text-sm">The staking contract is on {chain.name}.</p>
          <Button onClick={() => wallet.switchChain(chain.id).catch(() => undefined)}>
            Switch to {chain.name}
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="flex flex-col gap-4 p-5">
            <dl className="grid grid-cols-3 gap-3 text-sm" aria-label="Your position">
              <div>
                <dt className="text-muted-foreground">Staked</dt>
                <dd className="font-semibold tabular-nums" data-figure="staked">
                  {aizText(staked)} AIZ
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Earned</dt>
                <dd className="font-semibold tabular-nums" data-figure="earned">
                  {aizText(earned)} AIZ
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">In your wallet</dt>
                <dd className="font-semibold tabular-nums" data-figure="wallet-aiz">
                  {aizText(aizBalance)} AIZ
                </dd>
              </div>
            </dl>
            <AmountForm label="Stake AIZ" action="Stake" max={aizBalance} busy={busy} onSubmit={stake} />
          </Card>
          <Card className="flex flex-col gap-4 p-5">
            <AmountForm label="Withdraw AIZ" action="Withdraw" max={staked} busy={busy} onSubmit={withdraw} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy || !earned} onClick={claim}>
                Claim reward
              </Button>
              <Button variant="outline" disabled={busy || (!staked && !earned)} onClick={exit}>
                Exit
              </Button>
            </div>
          </Card>
        </div>
      )}
      {isOwner ? (
        <Card className="flex flex-col gap-3 p-5" aria-labelledby="chain-fund-heading">
          <h3 id="chain-fund-heading" className="font-semibold">
            Fund the rewards (you own the contract)
          </h3>
          <p className="text-muted-foreground text-sm">
            Sends AIZ from this wallet to the contract, then starts a reward period of{' '}
            {rewardsDuration ? `${Number(rewardsDuration) / 86_400} days` : 'its duration'} paying it out;
            what is left of a running period is added. The contract refuses a period its balance, less the
            staked AIZ, cannot pay. Fund it with AIZ withdrawn from the app: AIZ minted any other way shows as
            drift in the hourly reconciliation.
          </p>
          <AmountForm label="AIZ for rewards" action="Fund" max={aizBalance} busy={busy} onSubmit={fund} />
        </Card>
      ) : null}
      <TxList txs={txs} explorerUrl={chain.explorerUrl} />
      <WalletDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        walletConnectPlaceholder={web3.data?.walletConnect.isPlaceholder ?? true}
      />
    </div>
  );
}

function Inner() {
  const wallet = useWallet();
  const chains = wallet.chains.filter(
    (c): c is Web3Chain & { contracts: NonNullable<Web3Chain['contracts']> } => c.contracts !== null,
  );
  const chain = chains.find((c) => c.id === wallet.chainId) ?? chains[0];
  if (!chain) {
    return (
      <Card className="flex flex-col gap-2 p-5">
        <h3 className="font-semibold">No staking contract on this installation</h3>
        <p className="text-muted-foreground text-sm">
          The AIZ contracts are not deployed on any chain this installation serves. On a development machine,
          <code className="mx-1">npm run chain</code>
          starts a local chain and deploys them; this tab then stakes there.
        </p>
      </Card>
    );
  }
  return <StakingOnChain wallet={wallet} chain={chain} />;
}

export function ChainStakingPanel() {
  return (
    <WalletSection>
      <Inner />
    </WalletSection>
  );
}
