import { Coins, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAizAmount } from '@/lib/format';

type BalanceCardProps = {
  /** Whole AIZ as an exact decimal string; undefined while loading. */
  balance: string | undefined;
};

export function BalanceCard({ balance }: BalanceCardProps) {
  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-primary/15 blur-3xl"
      />
      <CardHeader className="relative">
        <CardDescription className="flex items-center gap-2">
          <Coins className="size-4 text-primary" aria-hidden="true" />
          AIZ balance
        </CardDescription>
        <CardTitle className="text-4xl tabular-nums" aria-live="polite">
          {balance === undefined ? (
            <Skeleton className="h-10 w-40" />
          ) : (
            <>
              <span className="text-gradient-brand">{formatAizAmount(balance)}</span>{' '}
              <span className="font-medium text-2xl text-muted-foreground">AIZ</span>
            </>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="relative flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/staking">
            <Landmark aria-hidden="true" />
            Stake AIZ
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/tokens">About AIZ</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
