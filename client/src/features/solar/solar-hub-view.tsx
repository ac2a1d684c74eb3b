/**
 * /solar, the hub of the solar vertical (issue 22, item 5): what it does and where to go; signed in, the
 * owner's leads (one opens in a dialog) and the booking hours Solara books into. Signed out, a way in.
 */
import type { SolarOwnerScope } from '@common/schemas/solar-leads';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { AvailabilitySection } from './availability-editor';
import { EstimateApiCard } from './estimate-api-card';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadsSection } from './leads-section';
import { SolarOwnerProvider } from './solar-api';
import { SolarHubHeader } from './solar-hub-header';
import { SolaraDeploymentsSection } from './solara-deployments-section';

function SignedOut() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <p className="max-w-md text-muted-foreground text-sm">
        Sign in to see the leads Solara brings you and to set the hours it books consultations into.
      </p>
      <Button variant="brand" onClick={() => openAuthDialog()}>
        Sign in
      </Button>
    </div>
  );
}

function OwnSections() {
  return (
    <>
      <LeadsSection />
      <SolaraDeploymentsSection />
      <AvailabilitySection />
      <LeadDetailDialog />
    </>
  );
}

/**
 * Administrators also run the platform's own Solara (/solar-ai-agent, whose installer is the official
 * account): its leads and booking hours in a tab of their own. The server checks the role on every request.
 */
function AdminSections() {
  const [owner, setOwner] = useState<SolarOwnerScope>('me');
  return (
    <Tabs value={owner} onValueChange={(value) => setOwner(value as SolarOwnerScope)}>
      <TabsList aria-label="Whose Solara">
        <TabsTrigger value="me">Your Solara</TabsTrigger>
        <TabsTrigger value="platform">The platform’s Solara</TabsTrigger>
      </TabsList>
      <TabsContent value="me" className="flex flex-col gap-10 pt-6">
        <OwnSections />
      </TabsContent>
      <TabsContent value="platform" className="flex flex-col gap-10 pt-6">
        <p className="max-w-3xl text-muted-foreground text-sm">
          The leads and booking hours of the Solara on{' '}
          <Link to="/solar-ai-agent" className="underline underline-offset-4">
            /solar-ai-agent
          </Link>
          , which the platform runs. Only administrators see this. With no booking hours, it tells homeowners
          it is a demonstration and books nothing.
        </p>
        <SolarOwnerProvider value="platform">
          <LeadsSection />
          <AvailabilitySection />
          <LeadDetailDialog />
        </SolarOwnerProvider>
      </TabsContent>
    </Tabs>
  );
}

export function SolarHubView() {
  const { isAuthenticated, isLoading, user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const signedOut = !isAuthenticated && !isLoading;
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-solar-from)_22%,transparent),transparent)] opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <SolarHubHeader
          actions={
            signedOut ? (
              <Button variant="outline" onClick={() => openAuthDialog()}>
                Sign in
              </Button>
            ) : null
          }
        />
        {isAuthenticated ? (
          user?.role === 'admin' ? (
            <AdminSections />
          ) : (
            <OwnSections />
          )
        ) : isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          <SignedOut />
        )}
        <EstimateApiCard />
      </div>
    </div>
  );
}
