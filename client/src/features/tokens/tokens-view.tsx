/**
 * /tokens: the AIZ supply by holder for everyone; signed in, the person's balance, sending AIZ, and the
 * whole history with filters and CSV.
 */
import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { Coins, Wallet } from 'lucide-react';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { BuyAizSection } from '@/features/payments';
import { formatAizAmount } from '@/lib/format';
import { HistoryCard, useTokenHistory } from './history-card';
import { SendCard } from './send-card';
import { SupplyCard } from './supply-card';

function BalanceFigure() {
  const first = useTokenHistory({});
  const balance = first.data?.pages[0]?.balance;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Wallet className="size-5 text-primary" aria-hidden="true" />
          Your balance
        </CardTitle>
        <CardDescription>In the platform’s ledger.</CardDescription>
      </CardHeader>
      <CardContent>
        {balance === undefined ? (
          <Skeleton className="h-9 w-40" />
        ) : (
          <p className="font-semibold text-3xl tabular-nums" data-testid="token-balance">
            {formatAizAmount(balance)} AIZ
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SignedInTokens() {
  const first = useTokenHistory({});
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <BalanceFigure />
        <SendCard balance={first.data?.pages[0]?.balance} />
      </div>
      <HistoryCard />
    </div>
  );
}

export function TokensView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle={`AIZ is the platform’s utility token, kept in its ledger. The first ${SIGNUP_BONUS_USER_LIMIT} accounts get ${SIGNUP_BONUS_AIZ} AIZ; creators earn it from sales and hosted-agent runs.`}
      />
      <BuyAizSection />
      <SupplyCard />
      {isLoading ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : user ? (
        <SignedInTokens />
      ) : (
        <SignInPrompt
          icon={Coins}
          title="Sign in to see your AIZ"
          description="Your balance, your history, and sending AIZ to other people need an account."
        />
      )}
    </AccountScreen>
  );
}
