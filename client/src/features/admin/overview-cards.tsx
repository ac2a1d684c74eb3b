import type { AdminOverview } from '@common/schemas/admin';
import { Activity, Gift, type LucideIcon, MessageSquareText, ShieldCheck, Users, Wifi } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type Stat = { label: string; value: string; detail: string; icon: LucideIcon };

const number = new Intl.NumberFormat('en-US');

export function overviewStats(o: AdminOverview): Stat[] {
  const bonus = o.signupBonus;
  return [
    { label: 'Users', value: number.format(o.users), detail: 'Accounts created', icon: Users },
    {
      label: 'Administrators',
      value: number.format(o.admins),
      detail: 'Accounts with the admin role',
      icon: ShieldCheck,
    },
    {
      label: 'Active sessions',
      value: number.format(o.sessionsActive),
      detail: 'Signed in, not expired',
      icon: Wifi,
    },
    {
      label: 'Feedback',
      value: number.format(o.feedback),
      detail: 'Submissions in total',
      icon: MessageSquareText,
    },
    {
      label: 'Analytics events',
      value: number.format(o.analyticsEvents.total),
      detail: `Last ${o.analyticsEvents.days} days`,
      icon: Activity,
    },
    {
      label: 'Signup bonuses',
      value: `${number.format(bonus.granted)} / ${number.format(bonus.limit)}`,
      detail:
        bonus.remaining > 0
          ? `${number.format(bonus.remaining)} left of ${number.format(bonus.bonusAmount)} AIZ each`
          : 'Pool exhausted',
      icon: Gift,
    },
  ];
}

export function OverviewCards({ overview }: { overview: AdminOverview | undefined }) {
  if (!overview) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
        role="status"
        aria-label="Loading"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Overview" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      {overviewStats(overview).map(({ label, value, detail, icon: Icon }) => (
        <li key={label}>
          <Card className="h-full">
            <CardHeader className="gap-2 p-5">
              <CardDescription className="flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {label}
              </CardDescription>
              <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
            </CardHeader>
            <CardContent className="p-5 pt-0 text-muted-foreground text-xs">{detail}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
