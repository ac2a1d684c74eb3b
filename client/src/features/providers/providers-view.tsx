/**
 * /providers: every AI provider with its health, success rate, latency, cost and capabilities,
 * refreshed every 30 s; administrators enable, disable and reorder them (applied at once).
 */
import { PROVIDER_STATS_REFRESH_MS } from '@common/constants';
import type { ProviderStat } from '@common/schemas/assistant';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { AddProviderHelp } from './add-provider-help';
import { ProviderAdminControls } from './provider-admin-controls';
import { ProviderCard } from './provider-card';
import { ProviderCharts } from './provider-charts';
import { moveProvider, useProviderStats, useSaveProviderSettings } from './use-provider-stats';

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function LoadingCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading providers">
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

function ProviderList({ providers, admin }: { providers: ProviderStat[]; admin: boolean }) {
  const save = useSaveProviderSettings();
  const movable = providers.filter((p) => p.type !== 'offline');
  return (
    <>
      {save.isError ? (
        <p role="alert" className="text-destructive text-sm">
          The change could not be saved. Please try again.
        </p>
      ) : null}
      <ul aria-label="Providers in routing order" className="grid gap-4 md:grid-cols-2">
        {providers.map((provider) => {
          const index = movable.findIndex((p) => p.id === provider.id);
          return (
            <li key={provider.id} className="flex">
              <ProviderCard
                provider={provider}
                admin={
                  admin ? (
                    <ProviderAdminControls
                      provider={provider}
                      canMoveUp={index > 0}
                      canMoveDown={index !== -1 && index < movable.length - 1}
                      busy={save.isPending}
                      onToggle={(enabled) => save.mutate({ enabled: { [provider.id]: enabled } })}
                      onMove={(step) => {
                        const order = moveProvider(providers, provider.id, step);
                        if (order) save.mutate({ order });
                      }}
                    />
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function ProvidersView() {
  const { user } = useCurrentUser();
  const admin = user?.role === 'admin';
  const stats = useProviderStats();
  const providers = stats.data;

  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="The AI providers the assistant and your agents use: their health, speed and cost, in the order the router tries them."
        actions={
          stats.dataUpdatedAt ? (
            <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
              <RefreshCw className="size-3.5" aria-hidden="true" />
              Updated {time.format(stats.dataUpdatedAt)}; refreshed every {PROVIDER_STATS_REFRESH_MS / 1000} s
            </p>
          ) : null
        }
      />
      {admin ? (
        <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          You are an administrator: switch providers on or off and move them up or down the routing order.
          Changes apply at once, without a restart.
        </p>
      ) : null}
      <section aria-labelledby="providers-heading" className="flex flex-col gap-4">
        <h2 id="providers-heading" className="font-semibold text-xl tracking-tight">
          Providers
        </h2>
        {providers ? (
          <ProviderList providers={providers} admin={admin} />
        ) : stats.isPending ? (
          <LoadingCards />
        ) : (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            Provider statistics are not available right now. This page tries again every{' '}
            {PROVIDER_STATS_REFRESH_MS / 1000} seconds.
          </p>
        )}
      </section>
      {providers && providers.length > 0 ? (
        <section aria-labelledby="provider-charts-heading" className="flex flex-col gap-4">
          <h2 id="provider-charts-heading" className="font-semibold text-xl tracking-tight">
            Last hour
          </h2>
          <ProviderCharts providers={providers} />
        </section>
      ) : null}
      <AddProviderHelp />
    </AccountScreen>
  );
}
