/**
 * /staking: in-app staking. The pool's figures (total stake, emission, the variable APR with its formula,
 * the rewards pool), and for a signed-in person: stake with a lock, their stakes (unstake), claim or
 * compound their rewards, a chart of their stake and rewards, and their history. Administrators also see
 * the panel that funds the rewards pool. The "On chain" tab stakes in the AIZStaking contract through a
 * connected wallet (features/staking-chain, loaded only when opened: it brings wagmi).
 */
import type { MyStaking, StakingLock, StakingPool } from '@common/schemas/staking';
import { Landmark } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { useClaim, useCompound, useMyStaking, useStake, useStakingPool, useUnstake } from './api';
import { AprFormula } from './apr-popover';
import { amountProblem, percentLabel, shortAiz } from './format';
import { FundPanel } from './fund-panel';
import { StakeChart } from './stake-chart';

const failed = (error: unknown, fallback: string) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: serverMessage(error) ?? fallback,
  });

function Tile({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
      {children}
    </Card>
  );
}

function poolNotice(pool: StakingPool): string | null {
  if (pool.status === 'unfunded') {
    return 'The rewards pool is empty: no reward period has been funded yet, so stakes earn nothing until an administrator funds one from the treasury.';
  }
  if (pool.status === 'ended') {
    return `The reward period ended on ${formatDateTime(pool.periodEndsAt)}: stakes earn nothing until the pool is funded again.`;
  }
  if (pool.apr === null) {
    return 'Nobody is staked yet: the first stake takes the whole emission, so there is no rate to show.';
  }
  return null;
}

function PoolSection({ pool }: { pool: StakingPool }) {
  const notice = poolNotice(pool);
  return (
    <section aria-labelledby="pool-heading" className="flex flex-col gap-3">
      <h2 id="pool-heading" className="font-semibold text-xl">
        The staking pool
      </h2>
      {notice ? (
        <p role="status" className="rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
          {notice}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label="APR (variable)" value={pool.apr ? percentLabel(pool.apr.base) : '—'}>
          <p className="text-muted-foreground text-xs">
            {pool.apr
              ? `For a flexible stake; 30 days: ${percentLabel(pool.apr.byLock['30d'])}, 90 days: ${percentLabel(pool.apr.byLock['90d'])}.`
              : 'No rate while nothing is emitted or nobody is staked.'}
          </p>
          <AprFormula pool={pool} />
        </Tile>
        <Tile label="Total staked" value={`${shortAiz(pool.totalStaked, 2)} AIZ`} />
        <Tile label="Emission" value={`${shortAiz(pool.emissionPerDay, 2)} AIZ / day`}>
          <p className="text-muted-foreground text-xs">
            {pool.status === 'running' && pool.periodEndsAt
              ? `Until ${formatDateTime(pool.periodEndsAt)}; ${shortAiz(pool.remainingEmission, 2)} AIZ still to emit.`
              : 'No reward period running.'}
          </p>
        </Tile>
        <Tile label="Rewards pool" value={`${shortAiz(pool.rewardsPoolBalance, 2)} AIZ`}>
          <p className="text-muted-foreground text-xs">
            Funded {shortAiz(pool.fundedTotal, 2)} AIZ in all; {shortAiz(pool.paidTotal, 2)} AIZ paid out.
          </p>
        </Tile>
      </dl>
    </section>
  );
}

function lockHint(pool: StakingPool, lock: StakingLock): string {
  return pool.apr ? `${percentLabel(pool.apr.byLock[lock])} APR now` : 'no APR now';
}

function StakeForm({ pool, mine }: { pool: StakingPool; mine: MyStaking }) {
  const stake = useStake();
  const [amount, setAmount] = useState('');
  const [lock, setLock] = useState<StakingLock>('flexible');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = amountProblem(amount, mine.balance);
    setError(problem ?? undefined);
    if (problem) return;
    stake.mutate(
      { amount: amount.trim(), lock },
      {
        onSuccess: (result) => {
          setAmount('');
          toast({ title: 'Staked', description: `${shortAiz(result.event.amount)} AIZ staked.` });
        },
        onError: (err) => setError(serverMessage(err) ?? 'The stake did not go through. Try again.'),
      },
    );
  };
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 id="stake-heading" className="font-semibold text-lg">
        Stake AIZ
      </h2>
      <form onSubmit={submit} noValidate aria-labelledby="stake-heading" className="flex flex-col gap-4">
        <FormField
          label="Amount (AIZ)"
          error={error}
          description={`Your balance: ${shortAiz(mine.balance)} AIZ.`}
        >
          {(field) => (
            <div className="flex gap-2">
              <Input
                {...field}
                inputMode="decimal"
                placeholder="100"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              <Button type="button" variant="outline" onClick={() => setAmount(mine.balance)}>
                Max
              </Button>
            </div>
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Lock</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {pool.locks.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  lock === option.id ? 'border-primary bg-primary/5' : 'hover:bg-accent',
                )}
              >
                <span className="flex items-center gap-2 font-medium">
                  <input
                    type="radio"
                    name="lock"
                    value={option.id}
                    checked={lock === option.id}
                    onChange={() => setLock(option.id)}
                    className="accent-[var(--primary)]"
                  />
                  {option.label}
                </span>
                <span className="text-muted-foreground text-xs">
                  Weight {option.weight} · {option.days ? `locked ${option.days} days` : 'unstake any time'} ·{' '}
                  {lockHint(pool, option.id)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="brand" disabled={stake.isPending} className="self-start">
          {stake.isPending ? 'Staking…' : 'Stake'}
        </Button>
      </form>
    </Card>
  );
}

function RewardsCard({ mine }: { mine: MyStaking }) {
  const claim = useClaim();
  const compound = useCompound();
  const [lock, setLock] = useState<StakingLock>('flexible');
  const nothing = !/[1-9]/.test(mine.claimable);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-semibold text-lg">Your rewards</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground text-xs">Claimable now</dt>
          <dd className="font-semibold text-2xl tabular-nums" data-testid="claimable">
            {shortAiz(mine.claimable, 6)} AIZ
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Claimed or compounded</dt>
          <dd className="font-semibold text-2xl tabular-nums">{shortAiz(mine.rewardsPaid, 4)} AIZ</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Staked</dt>
          <dd className="font-medium tabular-nums">{shortAiz(mine.staked)} AIZ</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Weighted stake</dt>
          <dd className="font-medium tabular-nums">{shortAiz(mine.weighted)} AIZ</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="brand"
          disabled={nothing || claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  title: 'Rewards claimed',
                  description: `${shortAiz(r.event.amount, 6)} AIZ to your balance.`,
                }),
              onError: (err) => failed(err, 'The claim did not go through. Try again.'),
            })
          }
        >
          {claim.isPending ? 'Claiming…' : 'Claim'}
        </Button>
        <div className="flex items-end gap-2">
          <FormField label="Compound into" className="gap-1 text-xs">
            {(field) => (
              <NativeSelect {...field} value={lock} onChange={(e) => setLock(e.target.value as StakingLock)}>
                <option value="flexible">Flexible</option>
                <option value="30d">30 days</option>
                <option value="90d">90 days</option>
              </NativeSelect>
            )}
          </FormField>
          <Button
            variant="outline"
            disabled={nothing || compound.isPending}
            onClick={() =>
              compound.mutate(
                { lock },
                {
                  onSuccess: (r) =>
                    toast({ title: 'Compounded', description: `${shortAiz(r.event.amount, 6)} AIZ staked.` }),
                  onError: (err) => failed(err, 'Compounding did not go through. Try again.'),
                },
              )
            }
          >
            Compound
          </Button>
        </div>
      </div>
    </Card>
  );
}

function PositionRow({ position }: { position: MyStaking['positions'][number] }) {
  const unstake = useUnstake();
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-0.5">
        <span className="font-medium tabular-nums">{shortAiz(position.amount)} AIZ</span>
        <span className="text-muted-foreground text-xs">
          {position.lock === 'flexible' ? 'Flexible' : `${position.lock.replace('d', ' days')} lock`} · weight{' '}
          {position.weight} · since {formatDate(position.createdAt)}
          {position.unlockAt
            ? position.unlocked
              ? ' · unlocked'
              : ` · locked until ${formatDateTime(position.unlockAt)}`
            : ''}
        </span>
        {error ? (
          <span role="alert" className="text-destructive text-xs">
            {error}
          </span>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={unstake.isPending}
        onClick={() => {
          setError(null);
          unstake.mutate(position.id, {
            onSuccess: (r) =>
              toast({
                title: 'Unstaked',
                description: `${shortAiz(r.event.amount)} AIZ back in your balance.`,
              }),
            onError: (err) => setError(serverMessage(err) ?? 'Unstaking did not go through. Try again.'),
          });
        }}
      >
        Unstake
      </Button>
    </li>
  );
}

const EVENT_WORDS = {
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
  compound: 'Compounded',
} as const;

function HistoryList({ mine }: { mine: MyStaking }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-lg">History</h2>
      {mine.history.length === 0 ? (
        <p className="mt-2 text-muted-foreground text-sm">
          Nothing yet: your stakes, unstakes and claims show here.
        </p>
      ) : (
        <ul aria-label="Staking history" className="mt-2 divide-y text-sm">
          {mine.history.map((e) => (
            <li key={e.id} className="flex justify-between gap-3 py-2">
              <span>
                {EVENT_WORDS[e.kind]}{' '}
                <span className="font-medium tabular-nums">{shortAiz(e.amount, 6)} AIZ</span>
              </span>
              <time dateTime={e.createdAt} className="text-muted-foreground text-xs">
                {formatDateTime(e.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MyStakingSection({ pool }: { pool: StakingPool }) {
  const query = useMyStaking(true);
  const mine = query.data;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {serverMessage(query.error) ?? 'Your stakes could not be loaded. Try again in a moment.'}
      </p>
    );
  }
  if (!mine) {
    return (
      <section aria-busy="true" aria-label="Loading your stakes" className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </section>
    );
  }
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <StakeForm pool={pool} mine={mine} />
        <RewardsCard mine={mine} />
      </div>
      <section aria-labelledby="positions-heading" className="flex flex-col gap-3">
        <h2 id="positions-heading" className="font-semibold text-xl">
          Your stakes
        </h2>
        {mine.positions.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-6 text-center">
            <Landmark className="size-7 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-md text-muted-foreground text-sm">
              You have no stakes. Stake AIZ above: a longer lock weighs more in the share of rewards.
            </p>
          </div>
        ) : (
          <Card className="px-5">
            <ul aria-label="Your stakes" className="divide-y">
              {mine.positions.map((p) => (
                <PositionRow key={p.id} position={p} />
              ))}
            </ul>
          </Card>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Card className="p-5" data-testid="stake-chart">
          <h2 className="mb-3 font-semibold text-lg">Your stake and rewards over time</h2>
          {mine.history.length === 0 ? (
            <p className="text-muted-foreground text-sm">Your first stake starts this chart.</p>
          ) : (
            <StakeChart mine={mine} />
          )}
        </Card>
        <HistoryList mine={mine} />
      </div>
    </>
  );
}

const ChainStakingPanel = lazy(() =>
  import('@/features/staking-chain').then((m) => ({ default: m.ChainStakingPanel })),
);

export function StakingView() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'chain' ? 'chain' : 'app';
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Stake AIZ in the app, from your balance, or on chain, from your wallet into the AIZStaking contract: each for a share of a funded rewards pool at a variable APR." />
      <Tabs
        value={tab}
        onValueChange={(next) => setSearch(next === 'chain' ? { tab: 'chain' } : {}, { replace: true })}
        className="flex flex-col gap-6"
      >
        <TabsList aria-label="Where to stake" className="self-start">
          <TabsTrigger value="app">In the app</TabsTrigger>
          <TabsTrigger value="chain">On chain</TabsTrigger>
        </TabsList>
        <TabsContent value="app" className="flex flex-col gap-8">
          {tab === 'app' ? <InAppStaking /> : null}
        </TabsContent>
        <TabsContent value="chain" className="flex flex-col gap-6">
          {tab === 'chain' ? (
            <Suspense fallback={<Skeleton className="h-40" />}>
              <ChainStakingPanel />
            </Suspense>
          ) : null}
        </TabsContent>
      </Tabs>
    </AccountScreen>
  );
}

function InAppStaking() {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const poolQuery = useStakingPool();
  const pool = poolQuery.data;
  return (
    <>
      <Badge variant="outline" className="self-start">
        In-app staking
      </Badge>
      {poolQuery.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(poolQuery.error) ??
            'The staking figures could not be loaded. Try again in a moment.'}
        </p>
      ) : !pool ? (
        <section aria-busy="true" aria-label="Loading the staking pool" className="grid gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </section>
      ) : (
        <>
          <PoolSection pool={pool} />
          {isAuthenticated ? (
            <MyStakingSection pool={pool} />
          ) : isLoading ? (
            <Skeleton className="h-40" />
          ) : (
            <SignInPrompt
              title="Sign in to stake"
              description="Stake AIZ from your balance, choose a lock and earn a share of the rewards pool."
              icon={Landmark}
            />
          )}
          {user?.role === 'admin' ? <FundPanel /> : null}
          {pool.recentFundings.length > 0 ? (
            <section aria-labelledby="fundings-heading" className="flex flex-col gap-2">
              <h2 id="fundings-heading" className="font-semibold text-lg">
                Fundings of the rewards pool
              </h2>
              <ul className="grid gap-1 text-muted-foreground text-sm">
                {pool.recentFundings.map((f) => (
                  <li key={f.createdAt}>
                    {formatDate(f.createdAt)}: {shortAiz(f.amount, 2)} AIZ over {f.days} days
                    {f.leftover !== '0'
                      ? `, with ${shortAiz(f.leftover, 2)} AIZ left of the period before`
                      : ''}
                    , until {formatDate(f.periodEndsAt)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
