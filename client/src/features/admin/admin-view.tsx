import type { PublicUser } from '@common/schemas/auth';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { MissionImpactDemoCard } from '@/features/mission-impact';
import { TreasuryGrants } from '@/features/payments';
import { ApiError } from '@/lib/api';
import { CommunityModeration } from './community-moderation';
import { EventsChart } from './events-chart';
import { FeedbackList } from './feedback-list';
import { MarketplaceReports } from './marketplace-reports';
import { OverviewCards } from './overview-cards';
import { useAdminFeedback, useAdminOverview, useAdminUsers } from './use-admin-data';
import { UsersTable } from './users-table';

export const NOT_ALLOWED_TITLE = "You don't have access to this area";

function NotAllowed() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-2 font-semibold text-xl leading-tight tracking-tight">{NOT_ALLOWED_TITLE}</h2>
        <CardDescription>
          The admin area is for administrators of the platform. If you need access, ask an administrator to
          grant your account the admin role.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const isForbidden = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 401);

function AdminDashboard({ user }: { user: PublicUser }) {
  const overview = useAdminOverview();
  const users = useAdminUsers();
  const feedback = useAdminFeedback();
  // The role may have changed since the user was read: the server's answer decides.
  if (isForbidden(overview.error)) return <NotAllowed />;
  return (
    <>
      <AccountScreenHeader subtitle={`Signed in as ${user.username}. How the platform is doing right now.`} />
      {overview.isError ? (
        <p className="text-destructive text-sm">The overview could not be loaded.</p>
      ) : (
        <OverviewCards overview={overview.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <EventsChart events={overview.data?.analyticsEvents} />
        <FeedbackList feedback={feedback} />
      </div>
      <MarketplaceReports />
      <CommunityModeration />
      <TreasuryGrants />
      <MissionImpactDemoCard />
      <UsersTable users={users} />
    </>
  );
}

/** /admin: sign-in prompt for visitors, a refusal for other users, the admin dashboard for admins. */
export function AdminView() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle="Loading…" />
        <Skeleton className="h-28 rounded-xl" />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen>
      {!user ? (
        <>
          <AccountScreenHeader subtitle="Users, sessions, feedback and analytics of the platform." />
          <SignInPrompt
            icon={ShieldCheck}
            title="Sign in as an administrator"
            description="The admin area is for administrators. Sign in with your administrator e-mail."
          />
        </>
      ) : user.role !== 'admin' ? (
        <>
          <AccountScreenHeader subtitle="Users, sessions, feedback and analytics of the platform." />
          <NotAllowed />
        </>
      ) : (
        <AdminDashboard user={user} />
      )}
    </AccountScreen>
  );
}
