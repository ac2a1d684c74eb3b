/**
 * The person's AIZ between the app and a chain (the web3 bridge): withdraw in-app AIZ to the connected,
 * linked address as ERC-20 tokens (the server signs a voucher, the wallet claims it on AIZClaims), and
 * deposit ERC-20 AIZ back (a permit signature, then AIZVault.depositFor with the person's reference).
 * Both settle in the ledger once the chain's log is final; the lists follow each to the end.
 */
import type { Web3Chain } from '@common/schemas/web3';
import type { BridgeStatus, MyBridge, Withdrawal } from '@common/schemas/web3-bridge';
import { aizAbi, aizClaimsAbi, aizVaultAbi } from '@common/web3/abis';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { type Address, type Hex, parseSignature, parseUnits } from 'viem';
import { useReadContract, useWriteContract } from 'wagmi';
import { readContract, signTypedData } from 'wagmi/actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { authKeys } from '@/features/auth';
import { TxList, txErrorText, useTxTracker } from '@/features/staking-chain';
import { formatTokenAmount, shortAddress, type Wallet } from '@/features/wallet';
import { serverMessage } from '@/lib/api';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import { useDepositInfo, useMyBridge, useWithdraw } from './api';

const DECIMALS = 18;

function amountOf(
  text: string,
  max: string | undefined,
): { value: string; base: bigint } | { problem: string } {
  const t = text.trim();
  if (!/^\d+(\.\d{1,18})?$/.test(t)) return { problem: 'Enter an amount of AIZ, such as 25 or 2.5.' };
  const base = parseUnits(t, DECIMALS);
  if (base === 0n) return { problem: 'The amount must be more than 0 AIZ.' };
  if (max !== undefined && base > parseUnits(max, DECIMALS))
    return { problem: `That is more than the ${max} AIZ you can move.` };
  return { value: t, base };
}

const STATUS_LABEL: Record<Withdrawal['status'], string> = {
  pending: 'Waiting for the claim',
  claimed: 'On chain',
  refunded: 'Refunded (not claimed in time)',
};

type DeployedChain = Web3Chain & { contracts: NonNullable<Web3Chain['contracts']> };

function claimArgs(w: Withdrawal) {
  return [
    {
      to: w.voucher.to as Address,
      amount: BigInt(w.voucher.amount),
      nonce: BigInt(w.voucher.nonce),
      deadline: BigInt(w.voucher.deadline),
      ref: w.voucher.ref as Hex,
    },
    w.signature as Hex,
  ] as const;
}

export function BridgePanel({
  wallet,
  chain,
  status,
}: {
  wallet: Wallet;
  chain: DeployedChain;
  status: BridgeStatus;
}) {
  const { config } = wallet;
  const account = wallet.status === 'connected' && wallet.chainId === chain.id ? wallet.address : undefined;
  const [awaitedDeposit, setAwaitedDeposit] = useState<Hex | null>(null);
  const [waiting, setWaiting] = useState(false);
  const mine = useMyBridge(waiting || awaitedDeposit !== null);
  const depositInfo = useDepositInfo();
  const withdraw = useWithdraw();
  const { writeContractAsync } = useWriteContract({ config });
  const { txs, track } = useTxTracker(config);
  const [busy, setBusy] = useState(false);
  const [withdrawText, setWithdrawText] = useState('');
  const [depositText, setDepositText] = useState('');
  const [problem, setProblem] = useState<{ form: 'withdraw' | 'deposit'; text: string } | null>(null);
  const walletAiz = useReadContract({
    config,
    address: chain.contracts.aiz as Address,
    abi: aizAbi,
    functionName: 'balanceOf',
    args: [account ?? '0x0000000000000000000000000000000000000000'],
    chainId: chain.id,
    query: { enabled: Boolean(account), refetchInterval: 10_000 },
  });

  const me: MyBridge | undefined = mine.data;
  const client = useQueryClient();
  // The navigation's AIZ badge follows a settled withdrawal or deposit.
  const balance = me?.balance;
  useEffect(() => {
    if (balance !== undefined) void client.invalidateQueries({ queryKey: authKeys.currentUser() });
  }, [balance, client]);
  const open = me?.withdrawals.some((w) => w.status === 'pending') ?? false;
  if (waiting !== open) setWaiting(open);
  // A deposit is credited once the indexer reads its log: poll until it is listed.
  if (awaitedDeposit && me?.deposits.some((d) => d.txHash.toLowerCase() === awaitedDeposit.toLowerCase()))
    setAwaitedDeposit(null);

  const claim = (w: Withdrawal) =>
    track(`Claim ${w.amount} AIZ on ${chain.name}`, chain.id, () =>
      writeContractAsync({
        address: w.claims as Address,
        abi: aizClaimsAbi,
        functionName: 'claim',
        args: claimArgs(w),
        chainId: chain.id,
      }),
    );

  const onWithdraw = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) return;
    const parsed = amountOf(withdrawText, me?.withdrawable);
    if ('problem' in parsed) return setProblem({ form: 'withdraw', text: parsed.problem });
    setProblem(null);
    setBusy(true);
    try {
      const result = await withdraw.mutateAsync({ amount: parsed.value, chainId: chain.id, to: account });
      setWithdrawText('');
      await claim(result.withdrawal);
      setWaiting(true);
    } catch (error) {
      setProblem({ form: 'withdraw', text: serverMessage(error) ?? txErrorText(error) });
    } finally {
      setBusy(false);
      void mine.refetch();
      void walletAiz.refetch();
    }
  };

  const onDeposit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account || !depositInfo.data) return;
    const held = walletAiz.data as bigint | undefined;
    const parsed = amountOf(depositText, undefined);
    if ('problem' in parsed) return setProblem({ form: 'deposit', text: parsed.problem });
    if (held !== undefined && parsed.base > held)
      return setProblem({ form: 'deposit', text: 'That is more AIZ than your wallet holds on this chain.' });
    setProblem(null);
    setBusy(true);
    try {
      const aiz = chain.contracts.aiz as Address;
      const vault = chain.contracts.vault as Address;
      const nonce = await readContract(config, {
        address: aiz,
        abi: aizAbi,
        functionName: 'nonces',
        args: [account],
        chainId: chain.id,
      });
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
      let signature: Hex;
      try {
        signature = await signTypedData(config, {
          account,
          domain: { name: 'AIZ', version: '1', chainId: chain.id, verifyingContract: aiz },
          types: {
            Permit: [
              { name: 'owner', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'nonce', type: 'uint256' },
              { name: 'deadline', type: 'uint256' },
            ],
          },
          primaryType: 'Permit',
          message: { owner: account, spender: vault, value: parsed.base, nonce, deadline },
        });
      } catch (error) {
        setProblem({ form: 'deposit', text: txErrorText(error) });
        return;
      }
      const { v, r, s } = parseSignature(signature);
      let sent: Hex | null = null;
      const ok = await track(`Deposit ${parsed.value} AIZ from ${chain.name}`, chain.id, async () => {
        sent = await writeContractAsync({
          address: vault,
          abi: aizVaultAbi,
          functionName: 'depositFor',
          args: [depositInfo.data.userRef as Hex, parsed.base, deadline, Number(v ?? 27n), r, s],
          chainId: chain.id,
        });
        return sent;
      });
      if (ok) {
        setDepositText('');
        setAwaitedDeposit(sent);
      }
    } finally {
      setBusy(false);
      void mine.refetch();
      void walletAiz.refetch();
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {mine.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(mine.error) ?? 'Your withdrawals could not be loaded.'}
        </p>
      ) : !me ? (
        <Skeleton className="h-20" />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3" aria-label="Your AIZ in the app">
          <Card className="p-4">
            <dt className="text-muted-foreground text-sm">In the app</dt>
            <dd className="font-semibold text-xl tabular-nums">{formatAizAmount(me.balance)} AIZ</dd>
          </Card>
          <Card className="p-4">
            <dt className="text-muted-foreground text-sm">Withdrawable</dt>
            <dd className="font-semibold text-xl tabular-nums" data-figure="withdrawable">
              {formatAizAmount(me.withdrawable)} AIZ
            </dd>
            {me.bonusLocked !== '0' ? (
              <dd className="text-muted-foreground text-xs">
                {formatAizAmount(me.bonusLocked)} AIZ of signup bonus stays in the app
              </dd>
            ) : null}
          </Card>
          <Card className="p-4">
            <dt className="text-muted-foreground text-sm">In your wallet on {chain.name}</dt>
            <dd className="font-semibold text-xl tabular-nums" data-figure="wallet-aiz">
              {account
                ? walletAiz.data === undefined
                  ? '…'
                  : `${formatTokenAmount(walletAiz.data as bigint, DECIMALS)} AIZ`
                : '—'}
            </dd>
          </Card>
        </dl>
      )}
      {!account ? null : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="flex flex-col gap-3 p-5">
            <h3 className="font-semibold">Withdraw to {chain.name}</h3>
            {!status.withdrawalsEnabled ? (
              <p className="text-muted-foreground text-sm">
                Withdrawals are off on this installation: an administrator turns them on.
              </p>
            ) : status.paused ? (
              <p role="alert" className="text-destructive text-sm">
                Withdrawals are paused since {formatDateTime(status.paused.since)}: {status.paused.reason}
              </p>
            ) : (
              <form onSubmit={onWithdraw} className="flex flex-col gap-2" noValidate>
                <FormField
                  label="AIZ to withdraw"
                  description={`To ${shortAddress(account)}, which must be linked to your account.`}
                  error={problem?.form === 'withdraw' ? problem.text : undefined}
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      value={withdrawText}
                      onChange={(e) => setWithdrawText(e.target.value)}
                    />
                  )}
                </FormField>
                <Button type="submit" disabled={busy} className="self-start">
                  Withdraw and claim
                </Button>
              </form>
            )}
            <p className="text-muted-foreground text-xs">{status.regulatoryNote}</p>
          </Card>
          <Card className="flex flex-col gap-3 p-5">
            <h3 className="font-semibold">Deposit from {chain.name}</h3>
            <form onSubmit={onDeposit} className="flex flex-col gap-2" noValidate>
              <FormField
                label="AIZ to deposit"
                description="Your wallet signs a permit, then sends one transaction; the vault burns the tokens and the app credits you once it is final."
                error={problem?.form === 'deposit' ? problem.text : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={depositText}
                    onChange={(e) => setDepositText(e.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={busy || !depositInfo.data} className="self-start">
                Deposit
              </Button>
            </form>
          </Card>
        </div>
      )}
      <TxList txs={txs} explorerUrl={chain.explorerUrl} />
      {me && (me.withdrawals.length > 0 || me.deposits.length > 0 || awaitedDeposit) ? (
        <section aria-labelledby="bridge-history" className="flex flex-col gap-2">
          <h3 id="bridge-history" className="font-semibold">
            Withdrawals and deposits
          </h3>
          <ul className="flex flex-col gap-2 text-sm">
            {me.withdrawals.map((w) => (
              <li
                key={w.id}
                data-status={w.status}
                className="flex flex-wrap items-center gap-2 rounded-lg border p-3"
              >
                <Badge variant="outline">Withdrawal</Badge>
                <span className="font-medium tabular-nums">{formatAizAmount(w.amount)} AIZ</span>
                <span className="text-muted-foreground">to {shortAddress(w.to)}</span>
                <span className="text-muted-foreground">{formatDateTime(w.createdAt)}</span>
                <span className="ms-auto">{STATUS_LABEL[w.status]}</span>
                {w.status === 'pending' && account && w.chainId === chain.id ? (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void claim(w)}>
                    Claim
                  </Button>
                ) : null}
              </li>
            ))}
            {awaitedDeposit ? (
              <li
                role="status"
                className="flex items-center gap-2 rounded-lg border border-dashed p-3 text-muted-foreground"
              >
                Deposit confirmed on chain: the app credits it once the chain's log is final…
              </li>
            ) : null}
            {me.deposits.map((d) => (
              <li key={d.txHash} className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
                <Badge variant="outline">Deposit</Badge>
                <span className="font-medium tabular-nums">{formatAizAmount(d.amount)} AIZ</span>
                <span className="text-muted-foreground">from {shortAddress(d.from)}</span>
                <span className="text-muted-foreground">{formatDateTime(d.createdAt)}</span>
                <span className="ms-auto">Credited</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
