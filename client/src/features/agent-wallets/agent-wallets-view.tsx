/**
 * /agent-wallets: wallets for the person's agents (deployments). The "Agents" tab lists each deployment
 * with its wallet: create one, fund and withdraw, the balance, the spending policy and its changes, the
 * history, and the optional on-chain address. "My wallet" is the person's own connected wallet and their AIZ
 * between the app and a chain (features/bridge, loaded only when opened: it brings wagmi).
 */
import { Bot, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { AgentCard } from './agent-card';
import { useAgentWallets } from './api';

const MyWalletTab = lazy(() => import('@/features/bridge').then((m) => ({ default: m.MyWalletTab })));

export function AgentWalletsView() {
  const { user, isLoading } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'mine' ? 'mine' : 'agents';
  const setTab = (next: string) => setSearch(next === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Your own wallet, and a wallet for each of your deployed agents with limits its runs cannot pass." />
      {isLoading ? (
        <Skeleton className="h-40" aria-label="Loading" />
      ) : !user ? (
        <SignInPrompt
          title="Sign in to manage your agents’ wallets"
          description="Fund your agents with AIZ, set how much they may spend and to whom, and see every payment they make."
          icon={Wallet}
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-6">
          <TabsList aria-label="Wallets" className="self-start">
            <TabsTrigger value="agents">
              <Bot aria-hidden="true" className="size-4" /> Agents
            </TabsTrigger>
            <TabsTrigger value="mine">
              <Wallet aria-hidden="true" className="size-4" /> My wallet
            </TabsTrigger>
          </TabsList>
          <TabsContent value="agents">{tab === 'agents' ? <AgentsTab /> : null}</TabsContent>
          <TabsContent value="mine">
            {tab === 'mine' ? (
              <Suspense fallback={<Skeleton className="h-40" />}>
                <MyWalletTab />
              </Suspense>
            ) : null}
          </TabsContent>
        </Tabs>
      )}
    </AccountScreen>
  );
}

function AgentsTab() {
  const query = useAgentWallets(true);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-destructive text-sm">
          {serverMessage(query.error) ?? 'Your agents’ wallets could not be loaded.'}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <section aria-busy="true" aria-label="Loading your agents" className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </section>
    );
  }
  const { agents, ownerBalance } = query.data;
  if (agents.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <Bot className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-semibold text-lg">No deployed agents yet</h2>
        <p className="max-w-md text-muted-foreground text-sm">
          A wallet belongs to a deployment. Build a workflow, publish it and deploy it; it then shows here.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="brand">
            <Link to="/builder">Open the builder</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/fleet">See your fleet</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Your balance:{' '}
        <span className="font-medium text-foreground tabular-nums">{formatAizAmount(ownerBalance)} AIZ</span>.
        Funding a wallet moves AIZ from it; withdrawing moves it back.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {agents.map((agent) => (
          <AgentCard key={agent.deploymentId} agent={agent} ownerBalance={ownerBalance} />
        ))}
      </div>
    </div>
  );
}
