/**
 * /economy: real flows of AIZ between groups over a period (a Sankey and the table behind it), the top
 * earners and agents, and, signed in, the choice not to be named among them.
 */
import { ECONOMY_PERIODS, type Economy, type EconomyPeriod } from '@common/schemas/economy';
import { transferKindLabel } from '@common/schemas/tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Network, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Sankey } from '@/components/charts';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { CardError } from '@/features/dashboard';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { economyKeys, fetchEconomy, fetchEconomyPrivacy, saveEconomyPrivacy } from './economy-api';
import { MINTING_KIND, sankeyOf } from './economy-sankey';

const PERIOD_LABELS: Record<EconomyPeriod, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: 'All time',
};

function FlowsCard({ economy }: { economy: Economy }) {
  const [minting, setMinting] = useState(false);
  const { nodes, links } = useMemo(() => sankeyOf(economy, { minting }), [economy, minting]);
  const hasMinting = economy.flows.some((f) => f.kind === MINTING_KIND);
  const label = new Map(economy.groups.map((g) => [g.id, g.label]));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Network className="size-5 text-primary" aria-hidden="true" />
          Where AIZ went
        </CardTitle>
        <CardDescription>
          {formatAizAmount(economy.totalMoved)} AIZ moved in{' '}
          {economy.flows.reduce((s, f) => s + f.transfers, 0)} ledger transfers. Bands are as thick as the AIZ
          they carried.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {hasMinting ? (
          <div className="flex items-center gap-3 text-sm">
            <Switch
              id="economy-minting"
              checked={minting}
              onCheckedChange={setMinting}
              aria-labelledby="economy-minting-label"
            />
            <span id="economy-minting-label">
              Show minting (the reserves created at launch, which dwarf every other flow)
            </span>
          </div>
        ) : null}
        {links.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            {hasMinting ? 'Nothing but minting moved in this period.' : 'No AIZ moved in this period.'}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Sankey
              nodes={nodes}
              links={links}
              label="Flows of AIZ between groups"
              className="min-w-[640px]"
              formatValue={(v) => `${v.toLocaleString('en-US', { maximumFractionDigits: 2 })}`}
            />
          </div>
        )}
        {economy.flows.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="The figures behind the flows">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3 font-medium">From</th>
                  <th className="py-2 pr-3 font-medium">To</th>
                  <th className="py-2 pr-3 font-medium">Kind</th>
                  <th className="py-2 pr-3 text-right font-medium">Transfers</th>
                  <th className="py-2 text-right font-medium">AIZ</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {economy.flows.map((f) => (
                  <tr key={`${f.from}>${f.to}>${f.kind}`}>
                    <td className="py-2 pr-3">{label.get(f.from)}</td>
                    <td className="py-2 pr-3">{label.get(f.to)}</td>
                    <td className="py-2 pr-3 text-muted-foreground">{transferKindLabel(f.kind)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{f.transfers}</td>
                    <td className="py-2 text-right font-medium tabular-nums">{formatAizAmount(f.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TopEarners({ economy }: { economy: Economy }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          Top earners
        </CardTitle>
        <CardDescription>
          Creators by what sales and hosted-agent runs paid them, less refunds.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {economy.topEarners.length === 0 ? (
          <p className="text-muted-foreground text-sm">No creator earned AIZ in this period.</p>
        ) : (
          <ol aria-label="Top earners" className="divide-y divide-border">
            {economy.topEarners.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: private earners share a name; the rank is the row
              <li key={i} className="flex items-center gap-3 py-2 text-sm">
                <span className="w-5 text-muted-foreground tabular-nums">{i + 1}</span>
                <span className={e.private ? 'flex-1 text-muted-foreground italic' : 'flex-1 font-medium'}>
                  {e.name}
                </span>
                <span className="text-muted-foreground text-xs">
                  {e.sales} sales · {e.runs} runs
                </span>
                <span className="font-medium tabular-nums">{formatAizAmount(e.earned)} AIZ</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function TopAgents({ economy }: { economy: Economy }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Bot className="size-5 text-primary" aria-hidden="true" />
          Top agents by earnings
        </CardTitle>
        <CardDescription>
          Marketplace listings and hosted agents, by what they paid their creator.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {economy.topAgents.length === 0 ? (
          <p className="text-muted-foreground text-sm">No agent earned AIZ in this period.</p>
        ) : (
          <ol aria-label="Top agents" className="divide-y divide-border">
            {economy.topAgents.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: private agents share a name; the rank is the row
              <li key={i} className="flex items-center gap-3 py-2 text-sm">
                <span className="w-5 text-muted-foreground tabular-nums">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{a.name}</span>
                  <span className="block truncate text-muted-foreground text-xs">
                    {a.source === 'deployment' ? 'Hosted agent' : 'Marketplace'} · {a.creator}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{formatAizAmount(a.earned)} AIZ</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function PrivacySetting() {
  const queryClient = useQueryClient();
  const privacy = useQuery({ queryKey: economyKeys.privacy, queryFn: fetchEconomyPrivacy });
  const save = useMutation({
    mutationFn: saveEconomyPrivacy,
    onSuccess: (next) => {
      queryClient.setQueryData(economyKeys.privacy, next);
      void queryClient.invalidateQueries({ queryKey: ['economy', 'flows'] });
      toast({ title: next.private ? 'You are no longer named here' : 'You may be named among top earners' });
    },
    onError: (error) =>
      toast({
        title: 'Not saved',
        description: serverMessage(error) ?? 'Try again.',
        variant: 'destructive',
      }),
  });
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
      <div>
        <p className="font-medium text-sm" id="economy-privacy-label">
          Keep me private
        </p>
        <p className="text-muted-foreground text-xs">
          Show me as “A creator (private)” among top earners, and my agents without their names.
        </p>
      </div>
      <Switch
        aria-labelledby="economy-privacy-label"
        checked={privacy.data?.private ?? false}
        disabled={privacy.isPending || save.isPending}
        onCheckedChange={(value) => save.mutate(value)}
      />
    </div>
  );
}

export function EconomyView() {
  const [period, setPeriod] = useState<EconomyPeriod>('30d');
  const { user } = useCurrentUser();
  const economy = useQuery({ queryKey: economyKeys.flows(period), queryFn: () => fetchEconomy(period) });
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="How AIZ really moves on the platform: read from the ledger’s transfers, not estimated."
        actions={
          <Tabs value={period} onValueChange={(v) => setPeriod(v as EconomyPeriod)}>
            <TabsList aria-label="Period">
              {ECONOMY_PERIODS.map((p) => (
                <TabsTrigger key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        }
      />
      {user ? <PrivacySetting /> : null}
      {economy.isPending ? (
        <div role="status" aria-label="Loading the economy" className="flex flex-col gap-6">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : economy.isError ? (
        <CardError what="The economy" onRetry={() => void economy.refetch()} />
      ) : (
        <>
          <FlowsCard economy={economy.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TopEarners economy={economy.data} />
            <TopAgents economy={economy.data} />
          </div>
        </>
      )}
    </AccountScreen>
  );
}
