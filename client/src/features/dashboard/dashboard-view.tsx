import type { PublicUser } from '@common/schemas/auth';
import { LayoutDashboard } from 'lucide-react';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { BalanceCard } from './balance-card';
import { DeploymentsCard } from './deployments-card';
import { FlowsCard } from './flows-card';
import { LedgerHistoryCard } from './ledger-history-card';
import { OnboardingCard } from './onboarding-card';
import { ProfileCard } from './profile-card';
import { RecentRunsCard } from './recent-runs-card';
import { useLedgerHistory } from './use-ledger-history';
import { WorkflowsCard } from './workflows-card';

function SignedInDashboard({ user }: { user: PublicUser }) {
  const history = useLedgerHistory();
  // The ledger's answer is the freshest balance; until it comes, the one read with the user.
  const balance = history.data?.pages[0]?.balance ?? user.aizBalance;
  return (
    <>
      <AccountScreenHeader subtitle={`Welcome back, ${user.username}. Here is your account at a glance.`} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        <ProfileCard user={user} />
        <BalanceCard balance={balance} />
        <OnboardingCard />
        <WorkflowsCard />
        <DeploymentsCard />
        <RecentRunsCard />
        <FlowsCard />
        <div className="flex flex-col md:col-span-2">
          <LedgerHistoryCard history={history} />
        </div>
      </div>
    </>
  );
}

/**
 * /dashboard: a sign-in prompt for visitors; when signed in, profile, balance and onboarding, then what the
 * person built and runs (agents and workflows, deployments, recent runs), AIZ flows and history.
 */
export function DashboardView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      {isLoading ? (
        <>
          <AccountScreenHeader subtitle="Loading your account…" />
          <div
            className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-48 rounded-xl" />
            ))}
          </div>
        </>
      ) : user ? (
        <SignedInDashboard user={user} />
      ) : (
        <>
          <AccountScreenHeader subtitle="Your agents, workflows, deployments and runs, your AIZ balance and its history, and your onboarding progress, in one place." />
          <SignInPrompt
            icon={LayoutDashboard}
            title="Sign in to see your dashboard"
            description="Sign in with a one-time code sent to your e-mail, or create an account to get started."
          />
        </>
      )}
    </AccountScreen>
  );
}
